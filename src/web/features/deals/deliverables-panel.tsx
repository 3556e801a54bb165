import type { Deal } from "~/domain/deals";

/**
 * The deal's deliverables on the deal page (managers) and on the creator's deals page: filled in by the deliverables
 * work of issue 19. Until then it shows nothing.
 */
export function DealDeliverables({ deal }: { deal: Deal }) {
  void deal;
  return null;
}
