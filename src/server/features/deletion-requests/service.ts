import { and, desc, eq } from "drizzle-orm";
import type { DeletionRequest } from "~/domain/users";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { accountDeletionRequests } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type Row = typeof accountDeletionRequests.$inferSelect;
const toDeletionRequest = (row: Row): DeletionRequest => ({
  id: row.id,
  userId: row.userId,
  email: row.email,
  name: row.name,
  status: row.status === "done" ? "done" : "pending",
  createdAt: row.createdAt.toISOString(),
});

/**
 * Records a user's wish to delete their account for managers to process by hand (spec section 6).
 * Asking again while one is pending returns that one (a unique partial index makes it race-free).
 */
export async function requestAccountDeletion(db: Db, me: SessionUser): Promise<DeletionRequest> {
  await db
    .insert(accountDeletionRequests)
    .values({ userId: me.id, email: me.email, name: me.name })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.userId, me.id), eq(accountDeletionRequests.status, "pending")));
  if (!row) throw new Error("deletion request was not recorded");
  return toDeletionRequest(row);
}

export async function listPendingDeletionRequests(db: Db): Promise<DeletionRequest[]> {
  const rows = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.status, "pending"))
    .orderBy(desc(accountDeletionRequests.createdAt));
  return rows.map(toDeletionRequest);
}

export async function resolveDeletionRequest(db: Db, id: string): Promise<DeletionRequest> {
  const [row] = await db
    .update(accountDeletionRequests)
    .set({ status: "done" })
    .where(eq(accountDeletionRequests.id, id))
    .returning();
  if (!row) throw AppError.notFound("No such deletion request.");
  return toDeletionRequest(row);
}
