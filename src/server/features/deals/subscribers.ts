import { formatDay } from "~/domain/clock";
import { dealLink } from "~/domain/deals";
import type { EventPayload } from "~/domain/events";
import type { Subscriber } from "../../events/events";
import { notify } from "../notifications";

type Tx = Parameters<Subscriber["handle"]>[0];

/** Where the creator finds their deals. */
const CREATOR_DEALS = "/creator-dashboard/deals";

type DealFacts = EventPayload<"deal.created">["deal"];

/** Tells the deal's creator and owner (never the actor), each with a link to their page. */
async function tellCreatorAndOwner(
  tx: Tx,
  payload: { deal: DealFacts; actor: { id: string | null } | null },
  titles: { creator?: string; owner?: string; body?: string | null; ownerBody?: string | null },
  /** a stage move: quick moves of the deal are one notice each side ("… moved to Paid, 4 steps") */
  moved?: { to: string },
) {
  const { deal, actor } = payload;
  const sides: [string | null, string | undefined, string, string | null, string][] = [
    [deal.creatorId, titles.creator, CREATOR_DEALS, titles.body ?? null, `Your deal '${deal.title}'`],
    [
      deal.ownerId,
      titles.owner,
      dealLink(deal.id),
      titles.ownerBody ?? titles.body ?? null,
      `The deal '${deal.title}'`,
    ],
  ];
  for (const [to, title, link, body, named] of sides)
    if (to && title)
      await notify(tx, {
        to: [to],
        actor,
        kind: "deal",
        subject: { type: "deal", id: deal.id },
        title,
        body,
        link,
        ...(moved && {
          group: {
            key: `deal-stage:${deal.id}`,
            title: (steps: number) => `${named} moved to ${moved.to}, ${steps} steps`,
          },
        }),
      });
}

/** The deals' notices: who hears of a deal's change, in the words of issue 19. */
export const dealNoticesSubscriber: Subscriber<
  | "deal.created"
  | "deal.moved"
  | "deal.deliverable_added"
  | "deal.deliverable_changed"
  | "deal.deliverable_submitted"
> = {
  name: "deals.notices",
  types: [
    "deal.created",
    "deal.moved",
    "deal.deliverable_added",
    "deal.deliverable_changed",
    "deal.deliverable_submitted",
  ],
  handle: async (tx, payload, event) => {
    const { deal } = payload;
    switch (event.type) {
      case "deal.created":
        return tellCreatorAndOwner(tx, payload, {
          creator: `A new brand deal for you: ${deal.title}`,
          owner: `${payload.actor?.name || "A manager"} gave you the deal '${deal.title}'`,
        });
      case "deal.moved": {
        const { to, change } = payload as EventPayload<"deal.moved">;
        return tellCreatorAndOwner(
          tx,
          payload,
          {
            creator: `Your deal '${deal.title}' is now ${to}`,
            owner: `The deal '${deal.title}' is now ${to}`,
            // the Lost reason is the agency's: its owner hears it, the creator does not (issue 35)
            ownerBody: to === "Lost" ? change?.note : null,
          },
          { to },
        );
      }
      case "deal.deliverable_added": {
        const { deliverable, dueDate } = payload as EventPayload<"deal.deliverable_added">;
        return tellCreatorAndOwner(tx, payload, {
          creator: `New deliverable: ${deliverable.label}`,
          body: dueDate ? `Due ${formatDay(dueDate)}` : null,
        });
      }
      case "deal.deliverable_changed": {
        const { deliverable, from, to, actor, assignee } =
          payload as EventPayload<"deal.deliverable_changed">;
        // a brand's verdict through its review link (no account, issue 36): the deal's owner and the staff
        // member on the linked request hear too
        if (actor && actor.id === null) {
          const title = `${deliverable.label}: ${to}, by ${actor.name}`;
          const body = `${from} → ${to}`;
          await tellCreatorAndOwner(tx, payload, { creator: title, owner: title, body });
          if (assignee && assignee.id !== deal.ownerId && assignee.id !== deal.creatorId)
            await notify(tx, {
              to: [assignee.id],
              actor,
              kind: "deal",
              subject: { type: "deal", id: deal.id },
              title,
              body,
              link: assignee.link,
            });
          return;
        }
        return tellCreatorAndOwner(tx, payload, {
          creator: `${deliverable.label}: ${to}`,
          body: `${from} → ${to}`,
        });
      }
      case "deal.deliverable_submitted": {
        const { deliverable, link } = payload as EventPayload<"deal.deliverable_submitted">;
        return tellCreatorAndOwner(tx, payload, {
          owner: `${payload.actor?.name || "The creator"} submitted ${deliverable.label}`,
          body: link,
        });
      }
    }
  },
};
