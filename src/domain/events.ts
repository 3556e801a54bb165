import { z } from "zod";
import { SUBJECT_TYPES } from "./activity";
import { pageSchema } from "./paging";
import { ROLES } from "./roles";

/*
 * Domain events (issue 33, ADR 076): what happened, written by a use case in the transaction of its change
 * (`emit` in server/events), and read after the commit by the subscribers of the features that react to it
 * (the activity timeline, notifications, the roster's last contact, meeting reminders). A payload says what
 * the subscribers need to know, so none of them has to read the use case's rows again.
 *
 * Three parts are common, and each has one subscriber for every event that carries it:
 * - `change`: a status change of a subject, recorded in its history (features/activity);
 * - `contact`: the agency and a creator were in touch, the roster's last contact (features/roster);
 * - `meetingId`: a meeting's time or status may have changed: its reminders follow (features/reminders).
 */

/** Who did it: a user, or someone without an account (a brand through its link, issue 36: `id` null). */
const actor = z.object({ id: z.string().nullable(), name: z.string() }).nullable();

/** A status change of a subject (or its creation, `from: null`), for its history. */
const change = z.object({
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  note: z.string().nullish(),
  /** recorded even when the status stays (a meeting moved to another time: Scheduled to Scheduled) */
  always: z.boolean().optional(),
});

/** The agency and a creator were in touch at `at` (an ISO time; now when absent). */
const contact = z.object({ creatorId: z.string().nullable(), at: z.string().nullish() });

const common = {
  actor,
  change: change.optional(),
  contact: contact.optional(),
};

/** A work item (script request, editing or design project, campaign) as its notices name it. */
const workThing = z.object({
  type: z.enum(["script_request", "editing_project", "design_project", "campaign"]),
  id: z.string(),
  title: z.string(),
  /** null: the creator's account is gone ('Unknown Creator'), nobody to tell */
  creatorId: z.string().nullable(),
  assigneeId: z.string().nullish(),
});

const deal = z.object({
  id: z.string(),
  title: z.string(),
  creatorId: z.string(),
  ownerId: z.string().nullable(),
});

/** A deliverable as its notices name it ("Instagram post for Spring launch"). */
const deliverable = z.object({ label: z.string() });

const person = z.object({ id: z.string(), name: z.string() });

const meeting = z.object({
  id: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  topic: z.string(),
  status: z.string(),
  /** ISO */
  scheduledAt: z.string().nullable(),
  meetLink: z.string().nullable(),
});

