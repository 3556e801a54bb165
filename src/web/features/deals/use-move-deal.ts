import { useState } from "react";
import type { DealStage } from "~/domain/deals";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useDealAction } from "./api";

/** The title of the toast that says a move was refused or failed. */
export const DEAL_NOT_MOVED = "The deal was not moved";

/**
 * Moving a deal, for the board and the deal page (which offer only the moves THE STAGE TABLE allows): Lost
 * first asks for the reason (`losing` opens the dialog); a refusal of the server (409: someone moved it
 * first) is shown by the mutation's toast and every deal query refetches.
 */
export function useMoveDeal() {
  const action = useDealAction(failureToast(DEAL_NOT_MOVED));
  const [losing, setLosing] = useState<{ id: string; title: string; from: DealStage } | null>(null);

  const send = (id: string, from: DealStage, to: DealStage, lostReason = "") =>
    action.mutateAsync({ type: "move", id, body: { from, to, lostReason } }).then(
      () => {
        toast({ title: `Moved to ${to}` });
        return true;
      },
      () => false,
    );

  /** Asks for the move; resolves to whether it happened. Lost asks why first: false, nothing moves yet. */
  const move = (deal: { id: string; title: string }, from: DealStage, to: DealStage) => {
    if (to !== "Lost") return send(deal.id, from, to);
    setLosing({ id: deal.id, title: deal.title, from });
    return false as const;
  };

  const lost = {
    deal: losing,
    close: () => setLosing(null),
    confirm: (reason: string) =>
      losing ? send(losing.id, losing.from, "Lost", reason) : Promise.resolve(false),
  };
  return { move, lost, pending: action.isPending };
}
