import { dealLink } from "~/domain/deals";
import type { EventPayload } from "~/domain/events";
import type { Subscriber } from "../../events/events";
import { notify } from "../notifications";

/* Who hears of a signing (issue 37): the signer whose turn it is, the deal's owner, its creator. */

type Tx = Parameters<Subscriber["handle"]>[0];
const CREATOR_DEALS = "/creator-dashboard/deals";

async function tell(
  tx: Tx,
  to: string | null,
  payload: { actor: { id: string | null; name: string } | null; deal: { id: string } },
  title: string,
  body: string | null,
  link: string,
) {
  if (!to || to === payload.actor?.id) return;
  await notify(tx, {
    to: [to],
    actor: payload.actor,
    kind: "deal",
    subject: { type: "deal", id: payload.deal.id },
    title,
    body,
    link,
  });
}

export const contractNoticesSubscriber: Subscriber<"contract.turn" | "contract.signed" | "contract.ended"> = {
  name: "contracts.notices",
  types: ["contract.turn", "contract.signed", "contract.ended"],
  handle: async (tx, payload, event) => {
    const { deal, contract } = payload;
    switch (event.type) {
      case "contract.turn": {
        const { signer, reminder } = payload as EventPayload<"contract.turn">;
        return tell(
          tx,
          signer.userId,
          payload,
          reminder
            ? `Reminder: "${contract.title}" waits for your signature`
            : `Your signature, please: "${contract.title}"`,
          `For the deal '${deal.title}'`,
          signer.link,
        );
      }
      case "contract.signed": {
        const { signer } = payload as EventPayload<"contract.signed">;
        return tell(
          tx,
          deal.ownerId,
          payload,
          `${signer.name} signed "${contract.title}"`,
          `For the deal '${deal.title}'`,
          dealLink(deal.id),
        );
      }
      case "contract.ended": {
        const { outcome, reason, moved, stage } = payload as EventPayload<"contract.ended">;
        const title =
          outcome === "sealed"
            ? `"${contract.title}" is signed by everyone and sealed`
            : outcome === "declined"
              ? `"${contract.title}" was declined by ${payload.actor?.name ?? "a signer"}`
              : outcome === "cancelled"
                ? `"${contract.title}" was cancelled`
                : `"${contract.title}" expired before everyone signed`;
        const body =
          outcome === "sealed"
            ? moved
              ? `The deal '${deal.title}' is now Contracted. The sealed PDF is in its documents.`
              : `The deal '${deal.title}' stays at ${stage}: move it yourself if it should change. The sealed PDF is in its documents.`
            : (reason ?? null);
        await tell(tx, deal.ownerId, payload, title, body, dealLink(deal.id));
        await tell(tx, deal.creatorId, payload, title, outcome === "declined" ? null : body, CREATOR_DEALS);
      }
    }
  },
};
