import { z } from "zod";
import type { SubjectType } from "./activity";
import { pageQuerySchema, pageSchema } from "./paging";
import type { Role } from "./roles";
import { text } from "./text";

/*
 * Production requests (spec sections 3 to 6): editing projects, design projects and promotional campaigns.
 * One model for the three kinds: who works on a kind, its statuses, and THE TRANSITION TABLE, which the
 * server enforces and the screens use to show buttons and to check board moves before sending them.
 */

export const PROJECT_KINDS = ["editing", "design", "promotion"] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

export const PROJECT_STATUSES = {
  editing: ["Pending", "In Progress", "Completed"],
  design: ["Pending", "In Progress", "Completed"],
  promotion: ["Pending", "Active", "Completed", "Cancelled"],
} as const satisfies Record<ProjectKind, readonly string[]>;
export type ProjectStatus = (typeof PROJECT_STATUSES)[ProjectKind][number];
const ALL_PROJECT_STATUSES = ["Pending", "In Progress", "Active", "Completed", "Cancelled"] as const;

/** The staff role that works on each kind. */
export const STAFF_ROLE: Record<ProjectKind, Role> = {
  editing: "editor",
  design: "designer",
  promotion: "promoter",
};

/** The status-history subject of each kind (features/activity). */
export const SUBJECT_OF_KIND: Record<ProjectKind, SubjectType> = {
  editing: "editing_project",
  design: "design_project",
  promotion: "campaign",
};

/** The API path of each kind under /api. */
export const KIND_PATH: Record<ProjectKind, string> = {
  editing: "editing-projects",
  design: "design-projects",
  promotion: "campaigns",
};

type ProjectAction = "accept" | "complete" | "review" | "manage" | "request_changes" | "approve";

export interface Transition {
  action: ProjectAction;
  from: readonly ProjectStatus[];
  to: ProjectStatus;
  /** who may perform it: the kind's staff, or the creator who owns the project */
  by: "staff" | "owner";
}

/** The review of a version (issue 22), the same on editing and design projects. */
const FILE_REVIEW: readonly Transition[] = [
  { action: "request_changes", from: ["In Progress", "Completed"], to: "Pending", by: "owner" },
  { action: "approve", from: ["In Progress", "Pending"], to: "Completed", by: "owner" },
];

/**
 * THE TRANSITION TABLE. Anything not listed is refused with 409 (and changes nothing).
 * - Accept (staff): Pending and unassigned (or assigned to the caller, after a review request) → In Progress,
 *   assigning the caller.
 * - Mark as Completed (the assigned staff member): In Progress → Completed, with the completed file link.
 * - Request review (the design's creator, with notes): back to Pending, the designer kept (ADR 022).
 * - Request changes on a version (the creator, issue 22): In Progress or Completed → Pending, the assignee
 *   kept (as the design review does), with the version's open comments as the note.
 * - Approve a version (the creator, issue 22): In Progress, or Pending after a request for changes (the
 *   assignee still set; the server checks it), → Completed, pointing at the approved version.
 * The staff's moves come first: a board move (from, to) finds the staff's transition before the owner's.
 * - Campaigns (a promoter's Manage dialog): any status to any other (spec section 4: "sets the chosen
 *   status"); the status history keeps every move. The first save assigns the promoter.
 */
export const TRANSITIONS: Record<ProjectKind, readonly Transition[]> = {
  editing: [
    { action: "accept", from: ["Pending"], to: "In Progress", by: "staff" },
    { action: "complete", from: ["In Progress"], to: "Completed", by: "staff" },
    ...FILE_REVIEW,
  ],
  design: [
    { action: "accept", from: ["Pending"], to: "In Progress", by: "staff" },
    { action: "complete", from: ["In Progress"], to: "Completed", by: "staff" },
    { action: "review", from: ["Pending", "In Progress", "Completed"], to: "Pending", by: "owner" },
    ...FILE_REVIEW,
  ],
  promotion: PROJECT_STATUSES.promotion.map((to) => ({
    action: "manage",
    from: PROJECT_STATUSES.promotion.filter((from) => from !== to),
    to,
    by: "staff",
  })),
};

