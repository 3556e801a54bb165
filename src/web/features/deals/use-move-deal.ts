import { useState } from "react";
import { canMoveDeal, type DealStage, refusedDealMoveText } from "~/domain/deals";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { useDealAction } from "./api";

const FAILED = "The deal was not moved";

/**
 * Moving a deal, for the board and the deal page: a move THE STAGE TABLE refuses is refused here before
 * anything is sent (with the table's words); Lost first asks for the reason (`losing` opens the dialog); a
 * refusal of the server (409: someone moved it first) is shown and every deal query refetches.
 */
export function useMoveDeal() {
  const action = useDealAction();
  const [losing, setLosing] = useState<{ id: string; title: string; from: DealStage } | null>(null);

  const send = (id: string, from: DealStage, to: DealStage, lostReason = "") =>
    action
      .mutateAsync({ type: "move", id, body: { from, to, lostReason } })
      .then(() => {
        toast({ title: `Moved to ${to}` });
        return true;
      })
      .catch((error: unknown) => {
        apiErrorToast(FAILED, error);
        return false;
      });

  /** Asks for the move; resolves to whether it happened (a Lost move waits for its dialog: false). */
  const move = (deal: { id: string; title: string }, from: DealStage, to: DealStage) => {
    if (from === to) return Promise.resolve(false);
    if (!canMoveDeal(from, to)) {
      toast({ title: FAILED, description: refusedDealMoveText(from, to), variant: "destructive" });
      return Promise.resolve(false);
    }
    if (to === "Lost") {
      setLosing({ id: deal.id, title: deal.title, from });
      return Promise.resolve(false);
    }
    return send(deal.id, from, to);
  };

  const lost = {
    deal: losing,
    close: () => setLosing(null),
    confirm: (reason: string) =>
      losing ? send(losing.id, losing.from, "Lost", reason) : Promise.resolve(false),
  };
  return { move, lost, pending: action.isPending };
}
