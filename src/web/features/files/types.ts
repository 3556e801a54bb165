/*
 * The files API's shapes as the web client reads them (issue 22's contract). The server's zod schemas in
 * src/domain/files.ts and src/domain/file-comments.ts are the source; these mirror them field for field.
 */

export type FileRole = "input" | "version";
export type FileKind = "video" | "image" | "other";

interface PersonRef {
  id: string;
  name: string;
}

export interface ProjectFile {
  id: string;
  projectId: string;
  role: FileRole;
  version: number | null;
  note: string | null;
  name: string;
  size: number;
  mime: string;
  kind: FileKind;
  previewStatus: "pending" | "ready" | "none" | "failed";
  width: number | null;
  height: number | null;
  durationMs: number | null;
  createdAt: string;
  uploader: PersonRef | null;
  openComments: number;
  approved: boolean;
  downloadUrl: string;
  viewUrl: string | null;
  previewUrl: string | null;
}

/** A page of a list (the house's page; `nextCursor` when the list pages by cursor). */
export interface Page<T> {
  items: T[];
  total?: number;
  nextCursor?: string | null;
}
