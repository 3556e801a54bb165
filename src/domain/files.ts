import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./paging";
import { text } from "./text";

/*
 * Files on editing and design projects (issue 22): the creator's inputs (raw footage, assets) and the staff's
 * versions (v1, v2, …), uploaded resumably with tus to one endpoint (`/api/uploads`), then listed, viewed,
 * downloaded and deleted through `/api/files/{id}`.
 */

const FILE_ROLES = ["input", "version"] as const;
export type FileRole = (typeof FILE_ROLES)[number];

const PREVIEW_STATUSES = ["pending", "ready", "none", "failed"] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** The tus endpoint (creation, termination); an upload's address is `${UPLOADS_PATH}/{uploadId}`. */
export const UPLOADS_PATH = "/api/uploads";
/** The header of the last PATCH (and of a HEAD of a finished upload): the id of the registered file. */
export const UPLOAD_FILE_ID_HEADER = "Upload-File-Id";
export const FILE_NOTE_MAX = 2000;

/**
 * What an upload is for, its `purpose` in the metadata (issue 33, ADR 075: every file the browser sends goes
 * through the tus endpoint): a project's file (the default, with `projectId` and `role`), the caller's avatar,
 * or a deal's document (with `dealId`, `kind` and `creatorVisible`).
 */
const UPLOAD_PURPOSES = ["file", "avatar", "deal-document"] as const;
export type UploadPurposeName = (typeof UPLOAD_PURPOSES)[number];

/**
 * Types a browser may show in the page (`?inline=1`): images, videos and sound it plays itself. Never HTML,
 * SVG or anything that runs script; every other file is downloaded as an attachment.
 */
const INLINE_TYPES = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/avif",
  "video/mp4",
  "video/webm",
  "video/quicktime",
]);
export const isInlineType = (mime: string) => INLINE_TYPES.has(mime) || /^audio\/[\w.+-]+$/.test(mime);

export type FileKind = "video" | "image" | "other";
/** What the project page shows a file as: a player, a picture, or a download card. */
export function fileKindOf(mime: string): FileKind {
  if (mime.startsWith("video/")) return "video";
  if (mime.startsWith("image/") && mime !== "image/svg+xml") return "image";
  return "other";
}

const GB = 1024 ** 3;
const MB = 1024 ** 2;
/** A size for people: "50 GB", "1.5 GB", "12 MB", "300 KB". */
export function formatBytes(bytes: number): string {
  const trim = (n: number) => String(Math.round(n * 10) / 10);
  if (bytes >= GB) return `${trim(bytes / GB)} GB`;
  if (bytes >= MB) return `${trim(bytes / MB)} MB`;
  if (bytes >= 1024) return `${trim(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The refusals of an upload, in words a person can act on. */
export const fileMessages = {
  tooLarge: (max: number) => `This file is larger than the limit of ${formatBytes(max)}.`,
  overQuota: (quota: number, used: number) =>
    `This upload would exceed your storage quota of ${formatBytes(quota)} (${formatBytes(used)} used).`,
  tooManyUploads: (max: number) => `You already have ${max} uploads under way: finish or cancel one first.`,
  noProject: "No such project.",
  notFound: "No such file.",
  noUpload: "No such upload.",
  mayNotUploadInput: "Only the project's creator, its staff and managers may add files to it.",
  mayNotUploadVersion: "Only the staff member working on this project may upload a version.",
  badMetadata: "The upload must name its project, its role (input or version) and its file name.",
  unknownPurpose: `The upload's purpose must be one of: ${UPLOAD_PURPOSES.join(", ")}.`,
  noFilesOnKind: "Campaigns have no files.",
  mayNotDelete: "Only the uploader or a manager may delete this file.",
  approvedFile: "This version is the approved one: it cannot be deleted.",
  alreadyRegistered: "This upload is already a file: delete the file instead.",
  unsupportedTusExtension: (extension: string, header: string, supported: readonly string[]) =>
    `This server does not support the tus ${extension} extension (${header}): it supports ${supported.join(", ")}. Send the file as one upload of a declared length.`,
} as const;

/** A file's note (the upload's metadata carries it): what a version changes, optional. */
export const fileNoteSchema = z
  .string()
  .trim()
  .max(FILE_NOTE_MAX, `The note is longer than ${FILE_NOTE_MAX} characters.`)
  .refine((note) => !note.includes("\0"), `The note is longer than ${FILE_NOTE_MAX} characters.`);

/** The Upload a version form: the file, and its note; the upload then starts (tus, with the note). */
export const versionUploadFormSchema = z.object({
  file: z.instanceof(File, { message: "Choose a file first." }),
  note: fileNoteSchema,
});
export type VersionUploadForm = z.input<typeof versionUploadFormSchema>;

export const fileParamsSchema = z.object({ fileId: z.uuid("No such file.") });
export const uploadParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** The orders of a project's files (issue 35): newest first unless asked. */
export const FILE_SORTS = ["newest", "oldest", "name", "largest"] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const listFilesQuerySchema = pageQuerySchema.extend({
  role: z.enum(FILE_ROLES, "Role is input or version").optional(),
  /** a part of the file's name, any case */
  search: text().trim().max(200, "Search is too long").optional(),
  sort: z.enum(FILE_SORTS, "Sort is newest, oldest, name or largest").default("newest"),
});
export type ListFilesQuery = z.infer<typeof listFilesQuerySchema>;

export const contentQuerySchema = z.object({
  /** `1`: shown in the page (only for the inline types); otherwise downloaded as an attachment */
  inline: z.enum(["0", "1"], "inline is 0 or 1").optional(),
});

const personRefSchema = z.object({ id: z.string(), name: z.string() });

export const projectFileSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    role: z.enum(FILE_ROLES),
    /** 1, 2, … for versions; null for inputs */
    version: z.number().int().nullable(),
    note: z.string(),
    /** the uploader's file name, sanitised */
    name: z.string(),
    size: z.number().int(),
    /** the type told by the file's bytes (never by its name or the browser's claim) */
    mime: z.string(),
    kind: z.enum(["video", "image", "other"]),
    previewStatus: z.enum(PREVIEW_STATUSES),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    /** a video's frames a second (ffprobe), null when unknown: the review counts 30 then */
    frameRate: z.number().nullable(),
    createdAt: z.string(),
    uploader: personRefSchema.nullable(),
    /** comments not yet resolved */
    openComments: z.number().int(),
    /** the version the creator approved */
    approved: z.boolean(),
    /** always an attachment */
    downloadUrl: z.string(),
    /** shown in the page: only for the inline types (images, video, audio), else null */
    viewUrl: z.string().nullable(),
    /** the thumbnail or poster frame (WebP), once made */
    previewUrl: z.string().nullable(),
  })
  .meta({ id: "ProjectFile" });
export type ProjectFile = z.infer<typeof projectFileSchema>;

export const projectFilesPageSchema = pageSchema(projectFileSchema, "ProjectFilesPage");
export type ProjectFilesPage = z.infer<typeof projectFilesPageSchema>;

/** The addresses of a file, as the list and the review screen link to them. */
export function fileUrls(id: string, mime: string, previewStatus: PreviewStatus) {
  return {
    downloadUrl: `/api/files/${id}/content`,
    viewUrl: isInlineType(mime) ? `/api/files/${id}/content?inline=1` : null,
    previewUrl: previewStatus === "ready" ? `/api/files/${id}/preview` : null,
  };
}