/**
 * The transition of `kind` from `from` to `to` (by `by`, when given), or undefined when the table has none.
 */
export function findTransition(
  kind: ProjectKind,
  from: string,
  to: string,
  by?: Transition["by"],
): Transition | undefined {
  return TRANSITIONS[kind].find(
    (t) => t.to === to && (t.from as readonly string[]).includes(from) && (!by || t.by === by),
  );
}

/** The transition `action` of `kind` from `from`, or undefined when the table does not allow it. */
export function transitionOf(kind: ProjectKind, action: ProjectAction, from: string): Transition | undefined {
  return TRANSITIONS[kind].find((t) => t.action === action && (t.from as readonly string[]).includes(from));
}

/** Statuses a promoter may pick in the Manage dialog: the current one and those the table allows. */
export function manageableStatuses(kind: ProjectKind, from: string): ProjectStatus[] {
  const next = TRANSITIONS[kind].filter(
    (t) => t.action === "manage" && (t.from as readonly string[]).includes(from),
  );
  return [from as ProjectStatus, ...next.map((t) => t.to)];
}

/** Why a move is refused, in a person's words (the 409 message, and the board's toast). */
export function refusedMoveText(kind: ProjectKind, from: string, to: string): string {
  if (kind === "promotion") return `The campaign is already ${from}.`;
  if (to === "In Progress") return "Only a Pending project can be accepted.";
  if (to === "Completed")
    return from === "Completed"
      ? "The project is already Completed."
      : "Only a project In Progress can be marked as completed.";
  return `A project cannot go from ${from} to ${to}.`;
}

/* Constants of spec section 9. */
export const DESIGN_TYPES = ["Thumbnail", "Logo", "Banner", "Social Post"] as const;
export type DesignType = (typeof DESIGN_TYPES)[number];
export const CAMPAIGN_TYPES = ["Social Media Growth", "Content Amplification", "Brand Awareness"] as const;

/** The stored title of a design request: its type in square brackets, then the title. */
export const designTitle = (type: DesignType, title: string) => `[${type}] ${title}`;

/* Request schemas. */

const URL_MESSAGE = "Enter a link that starts with http:// or https://";
/** A link a person gives: http or https only (never javascript:, data: or file:). */
function httpUrl(required: string) {
  return text(required)
    .trim()
    .min(1, required)
    .max(2000, "That link is too long")
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, URL_MESSAGE);
}
const optionalUrl = text()
  .trim()
  .max(2000, "That link is too long")
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), URL_MESSAGE)
  .optional()
  .default("");
const longText = (max = 5000) =>
  text()
    .trim()
    .max(max, `At most ${max.toLocaleString("en-US")} characters`)
    .optional()
    .default("");

const EDITING_REQUIRED = "Title and file URL are required.";
/** The most raw files a request says it brings (issue 35: a shoot's takes, uploaded with it). */
const MAX_REQUEST_FILES = 1000;
export const createEditingProjectSchema = z
  .object({
    title: text(EDITING_REQUIRED).trim().min(1, EDITING_REQUIRED).max(200, "At most 200 characters"),
    /** the raw footage's link; left out when the files come with the request (`rawFiles`) */
    submittedFileUrl: httpUrl(EDITING_REQUIRED).or(z.literal("")).optional(),
    description: longText(),
    /**
     * How many raw files the creator uploads to the request once it is made (issue 35). With none, the link
     * is required: the spec's rule and message for a request with neither.
     */
    rawFiles: z
      .number("Say how many files come with the request")
      .int()
      .min(0)
      .max(MAX_REQUEST_FILES, `At most ${MAX_REQUEST_FILES} files at once`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.submittedFileUrl && !value.rawFiles)
      ctx.addIssue({ code: "custom", path: ["submittedFileUrl"], message: EDITING_REQUIRED });
  })
  .meta({ id: "EditingProjectNew" });
export type CreateEditingProjectInput = z.input<typeof createEditingProjectSchema>;

