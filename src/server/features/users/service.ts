import { desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import { can } from "~/domain/policy";
import { normalizeRole, type Role } from "~/domain/roles";
import { type AdminUser, type AuditEntry, ROLE_RULES } from "~/domain/users";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { notifyQueued } from "../../db/notify-relay";
import { auditLog, session, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { containsPattern } from "../../lib/sql-text";
import { queueDeletions, removeDeletedBytes } from "../../storage/deletions";
import { changeRole, writeAudit } from "../accounts";
import { avatarKeys } from "../avatars";

export const MANAGER_NOT_DELETABLE = ROLE_RULES.managerNotDeletable;
const SELF_NOT_DELETABLE = ROLE_RULES.selfNotDeletable;

type UserRow = Pick<typeof user.$inferSelect, "id" | "email" | "name" | "role" | "image" | "createdAt">;
const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: normalizeRole(row.role),
  image: row.image,
  createdAt: row.createdAt.toISOString(),
});

/** `%` and `_` typed by a person are literal characters, not wildcards. */

export async function listUsers(db: Db, query: { search?: string; page: number; pageSize: number }) {
  let where: SQL | undefined;
  if (query.search) {
    const pattern = containsPattern(query.search);
    where = or(ilike(user.email, pattern), ilike(user.name, pattern));
  }
  // the total comes with the page (one statement, so they agree); past the last page it is read alone
  const total = sql<number>`(select count(*) from ${user} where ${where ?? sql`true`})`.mapWith(Number);
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      image: user.image,
      createdAt: user.createdAt,
      total,
    })
    .from(user)
    .where(where)
    .orderBy(desc(user.createdAt), user.id)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const counted = rows[0]?.total ?? (query.page > 1 ? await db.$count(user, where) : 0);
  return {
    users: rows.map(toAdminUser),
    total: counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The role is read from the user row on every request, so the change applies to their next request.
 * The last-manager and own-role rules, and the audit entry, are `changeRole`'s.
 */
export async function setUserRole(
  db: Db,
  actor: SessionUser,
  userId: string,
  role: Role,
): Promise<AdminUser> {
  return toAdminUser(await changeRole(db, actor, userId, role));
}

/**
 * Deletes a user, their sessions (signed out at once) and their files, with an audit entry. Managers and
 * oneself are kept. The bytes of what goes with them (their avatar, their projects' files and uploads, their
 * deals' documents) are queued in the same transaction and removed after the commit (ADR 069).
 */
export async function deleteUser(deps: AppDeps, actor: SessionUser, userId: string) {
  await deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    if (!target) throw AppError.notFound("No such user.");
    if (!can.deleteUser(actor.role, target, actor.id)) {
      const message = target.id === actor.id ? SELF_NOT_DELETABLE : MANAGER_NOT_DELETABLE;
      throw new AppError(403, "not_deletable", message);
    }
    await writeAudit(tx, {
      action: "user_deleted",
      actor,
      target,
      from: normalizeRole(target.role),
      to: null,
    });
    await tx.delete(session).where(eq(session.userId, userId));
    notifyQueued(tx); // the revocation its trigger queued (migration 0032), sent after the commit
    // accounts, two-factor secrets cascade; deletion requests keep their email with user_id set null
    await tx.delete(user).where(eq(user.id, userId));
    await queueDeletions(tx, avatarKeys(userId));
  });
  await removeDeletedBytes(deps);
}

/** The audit log of role changes and deletions, newest first. */
export async function listAudit(db: Db, query: PageQuery): Promise<Page<AuditEntry>> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: auditLog.actorEmail,
      targetEmail: auditLog.targetEmail,
      fromRole: auditLog.fromRole,
      toRole: auditLog.toRole,
      createdAt: auditLog.createdAt,
      total: sql<number>`(select count(*) from ${auditLog})`.mapWith(Number),
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action === "user_deleted" ? "user_deleted" : "role_changed",
      actorEmail: row.actorEmail,
      targetEmail: row.targetEmail,
      fromRole: row.fromRole ? normalizeRole(row.fromRole) : null,
      toRole: row.toRole ? normalizeRole(row.toRole) : null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: rows[0]?.total ?? (query.page > 1 ? await db.$count(auditLog) : 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
