import { z } from "zod";
import { addBusinessDays } from "./clock";
import { createFileCommentSchema } from "./file-comments";
import { text } from "./text";

/*
 * Links a manager gives a brand contact (issue 36): a review link of one deliverable, where the brand
 * comments on and approves or sends back a version, and a campaign report of one deal. No account: the
 * token in the address is the key; an unknown, expired or revoked one is the same "not found".
 */

const BRAND_LINK_KINDS = ["review", "report"] as const;
export type BrandLinkKind = (typeof BRAND_LINK_KINDS)[number];
/** How long a link lives unless revoked: 1 to 90 days, 14 when not said. */
export const BRAND_LINK_DAYS = { min: 1, max: 90, default: 14 } as const;
/**
 * Auto-approval (set per deal, off unless chosen): a version the brand leaves unanswered this many business
 * days (Monday to Friday, on the agency's calendar) after it reached them is approved on their behalf; they
 * are told the date on the page and reminded by email the business day before.
 */
export const AUTO_APPROVE_DAYS = [2, 3, 5, 10] as const;

/** The agency day after which an unanswered version is approved: `days` business days after it reached the brand. */
export function autoApprovalDay(reachedOn: string, days: number): string {
  return addBusinessDays(reachedOn, days);
}

import { BRAND_LINK_GONE } from "./moments";

export { BRAND_LINK_GONE };

export const brandLinkInputSchema = z
  .object({
    kind: z.enum(BRAND_LINK_KINDS, "A review or a report"),
    /** the deliverable a review link opens (a report is the whole deal's) */
    deliverableId: z.uuid("Choose a deliverable").optional(),
    contactName: text("Give the contact's name")
      .trim()
      .min(1, "Give the contact's name")
      .max(200, "At most 200 characters"),
    contactEmail: text("Give the contact's email")
      .trim()
      .pipe(z.email("Enter a valid email address").max(254, "At most 254 characters")),
    days: z
      .number("Give a number of days")
      .int("Whole days")
      .min(BRAND_LINK_DAYS.min, `At least ${BRAND_LINK_DAYS.min} day`)
      .max(BRAND_LINK_DAYS.max, `At most ${BRAND_LINK_DAYS.max} days`)
      .optional()
      .default(BRAND_LINK_DAYS.default),
    /** a report: whether it shows the deal's value (off unless chosen) */
    showMoney: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "review" && !value.deliverableId)
      ctx.addIssue({ code: "custom", path: ["deliverableId"], message: "Choose a deliverable" });
    if (value.kind === "report" && value.deliverableId)
      ctx.addIssue({ code: "custom", path: ["deliverableId"], message: "A report is the whole deal's" });
  })
  .meta({ id: "BrandLinkInput" });
export type BrandLinkInput = z.input<typeof brandLinkInputSchema>;

export const brandLinkSchema = z
  .object({
    id: z.string(),
    kind: z.enum(BRAND_LINK_KINDS),
    dealId: z.string(),
    deliverableId: z.string().nullable(),
    contactName: z.string(),
    contactEmail: z.string(),
    showMoney: z.boolean(),
    expiresAt: z.string(),
    revokedAt: z.string().nullable(),
    lastOpenedAt: z.string().nullable(),
    createdAt: z.string(),
    /** live, expired or revoked */
    state: z.enum(["live", "expired", "revoked"]),
  })
  .meta({ id: "BrandLink" });
export type BrandLink = z.infer<typeof brandLinkSchema>;

/** A new link: the link itself, with its address (shown once: only the token's hash is kept). */
export const brandLinkCreatedSchema = brandLinkSchema
  .extend({ url: z.string() })
  .meta({ id: "BrandLinkCreated" });
export type BrandLinkCreated = z.infer<typeof brandLinkCreatedSchema>;

export const brandLinkParamsSchema = z.object({ id: z.uuid("No such link.") });
/** A token as it may appear in an address: base64url, 43 characters for 256 bits (checked loosely). */
export const brandTokenParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, BRAND_LINK_GONE),
});

export const brandLinkPath = (kind: BrandLinkKind, token: string) => `/${kind}/${token}`;

/* The review page (`/review/{token}`): what the brand sees, and what it sends. */

const guest = {
  name: text("Give your name").trim().min(1, "Give your name").max(200, "At most 200 characters"),
  email: text("Give your email")
    .trim()
    .pipe(z.email("Enter a valid email address").max(254, "At most 254 characters")),
};

const brandReviewVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  name: z.string(),
  kind: z.enum(["video", "image", "other"]),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  frameRate: z.number().nullable(),
  createdAt: z.string(),
  /** the bytes through the link, inline for a video or an image, else as a download */
  contentUrl: z.string(),
  /** a video's poster frame (its preview) through the link, once made */
  posterUrl: z.string().nullable(),
});
export type BrandReviewVersion = z.infer<typeof brandReviewVersionSchema>;

