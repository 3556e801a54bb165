import type { SubjectType } from "~/domain/activity";
import type { Db } from "../../db/client";
import { statusChanges } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StatusChange {
  subjectType: SubjectType;
  subjectId: string;
  /** who made the change; null for the system */
  actor: { id: string | null; name: string } | null;
  /** null when the subject is created */
  from: string | null;
  to: string;
  note?: string | null;
  /** recorded even when the status stays (a meeting moved to another time: Scheduled to Scheduled) */
  always?: boolean;
  /** when it happened (now when absent) */
  at?: Date;
}

/**
 * Records a status change (or a creation, `from: null`). Call it with the transaction that makes the change,
 * so the history holds exactly the changes that happened. Nothing is recorded when the status stays the same.
 */
export async function recordStatusChange(tx: Tx | Db, change: StatusChange): Promise<void> {
  if (change.from === change.to && !change.always) return;
  await tx.insert(statusChanges).values({
    subjectType: change.subjectType,
    subjectId: change.subjectId,
    actorId: change.actor?.id ?? null,
    actorName: change.actor?.name ?? null,
    fromStatus: change.from,
    toStatus: change.to,
    note: change.note ?? null,
    ...(change.at ? { createdAt: change.at } : {}),
  });
}