export const EVENT_SCHEMAS = {
  /** A creator sent a request (script, editing, design, campaign): the staff of `staffRole` take it. */
  "work.requested": z.object({ ...common, thing: workThing, staffRole: z.enum(ROLES) }),
  /** A work item's status changed. */
  "work.status_changed": z.object({
    ...common,
    thing: workThing,
    from: z.string(),
    to: z.string(),
    note: z.string().nullish(),
  }),
  /** Someone wrote in a project's chat. */
  "work.message_posted": z.object({ ...common, thing: workThing, content: z.string() }),
  /** Someone commented on a project's file. */
  "work.file_commented": z.object({ ...common, thing: workThing, file: z.string(), body: z.string() }),
  /** A note of the creator's (a script request's notes, a project's creator notes): a contact only. */
  "creator.noted": z.object({ ...common }),
  "deal.created": z.object({ ...common, deal }),
  "deal.moved": z.object({ ...common, deal, from: z.string(), to: z.string() }),
  "deal.deliverable_added": z.object({ ...common, deal, deliverable, dueDate: z.string().nullable() }),
  "deal.deliverable_changed": z.object({
    ...common,
    deal,
    deliverable,
    from: z.string(),
    to: z.string(),
    /** a brand's verdict (issue 36): the staff member on the linked request, and where they find it */
    assignee: z.object({ id: z.string(), link: z.string() }).nullish(),
  }),
  "deal.deliverable_submitted": z.object({ ...common, deal, deliverable, link: z.string() }),
  /**
   * A signing (issue 37): a signer's turn came (`signer.userId` set: they sign from their dashboard; a
   * brand contact's link goes by email in the same transaction), or a reminder of it.
   */
  "contract.turn": z.object({
    ...common,
    deal,
    contract: z.object({ id: z.string(), title: z.string() }),
    signer: z.object({ userId: z.string(), link: z.string() }),
    reminder: z.boolean(),
  }),
  /** A signer signed (the deal's history shows it). */
  "contract.signed": z.object({
    ...common,
    deal,
    contract: z.object({ id: z.string(), title: z.string() }),
    signer: z.object({ name: z.string(), role: z.string() }),
  }),
  /**
   * A signing ended: sealed (the deal moved to Contracted, or `stage` says where it stays), declined (the
   * `reason`), cancelled by a manager, or expired.
   */
  "contract.ended": z.object({
    ...common,
    deal,
    contract: z.object({ id: z.string(), title: z.string() }),
    outcome: z.enum(["sealed", "declined", "cancelled", "expired"]),
    reason: z.string().nullish(),
    stage: z.string().nullish(),
    moved: z.boolean().optional(),
  }),
  /** A creator asked a manager to be their talent manager (or withdrew the request: `withdrawn`). */
  "talent.manager_requested": z.object({ ...common, creatorId: z.string(), managerId: z.string() }),
  "talent.request_withdrawn": z.object({ ...common, creatorId: z.string(), managerId: z.string() }),
  /** A creator's talent manager changed (`next` null: none). */
  "talent.manager_changed": z.object({
    ...common,
    creator: person,
    previous: person.nullable(),
    next: person.nullable(),
  }),
  /** A creator asked for a meeting. */
  "meeting.requested": z.object({
    ...common,
    meetingId: z.string(),
    topic: z.string(),
    requestedAt: z.string().nullable(),
  }),
  /** A creator booked a free slot of a manager's. */
  "meeting.booked": z.object({
    ...common,
    meetingId: z.string(),
    managerId: z.string(),
    topic: z.string(),
    when: z.string(),
  }),
  /** A manager changed a meeting (its status, time or link). */
  "meeting.changed": z.object({
    ...common,
    meetingId: z.string(),
    before: z.object({ status: z.string(), scheduledAt: z.string().nullable() }),
    after: meeting,
  }),
  /** A booked meeting moved to another free time (by its creator or a manager). */
  "meeting.booking_moved": z.object({
    ...common,
    meetingId: z.string(),
    creatorId: z.string(),
    managerId: z.string().nullable(),
    topic: z.string(),
    when: z.string(),
    note: z.string().nullish(),
  }),
  /** A booked meeting was cancelled (by its creator or a manager). */
  "meeting.booking_cancelled": z.object({
    ...common,
    meetingId: z.string(),
    creatorId: z.string(),
    managerId: z.string().nullable(),
    topic: z.string(),
    was: z.string(),
    note: z.string().nullish(),
  }),
  /** A meeting was deleted (a Pending request withdrawn): its reminders go. */
  "meeting.withdrawn": z.object({ ...common, meetingId: z.string() }),
  /** A chat was given to a manager. */
  "chat.assigned": z.object({
    ...common,
    sessionId: z.string(),
    assigneeId: z.string(),
    note: z.string().nullable(),
  }),
  /** A message in a chat a signed-in creator started: a contact only. */
  "chat.message_posted": z.object({ ...common, sessionId: z.string() }),
  /**
   * A snoozed chat came back (issue 35): its time passed (`time`), or the visitor wrote again (`visitor`).
   * `snoozedBy` is who snoozed it (null: their account is gone).
   */
  "chat.snooze_ended": z.object({
    ...common,
    sessionId: z.string(),
    snoozedBy: z.string().nullable(),
    reason: z.enum(["time", "visitor"]),
  }),
  /** Issue 38: an invoice (or a credit note) was issued: its PDF is emailed to the brand's billing contact. */
  "invoice.issued": z.object({ ...common, invoiceId: z.string(), number: z.string(), dealId: z.string() }),
  /** Issue 38: a deal's invoices are paid in full and its commission split: its creator is owed `creatorMinor`. */
  "deal.settled": z.object({
    ...common,
    deal,
    currency: z.string(),
    creatorMinor: z.string(),
    managerId: z.string().nullable(),
    managerMinor: z.string(),
  }),
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export const EVENT_TYPES = Object.keys(EVENT_SCHEMAS) as EventType[];
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>;
export type WorkThing = z.infer<typeof workThing>;

/** The common parts every payload may carry (read by the timeline, the roster and the reminders). */
export type CommonFacts = {
  actor: z.infer<typeof actor>;
  change?: z.infer<typeof change>;
  contact?: z.infer<typeof contact>;
  meetingId?: string;
};

/** How often a subscriber tries an event before its delivery is dead (shown in the Admin Panel). */
export const EVENT_MAX_ATTEMPTS = 8;

/** A delivery that failed `EVENT_MAX_ATTEMPTS` times: the Admin Panel's "Background work" list. */
const eventFailureSchema = z
  .object({
    eventId: z.number().int(),
    subscriber: z.string(),
    type: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    /** when it happened, and when its last attempt gave up (ISO) */
    createdAt: z.string(),
    failedAt: z.string().nullable(),
  })
  .meta({ id: "EventFailure" });
export type EventFailure = z.infer<typeof eventFailureSchema>;

export const eventFailurePageSchema = pageSchema(eventFailureSchema, "EventFailurePage");

export const eventFailureParamsSchema = z.object({
  eventId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  subscriber: z.string().min(1).max(100),
});
