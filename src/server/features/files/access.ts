import type { Context } from "hono";
import type { ProjectKind } from "~/domain/projects";
import { requireUser } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { findVisibleProject } from "../production/read";
import { type FileRow, findVisibleFile } from "./read";

/**
 * `pick` of file `fileId` when the caller may see it, else 404. Asked afresh on every request: an access
 * decision is never cached (ADR 025).
 */
export async function visibleFileValue<T>(
  c: Context<AppEnv>,
  fileId: string,
  pick: (file: FileRow) => T,
): Promise<T> {
  return pick(await findVisibleFile(c.var.deps.db, fileId, requireUser(c)));
}

/** Nothing when the caller may see project `id` of `kind`, else the 404 its lookup gives (asked afresh). */
export async function checkVisibleProject(c: Context<AppEnv>, kind: ProjectKind, id: string): Promise<void> {
  await findVisibleProject(c.var.deps.db, kind, id, requireUser(c));
}
