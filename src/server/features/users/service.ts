import { count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { can } from "~/domain/policy";
import { normalizeRole, type Role } from "~/domain/roles";
import type { AdminUser } from "~/domain/users";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { session, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { FileStorage } from "../../storage/files";
import { removeAvatar } from "../avatars/avatar-files";

export const MANAGER_NOT_DELETABLE = "A user with the manager role cannot be deleted.";
export const SELF_NOT_DELETABLE = "You cannot delete your own account.";

type UserRow = typeof user.$inferSelect;
const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: normalizeRole(row.role),
  image: row.image,
  createdAt: row.createdAt.toISOString(),
});

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listUsers(db: Db, query: { search?: string; page: number; pageSize: number }) {
  let where: SQL | undefined;
  if (query.search) {
    const pattern = likePattern(query.search);
    where = or(ilike(user.email, pattern), ilike(user.name, pattern));
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), user.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return {
    users: rows.map(toAdminUser),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The role is read from the user row on every request, so the change applies to their next request. */
export async function setUserRole(db: Db, userId: string, role: Role): Promise<AdminUser> {
  const [row] = await db
    .update(user)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(user.id, userId))
    .returning();
  if (!row) throw AppError.notFound("No such user.");
  return toAdminUser(row);
}

/** Deletes a user, their sessions (signed out at once) and their files. Managers and oneself are kept. */
export async function deleteUser(deps: { db: Db; storage: FileStorage }, actor: SessionUser, userId: string) {
  const target = await deps.db.query.user.findFirst({ where: eq(user.id, userId) });
  if (!target) throw AppError.notFound("No such user.");
  if (!can.deleteUser(actor.role, target, actor.id)) {
    const message = target.id === actor.id ? SELF_NOT_DELETABLE : MANAGER_NOT_DELETABLE;
    throw new AppError(403, "not_deletable", message);
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(session).where(eq(session.userId, userId));
    // accounts, two-factor secrets cascade; deletion requests keep their email with user_id set null
    await tx.delete(user).where(eq(user.id, userId));
  });
  await removeAvatar(deps.storage, userId);
}
