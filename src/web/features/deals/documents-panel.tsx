import type { Deal } from "~/domain/deals";

/**
 * The deal's documents on the deal page (managers) and on the creator's deals page: filled in by the documents
 * work of issue 19. Until then it shows nothing.
 */
export function DealDocuments({ deal }: { deal: Deal }) {
  void deal;
  return null;
}
