import { z } from "zod";
import { messages } from "./messages";
import { pageQuerySchema } from "./paging";
import { text } from "./text";
import { isoDateSchema } from "./todos";

/* Script requests (script_assignments, spec sections 3 to 7): creators ask, managers work the queue. */

export const SCRIPT_REQUEST_STATUSES = [
  "Pending",
  "In Progress",
  "Needs Revision",
  "Completed",
  "Rejected",
] as const;
export type ScriptRequestStatus = (typeof SCRIPT_REQUEST_STATUSES)[number];
/** The creator's hub counts these (spec section 9). */
export const OPEN_SCRIPT_REQUEST_STATUSES: readonly ScriptRequestStatus[] = ["Pending", "In Progress"];
const NOTES_MAX = 5000;

export const scriptRequestSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    details: z.string().nullable(),
    creatorId: z.string().nullable(),
    /** the requester's email; null once the account is gone ('Unknown Creator') */
    creatorEmail: z.string().nullable(),
    creatorNotes: z.string().nullable(),
    status: z.enum(SCRIPT_REQUEST_STATUSES),
    expectedFinishDate: z.string().nullable(),
    scriptContent: z.string().nullable(),
    managerNotes: z.string().nullable(),
    managerId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "ScriptRequest" });
export type ScriptRequest = z.infer<typeof scriptRequestSchema>;

/** A page of requests with its counts: `open` (Pending or In Progress) and `pending`, of the whole list. */
export const scriptRequestsPageSchema = z
  .object({
    items: z.array(scriptRequestSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    open: z.number().int(),
    pending: z.number().int(),
  })
  .meta({ id: "ScriptRequestsPage" });
export type ScriptRequestsPage = z.infer<typeof scriptRequestsPageSchema>;
export const listScriptRequestsQuerySchema = pageQuerySchema;

export const createScriptRequestSchema = z
  .object({
    title: text(messages.scripts.titleRequired)
      .trim()
      .min(1, messages.scripts.titleRequired)
      .max(200, "Keep the title under 200 characters"),
    details: text("Details must be text")
      .trim()
      .max(NOTES_MAX, `Keep the details under ${NOTES_MAX} characters`)
      .default(""),
  })
  .meta({ id: "ScriptRequestCreate" });
export type CreateScriptRequestInput = z.input<typeof createScriptRequestSchema>;

export const creatorNotesSchema = z
  .object({
    creatorNotes: text("Notes must be text").max(NOTES_MAX, `Keep the notes under ${NOTES_MAX} characters`),
  })
  .meta({ id: "ScriptRequestCreatorNotes" });

export const manageScriptRequestSchema = z
  .object({
    status: z.enum(SCRIPT_REQUEST_STATUSES, "Choose a status"),
    /** null when empty (spec section 5); an empty string is taken as none, as the screen sends it */
    expectedFinishDate: z.union([isoDateSchema, z.literal("").transform(() => null), z.null()]),
    scriptContent: text("Script content must be text").max(
      100_000,
      "Keep the script under 100000 characters",
    ),
    managerNotes: text("Notes must be text").max(NOTES_MAX, `Keep the notes under ${NOTES_MAX} characters`),
  })
  .meta({ id: "ScriptRequestManage" });
export type ManageScriptRequestInput = z.infer<typeof manageScriptRequestSchema>;

export const scriptRequestParamsSchema = z.object({ id: z.uuid("No such script request.") });

/** The managers' queue topic; events are ChangedEvents of subject "script_request". */
export const SCRIPT_REQUESTS_TOPIC = "script-requests:queue";