const BRAND_VERDICTS = ["approved", "changes_requested"] as const;
export const brandVerdictSchema = z.object({
  verdict: z.enum(BRAND_VERDICTS),
  note: z.string(),
  name: z.string(),
  version: z.number().int().nullable(),
  createdAt: z.string(),
});

export const brandReviewSchema = z
  .object({
    agency: z.string(),
    dealTitle: z.string(),
    brandName: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    expiresAt: z.string(),
    deliverable: z.object({
      kind: z.string(),
      platform: z.string(),
      dueDate: z.string().nullable(),
      status: z.string(),
    }),
    /** the linked request's versions, newest first (none until the editor uploads one) */
    versions: z.array(brandReviewVersionSchema),
    /** the brand's verdicts on this deliverable, newest first */
    verdicts: z.array(brandVerdictSchema),
    /** whether a verdict may be given now (a version exists, and the deliverable is not published) */
    canDecide: z.boolean(),
    /** the agency day after which the newest version, unanswered, is approved by itself (null: off) */
    autoApproveAfter: z.string().nullable(),
  })
  .meta({ id: "BrandReview" });
export type BrandReview = z.infer<typeof brandReviewSchema>;

export const brandReviewFileParamsSchema = brandTokenParamsSchema.extend({
  fileId: z.uuid("No such file."),
});

/** A brand's comment: the comment as anyone's (`createFileCommentSchema`), and who they are. */
export const brandCommentInputSchema = z
  .object({ ...guest, comment: createFileCommentSchema })
  .meta({ id: "BrandCommentInput" });
export type BrandCommentInput = z.input<typeof brandCommentInputSchema>;

export const brandVerdictInputSchema = z
  .object({
    ...guest,
    fileId: z.uuid("Choose a version"),
    verdict: z.enum(BRAND_VERDICTS, "Approve or request changes"),
    note: text().trim().max(2000, "At most 2,000 characters").optional().default(""),
  })
  .superRefine((value, ctx) => {
    if (value.verdict === "changes_requested" && !value.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: "Say what should change" });
  })
  .meta({ id: "BrandVerdictInput" });
export type BrandVerdictInput = z.input<typeof brandVerdictInputSchema>;
/*
 * The brand's campaign report (issue 36, item 4): what a report link shows, read-only and live. Only what the
 * brand may see: no notes, no staff, no commission or payout, the deal's value only when the manager chose.
 */

/**
 * A published deliverable's figures: the sums of the creator's channel(s) of its platform over the days
 * (UTC, as the platforms export them) from the day it was marked Published to the last imported day. These
 * are the channel's figures for those days, not one post's: the imports carry no per-post numbers.
 */
const brandReportFiguresSchema = z
  .object({
    /** the first day counted (the day it was marked Published) and the last imported day */
    from: z.string(),
    to: z.string(),
    /** imported days counted */
    days: z.number().int(),
    views: z.number().int(),
    watchHours: z.number(),
    /** engagement: subscribers gained less those lost (the one engagement figure the imports carry) */
    netSubscribers: z.number().int(),
    /** the channels summed, by name */
    channels: z.array(z.string()),
  })
  .meta({ id: "BrandReportFigures" });
export type BrandReportFigures = z.infer<typeof brandReportFiguresSchema>;

const brandReportDeliverableSchema = z
  .object({
    kind: z.string(),
    /** the kind as people read it ("Dedicated video") */
    kindLabel: z.string(),
    platform: z.string(),
    status: z.string(),
    dueDate: z.string().nullable(),
    /** the published post's link: only once Published (a draft's link is the agency's) */
    link: z.string().nullable(),
    /** the day (UTC) it was marked Published, null before */
    publishedOn: z.string().nullable(),
    /** null: "No figures yet" */
    figures: brandReportFiguresSchema.nullable(),
  })
  .meta({ id: "BrandReportDeliverable" });

export const brandReportSchema = z
  .object({
    agency: z.string(),
    title: z.string(),
    brand: z.string(),
    creator: z.string(),
    deliverables: z.array(brandReportDeliverableSchema),
    /** deliverables Approved or Published, of all booked */
    delivered: z.number().int(),
    booked: z.number().int(),
    /** the deal's value: only when the manager chose to show money, else null */
    money: z.object({ valueMinor: z.number().int(), currency: z.string(), formatted: z.string() }).nullable(),
    /** when the link stops working, and when these figures were read */
    expiresAt: z.string(),
    generatedAt: z.string(),
  })
  .meta({ id: "BrandReport" });
export type BrandReport = z.infer<typeof brandReportSchema>;