const DESIGN_REQUIRED = "Title and description are required.";
export const createDesignProjectSchema = z
  .object({
    designType: z.enum(DESIGN_TYPES, "Choose a design type").default("Thumbnail"),
    title: text(DESIGN_REQUIRED).trim().min(1, DESIGN_REQUIRED).max(200, "At most 200 characters"),
    description: text(DESIGN_REQUIRED).trim().min(1, DESIGN_REQUIRED).max(5000, "At most 5,000 characters"),
    requestDetails: longText(),
    assetsUrl: optionalUrl,
    brandColors: longText(200),
  })
  .meta({ id: "DesignProjectNew" });
export type CreateDesignProjectInput = z.input<typeof createDesignProjectSchema>;

export const createCampaignSchema = z
  .object({
    campaignType: z.enum(CAMPAIGN_TYPES, "Choose a campaign type"),
    details: longText(),
  })
  .meta({ id: "CampaignNew" });
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;

export const completeProjectSchema = z
  .object({ completedFileUrl: httpUrl("Please provide a link to the completed file.") })
  .meta({ id: "ProjectComplete" });

export const reviewProjectSchema = z
  .object({ creatorNotes: longText() })
  .meta({ id: "ProjectReviewRequest" });

export const manageCampaignSchema = z
  .object({
    status: z.enum(PROJECT_STATUSES.promotion, "Choose a status"),
    details: longText(),
  })
  .meta({ id: "CampaignManage" });
export type ManageCampaignInput = z.input<typeof manageCampaignSchema>;

export const projectParamsSchema = z.object({ id: z.uuid("No such project.") });

export const listProjectsQuerySchema = pageQuerySchema.extend({
  status: z.enum(ALL_PROJECT_STATUSES, "Unknown status").optional(),
  search: text().trim().max(200, "Search is too long").optional(),
  /** `mine`: only the caller's own requests, also for staff and managers. */
  scope: z.enum(["all", "mine"]).optional(),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;

/* Response schemas. */

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const projectSchema = z
  .object({
    id: z.string(),
    kind: z.enum(PROJECT_KINDS),
    title: z.string(),
    status: z.enum(ALL_PROJECT_STATUSES),
    description: z.string(),
    creator: personSchema,
    /** the editor, designer or promoter working on it ('Managed by') */
    assignee: personSchema,
    submittedFileUrl: z.string().nullable(),
    completedFileUrl: z.string().nullable(),
    designType: z.string().nullable(),
    requestDetails: z.string().nullable(),
    assetsUrl: z.string().nullable(),
    brandColors: z.string().nullable(),
    creatorNotes: z.string().nullable(),
    campaignType: z.string().nullable(),
    /** the version the creator approved (issue 22), or null */
    approvedFile: z.object({ id: z.string(), version: z.number().int(), name: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Project" });
export type Project = z.infer<typeof projectSchema>;

export const projectsPageSchema = pageSchema(projectSchema, "ProjectPage");
export type ProjectsPage = z.infer<typeof projectsPageSchema>;

export const productionCountsSchema = z
  .object({
    activePromotions: z.number().int(),
    editingQueue: z.number().int(),
    designRequests: z.number().int(),
  })
  .meta({ id: "ProductionCounts" });

/* Project chat (spec section 3, project_messages). */

const PROJECT_MESSAGE_MAX_LENGTH = 4000;
export const sendProjectMessageSchema = z
  .object({
    content: text("Write a message first")
      .trim()
      .min(1, "Write a message first")
      .max(PROJECT_MESSAGE_MAX_LENGTH, "That message is too long"),
  })
  .meta({ id: "ProjectMessageNew" });

export const projectMessageSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    userId: z.string().nullable(),
    /** the author's full name, or 'User' */
    authorName: z.string(),
    content: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "ProjectMessage" });
export type ProjectMessage = z.infer<typeof projectMessageSchema>;
export const projectMessagesSchema = z
  .object({ items: z.array(projectMessageSchema) })
  .meta({ id: "ProjectMessageList" });

/* Realtime topics (prefix `project:`). */

/** Every change to projects of a kind: heard by the kind's staff and by managers. */
export const projectStaffTopic = (kind: ProjectKind) => `project:${kind}`;
/** One project's chat: heard by its creator, the kind's staff and managers. */
export const projectChatTopic = (kind: ProjectKind, id: string) => `project:${kind}:${id}`;
