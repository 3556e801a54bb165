/**
 * The creator home's live counts: Active Promotions, Editing Queue and Design Requests.
 *
 * STUB (issue 8): zeros until the production-requests issue (issue 9) writes the real hook at this same path,
 * counting the creator's own projects in Pending or In Progress. Keep the signature.
 */
export function useCreatorCounts(): {
  activePromotions: number;
  editingQueue: number;
  designRequests: number;
  isLoading: boolean;
} {
  return { activePromotions: 0, editingQueue: 0, designRequests: 0, isLoading: false };
}
