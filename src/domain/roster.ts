import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./paging";
import { text } from "./text";

/*
 * The roster (issue 20): each creator has at most one talent manager. A creator asks for one from "Choose
 * Your Manager"; the manager they asked accepts, or any manager assigns, reassigns or unassigns.
 */

/** Every roster change, for the managers' roster views (creators hear of their own on their user topic). */
export const ROSTER_TOPIC = "roster:all";

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/**
 * A manager as "Choose Your Manager" shows them: their name, photo and short bio (from their profile); the
 * address only goes into the 'Email Me' link (spec section 2: not shown).
 */
const talentManagerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    bio: z.string().nullable(),
  })
  .meta({ id: "TalentManager" });
export type TalentManager = z.infer<typeof talentManagerSchema>;
export const talentManagerPageSchema = pageSchema(talentManagerSchema, "TalentManagerPage");
/** A page of managers by name, with a name or email search (the assign dialog's picker, issue 20). */
export const listTalentManagersQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(100, "At most 100 characters").optional(),
});
export type TalentManagersQuery = z.infer<typeof listTalentManagersQuerySchema>;

/** A creator's own standing: their manager, and the manager they asked for (not yet accepted). */
export const myTalentManagerSchema = z
  .object({
    manager: talentManagerSchema.nullable(),
    assignedAt: z.string().nullable(),
    request: z.object({ manager: talentManagerSchema, requestedAt: z.string() }).nullable(),
  })
  .meta({ id: "MyTalentManager" });
export type MyTalentManager = z.infer<typeof myTalentManagerSchema>;

export const requestManagerSchema = z
  .object({ managerId: text("Choose a manager").min(1, "Choose a manager").max(100, "Choose a manager") })
  .meta({ id: "TalentManagerRequest" });

export const assignManagerSchema = z
  .object({
    managerId: text("Choose a manager").min(1, "Choose a manager").max(100, "Choose a manager").nullable(),
  })
  .meta({ id: "TalentAssignmentChange" });

export const rosterCreatorParamsSchema = z.object({
  creatorId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "No such creator."),
});

const ROSTER_SCOPES = ["mine", "all"] as const;
export type RosterScope = (typeof ROSTER_SCOPES)[number];

export const rosterQuerySchema = pageQuerySchema.extend({
  scope: z.enum(ROSTER_SCOPES, "Choose mine or all").default("mine"),
  search: text().trim().max(100, "At most 100 characters").optional(),
});
export type RosterQuery = z.infer<typeof rosterQuerySchema>;

/** One creator on the roster: their manager and request, their open work, last contact and last 28 days. */
const rosterCreatorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    manager: personSchema.nullable(),
    requestedManager: personSchema.nullable(),
    requestedAt: z.string().nullable(),
    openScriptRequests: z.number().int(),
    /** editing projects, design requests and campaigns not Completed or Cancelled */
    openProductionRequests: z.number().int(),
    /** meetings Pending or Scheduled */
    openMeetings: z.number().int(),
    /** the latest of their last chat message, meeting and project message */
    lastContactAt: z.string().nullable(),
    views: z.number(),
    watchHours: z.number(),
    netSubscribers: z.number(),
    /** days with figures in the last 28 (0: awaiting data) */
    days: z.number().int(),
  })
  .meta({ id: "RosterCreator" });
export type RosterCreator = z.infer<typeof rosterCreatorSchema>;
export const rosterPageSchema = pageSchema(rosterCreatorSchema, "RosterPage");
export type RosterPage = z.infer<typeof rosterPageSchema>;

export const talentAssignmentSchema = z
  .object({
    creatorId: z.string(),
    manager: personSchema.nullable(),
    requestedManager: personSchema.nullable(),
  })
  .meta({ id: "TalentAssignment" });
export type TalentAssignment = z.infer<typeof talentAssignmentSchema>;

/** The history's words for a manager (the status of a creator's assignment). */
export const NO_MANAGER = "No manager";
