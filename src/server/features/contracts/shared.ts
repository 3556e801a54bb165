import { asc, eq, inArray } from "drizzle-orm";
import {
  type Contract,
  type ContractStatus,
  contractSignPath,
  SIGNER_ROLE_LABEL,
  type SignerRole,
  signLinkPath,
} from "~/domain/contracts";
import { publicUrl } from "../../auth/auth";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { contractEvents, contractSigners, type contracts } from "../../db/schema";
import { emit } from "../../events/events";
import { hashLinkToken, newLinkToken } from "../../lib/link-tokens";
import { enqueueEmail } from "../../mail/outbox";
import type { factsOf } from "../deals";

/* What the parts of a signing share (issue 37): its rows as the API shows them, its acts, a signer's turn. */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ContractRow = typeof contracts.$inferSelect;
export type SignerRow = typeof contractSigners.$inferSelect;
/** Where an act came from: recorded with it (ASVS V16). */
export type Origin = { ip: string | null; userAgent: string | null };

export const documentPath = (id: string) => `/api/contracts/${id}/document`;

/** A contract's PDF's file name from its title: no path separators or characters a file system refuses. */
export const pdfFileName = (title: string) =>
  `${title
    .replace(/[\\/:*?"<>|]+/g, " ")
    .trim()
    .slice(0, 150)}.pdf`;

export function toContract(row: ContractRow, signers: SignerRow[], callerId: string | null): Contract {
  return {
    id: row.id,
    dealId: row.dealId,
    title: row.title,
    source: row.source,
    status: row.status as ContractStatus,
    reminderDays: row.reminderDays,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    documentSha256: row.documentSha256,
    sealedSha256: row.sealedSha256,
    documentUrl: documentPath(row.id),
    sealedUrl: row.sealedDocumentId
      ? `/api/deals/${row.dealId}/documents/${row.sealedDocumentId}/download`
      : null,
    signers: signers.map((s) => ({
      id: s.id,
      position: s.position,
      role: s.role,
      name: s.name,
      email: s.email,
      userId: s.userId,
      status: s.status,
      signedAt: s.signedAt?.toISOString() ?? null,
      declineReason: s.declineReason,
      lastRemindedAt: s.remindedAt?.toISOString() ?? null,
    })),
    yourTurn:
      row.status === "in_progress" &&
      callerId !== null &&
      signers.some((s) => s.status === "pending" && s.userId === callerId),
  };
}

/** The signers of each of `ids`, in order. */
export async function signersOf(db: Db | Tx, ids: string[]) {
  const byContract = new Map<string, SignerRow[]>();
  if (ids.length === 0) return byContract;
  const rows = await db
    .select()
    .from(contractSigners)
    .where(inArray(contractSigners.contractId, ids))
    .orderBy(asc(contractSigners.position));
  for (const row of rows) byContract.set(row.contractId, [...(byContract.get(row.contractId) ?? []), row]);
  return byContract;
}

export async function recordAct(
  tx: Db | Tx,
  contractId: string,
  act: {
    action: (typeof contractEvents.$inferInsert)["action"];
    actorName: string;
    actorEmail?: string | null;
    signerId?: string | null;
    detail?: string | null;
    origin?: Origin;
  },
) {
  await tx.insert(contractEvents).values({
    contractId,
    signerId: act.signerId ?? null,
    action: act.action,
    actorName: act.actorName,
    actorEmail: act.actorEmail ?? null,
    ip: act.origin?.ip ?? null,
    userAgent: act.origin?.userAgent?.slice(0, 400) ?? null,
    detail: act.detail ?? null,
  });
}

export type DealFacts = ReturnType<typeof factsOf>;

/** A signer's part in the deal's history and notices: "Signed by Dana Lee (Brand)". */
export const partyText = (signer: { name: string; role: SignerRole }) =>
  `${signer.name} (${SIGNER_ROLE_LABEL[signer.role]})`;

/**
 * A signer's turn (or a reminder of it): a brand contact gets a new link by email (a reminder's replaces the
 * one before: only the newest works); the creator or a manager is told on their dashboard (the event's
 * subscriber notifies them, and the notification emails follow its digest).
 */
export async function startTurn(
  tx: Tx,
  deps: Pick<AppDeps, "env">,
  contract: Pick<ContractRow, "id" | "title" | "expiresAt">,
  deal: DealFacts & { brand: string },
  signer: SignerRow,
  reminder: boolean,
) {
  const stampColumn = reminder ? { remindedAt: new Date() } : { notifiedAt: new Date() };
  if (signer.userId) {
    await tx.update(contractSigners).set(stampColumn).where(eq(contractSigners.id, signer.id));
    await emit(tx, "contract.turn", {
      actor: null,
      deal,
      contract: { id: contract.id, title: contract.title },
      signer: {
        userId: signer.userId,
        link: contractSignPath(signer.role === "creator" ? "creator" : "manager", contract.id),
      },
      reminder,
    });
  } else {
    const token = newLinkToken();
    await tx
      .update(contractSigners)
      .set({ ...stampColumn, tokenHash: hashLinkToken(token) })
      .where(eq(contractSigners.id, signer.id));
    const url = `${publicUrl(deps.env)}${signLinkPath(token)}`;
    await enqueueEmail(tx as unknown as Db, {
      to: signer.email,
      subject: reminder
        ? `Reminder: please sign "${contract.title}"`
        : `CreatorDesk: please sign "${contract.title}"`,
      text: [
        `Hello ${signer.name},`,
        "",
        reminder
          ? `"${contract.title}" between ${deal.brand} and the creator is still waiting for your signature. This link replaces the one sent before:`
          : `"${contract.title}" between ${deal.brand} and the creator is ready for your signature. Read it and sign it here, without an account:`,
        "",
        url,
        "",
        `The link works until ${contract.expiresAt.toUTCString()}, and only for you: do not forward it.`,
        "",
        "The CreatorDesk team",
      ].join("\n"),
    });
  }
  await recordAct(tx, contract.id, {
    action: reminder ? "reminded" : "sent",
    actorName: "CreatorDesk",
    signerId: signer.id,
    detail: `${reminder ? "reminded" : "asked"} ${signer.name} <${signer.email}> to sign${signer.userId ? " on their dashboard" : " by email"}`,
  });
}
