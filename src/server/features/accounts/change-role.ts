import { eq, sql } from "drizzle-orm";
import { normalizeRole, type Role } from "~/domain/roles";
import { ROLE_RULES } from "~/domain/users";
import type { Db } from "../../db/client";
import { notifyQueued } from "../../db/notify-relay";
import { auditLog, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type UserRow = typeof user.$inferSelect;

/** Who acts: a signed-in manager, or null for the operator's command line. */
export type Actor = { id: string; email: string } | null;

/**
 * Locks every manager row for the rest of the transaction and returns their ids. Role changes take this
 * lock first, so two managers demoting each other at the same moment run one after the other: the second
 * sees that its actor is no longer a manager, and the agency is never left without one.
 */
async function lockManagers(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: user.id }).from(user).where(eq(user.role, "manager")).for("update");
  return rows.map((r) => r.id);
}

export async function writeAudit(
  tx: Tx,
  entry: {
    action: "role_changed" | "user_deleted";
    actor: Actor;
    target: UserRow;
    from: Role;
    to: Role | null;
  },
) {
  await tx.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    targetId: entry.action === "user_deleted" ? null : entry.target.id,
    targetEmail: entry.target.email,
    fromRole: entry.from,
    toRole: entry.to,
  });
}

/**
 * Sets a user's role, in one transaction with its audit entry. A manager cannot change their own role, an
 * actor who is no longer a manager is refused, and the last manager cannot be demoted (409).
 */
export async function changeRole(db: Db, actor: Actor, targetId: string, role: Role): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const managers = await lockManagers(tx);
    if (actor && !managers.includes(actor.id)) throw AppError.forbidden();
    if (actor && actor.id === targetId) throw new AppError(403, "own_role", ROLE_RULES.selfRole);
    const [target] = await tx.select().from(user).where(eq(user.id, targetId)).for("update");
    if (!target) throw AppError.notFound("No such user.");
    const from = normalizeRole(target.role);
    if (from === role) return target;
    if (from === "manager" && managers.length <= 1) {
      throw new AppError(409, "last_manager", ROLE_RULES.lastManager);
    }
    const [updated] = await tx
      .update(user)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(user.id, targetId))
      .returning();
    await writeAudit(tx, { action: "role_changed", actor, target, from, to: role });
    notifyQueued(tx); // the revocation its trigger queued (migration 0032), sent after the commit
    return updated ?? target;
  });
}
