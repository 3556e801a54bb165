import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { notifyQueued } from "../db/notify-relay";
import { session } from "../db/schema";

/** Ends every session of a user at once (no cookie cache holds them: the next request is signed out). */
export async function endSessionsOf(db: Db, userId: string) {
  await db.delete(session).where(eq(session.userId, userId));
  notifyQueued(db); // the revocation its trigger queued (migration 0032)
}
