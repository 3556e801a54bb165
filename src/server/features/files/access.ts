import type { Context } from "hono";
import type { ProjectKind } from "~/domain/projects";
import { requireUser } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { cachedValue } from "../../lib/page-cache";
import { findVisibleProject } from "../production/read";
import { type FileRow, findVisibleFile } from "./read";

/** What the access check reads: a file's project never changes, nor a project's creator or kind. */
const ACCESS_TABLES = ["project_files", "projects:editing", "projects:design"] as const;

/**
 * `pick` of file `fileId` when the caller may see it, else 404. Kept for the caller (and their role) while
 * the files and projects are unchanged, so a busy read (a page of comments, the grid's previews) costs no
 * query of its own (ADR 025). `what` names the pick in the cache's key.
 */
export async function visibleFileValue<T>(
  c: Context<AppEnv>,
  fileId: string,
  what: string,
  pick: (file: FileRow) => T,
): Promise<T> {
  const caller = requireUser(c);
  const seen = await cachedValue(
    c,
    ACCESS_TABLES,
    ["visible-file", what, fileId, caller.id, caller.role],
    () =>
      findVisibleFile(c.var.deps.db, fileId, caller).then(
        (file) => ({ value: pick(file) }),
        (error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        },
      ),
  );
  if (!seen) throw AppError.notFound("No such file.");
  return seen.value;
}

/**
 * Nothing when the caller may see project `id` of `kind`, else the 404 its lookup gives. Kept for the caller
 * (and their role) while the kind's projects are unchanged: who sees a project follows its creator and kind,
 * which never change, and its existence, which changes the counter. So a page of its files, busy while a
 * review is open, costs no query for the check (ADR 025), as a page of comments does.
 */
export async function checkVisibleProject(c: Context<AppEnv>, kind: ProjectKind, id: string): Promise<void> {
  const caller = requireUser(c);
  const refused = await cachedValue(
    c,
    [`projects:${kind}`],
    ["visible-project", kind, id, caller.id, caller.role],
    () =>
      findVisibleProject(c.var.deps.db, kind, id, caller).then(
        () => null,
        (error: unknown) => {
          if (error instanceof AppError && error.status === 404) return { message: error.message };
          throw error;
        },
      ),
  );
  if (refused) throw AppError.notFound(refused.message);
}
