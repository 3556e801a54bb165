import { z } from "zod";
import { DRAWING_MAX_POINTS, DRAWING_MAX_SHAPES, FILE_COMMENT_MAX_LENGTH, formatMoment } from "./moments";
import { pageQuerySchema, pageSchema } from "./paging";
import { text } from "./text";

export { FILE_COMMENT_MAX_LENGTH, formatMoment } from "./moments";

/*
 * Review comments on the files of editing and design projects (issue 22): pinned to a moment of a video
 * (`atMs`), to a spot of an image (`x`, `y`: fractions 0..1 of its width and height), or to neither. The
 * creator, the kind's staff and managers write them; "Request changes" sends the open ones with the project.
 */

export const fileCommentParamsSchema = z.object({ commentId: z.uuid("No such comment.") });

/** A page of a file's comments, oldest first (the house's page query). */
export const listFileCommentsQuerySchema = pageQuerySchema;

const fraction = (name: string) =>
  z
    .number(`${name} must be a number`)
    .min(0, `${name} must be between 0 and 1`)
    .max(1, `${name} must be between 0 and 1`);

/*
 * A drawing on the frame or image a comment is about (issue 35, as Frame.io): arrows, boxes and free-hand
 * strokes, each a flat list of points `[x1, y1, x2, y2, …]` as fractions 0..1 of the picture's width and
 * height from its top left, so it lies on the same spot at any size. An arrow runs from its first point to
 * its second; a box spans them.
 */
const DRAWING_TOOLS = ["arrow", "box", "pen"] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];
/** At most this many shapes on one comment, and this many points in one free-hand stroke. */

const drawingShapeSchema = z
  .object({
    tool: z.enum(DRAWING_TOOLS, "Draw an arrow, a box or free hand"),
    points: z
      .array(fraction("A point"))
      .min(4, "A shape needs two points at least")
      .max(DRAWING_MAX_POINTS * 2, `A stroke has at most ${DRAWING_MAX_POINTS} points`),
  })
  .superRefine((shape, ctx) => {
    if (shape.points.length % 2 !== 0)
      ctx.addIssue({ code: "custom", path: ["points"], message: "Each point has an x and a y" });
    else if (shape.tool !== "pen" && shape.points.length !== 4)
      ctx.addIssue({ code: "custom", path: ["points"], message: "An arrow or a box has two points" });
  });
export type DrawingShape = z.infer<typeof drawingShapeSchema>;
const drawingSchema = z
  .array(drawingShapeSchema)
  .min(1, "Draw something first, or leave the drawing out")
  .max(DRAWING_MAX_SHAPES, `A drawing has at most ${DRAWING_MAX_SHAPES} shapes`)
  .meta({ id: "FileCommentDrawing" });
export type Drawing = z.infer<typeof drawingSchema>;

/** What an empty comment is told, on the screen and by the server alike. */
const COMMENT_MISSING = "Write a comment first.";

export const createFileCommentSchema = z
  .object({
    body: text(COMMENT_MISSING)
      .trim()
      .min(1, COMMENT_MISSING)
      .max(FILE_COMMENT_MAX_LENGTH, "That comment is too long"),
    /** a moment of a video, in milliseconds from its start */
    atMs: z
      .number("atMs must be a number")
      .int("atMs must be whole milliseconds")
      .min(0, "atMs must not be negative")
      .max(2_000_000_000, "atMs is too large")
      .nullish(),
    /** a spot of an image: fractions of its width and height from the top left */
    x: fraction("x").nullish(),
    y: fraction("y").nullish(),
    /** shapes drawn on the video's frame at `atMs`, or on the image */
    drawing: drawingSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    const hasX = value.x != null;
    if (hasX !== (value.y != null))
      ctx.addIssue({ code: "custom", path: [hasX ? "y" : "x"], message: "Give both x and y, or neither" });
    if (value.atMs != null && (hasX || value.y != null))
      ctx.addIssue({ code: "custom", path: ["atMs"], message: "Pin to a moment or to a spot, not both" });
  })
  .meta({ id: "FileCommentNew" });
export type CreateFileCommentInput = z.input<typeof createFileCommentSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const fileCommentSchema = z
  .object({
    id: z.string(),
    fileId: z.string(),
    body: z.string(),
    atMs: z.number().int().nullable(),
    x: z.number().nullable(),
    y: z.number().nullable(),
    drawing: drawingSchema.nullable(),
    author: personSchema,
    /** internal (the agency's and the creator's) or shared with the brand (issue 36) */
    visibility: z.enum(["internal", "shared"]),
    /** a brand's comment through its review link: the name they gave (the author is then null) */
    guestName: z.string().nullable(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    resolvedBy: personSchema,
    /** 1, 2, … in the order the file's comments were made (an image's numbered pins) */
    number: z.number().int(),
  })
  .meta({ id: "FileComment" });
export type FileComment = z.infer<typeof fileCommentSchema>;

export const fileCommentsPageSchema = pageSchema(fileCommentSchema, "FileCommentPage");
export type FileCommentsPage = z.infer<typeof fileCommentsPageSchema>;

/** Request changes or approve: the version the creator reviewed. */
export const reviewFileSchema = z
  .object({ fileId: z.uuid("Choose a version of this project.") })
  .meta({ id: "ProjectFileReview" });

/** Where a comment is pinned, as the review's note says it: `0:01`, `#2` (an image's pin), or nothing. */
function pinLabel(comment: Pick<FileComment, "atMs" | "x" | "number">): string | null {
  if (comment.atMs != null) return formatMoment(comment.atMs);
  if (comment.x != null) return `#${comment.number}`;
  return null;
}

/** The longest note a review records (history and notices); the rest is cut with an ellipsis. */
const REVIEW_NOTE_MAX_LENGTH = 4000;

/**
 * The note of "Request changes" on version `version`: its open comments, in order.
 * "Changes requested on v1: 0:01 — make the intro shorter; #2 — darker; louder music".
 */
export function changesRequestedNote(
  version: number,
  open: Pick<FileComment, "atMs" | "x" | "number" | "body">[],
  /** " on behalf of Cora Creator", when a manager asks for the creator */
  behalf = "",
): string {
  const items = open.map((comment) => {
    const pin = pinLabel(comment);
    const body = comment.body.replace(/\s+/g, " ").trim();
    return pin ? `${pin} — ${body}` : body;
  });
  const note = items.length
    ? `Changes requested on v${version}${behalf}: ${items.join("; ")}`
    : `Changes requested on v${version}${behalf}.`;
  return note.length > REVIEW_NOTE_MAX_LENGTH ? `${note.slice(0, REVIEW_NOTE_MAX_LENGTH - 1)}…` : note;
}
