import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type Contract,
  type ContractStatus,
  type declineInputSchema,
  NAME_MISMATCH,
  NOT_YOUR_TURN,
  SIGN_LINK_GONE,
  type Signing,
  type signInputSchema,
} from "~/domain/contracts";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { brands, contractEvents, contractSigners, contracts, dealDocuments, deals } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { hashLinkToken } from "../../lib/link-tokens";
import { blobsOf } from "../../storage/blobs";
import { announceDeal, factsOf } from "../deals";
import { sealContract } from "./seal";
import {
  type ContractRow,
  documentPath,
  type Origin,
  partyText,
  recordAct,
  type SignerRow,
  signersOf,
  startTurn,
  type Tx,
  toContract,
} from "./shared";

/*
 * A signer's side of a signing (issue 37): what they see, sign and decline, through their emailed link (a
 * brand contact) or from their dashboard (the creator, a manager). Signers sign in order; each act is
 * recorded with who, when, IP and user agent. A manager cancels; the last signature seals (seal.ts).
 */

type SignInput = z.output<typeof signInputSchema>;
type DeclineInput = z.output<typeof declineInputSchema>;

/** Who is signing: a link's token, or a signed-in signer of a contract. */
export type SignerKey = { token: string } | { contractId: string; caller: SessionUser };

const NOT_FOUND = "No such contract, or not yours to sign.";

const byToken = (key: SignerKey): key is { token: string } => "token" in key;

/**
 * The signer a key opens, or the same 404 whatever the cause: a link whose token is unknown, replaced by a
 * reminder, past its signing's expiry, or of a signing cancelled, declined or expired; a session that signs
 * no part of the contract. A staff session changes nothing on a link's route.
 */
async function findSigner(
  db: Db | Tx,
  key: SignerKey,
): Promise<{ signer: SignerRow; contract: ContractRow }> {
  const [row] = await db
    .select({ signer: contractSigners, contract: contracts })
    .from(contractSigners)
    .innerJoin(contracts, eq(contracts.id, contractSigners.contractId))
    .where(
      byToken(key)
        ? and(
            eq(contractSigners.tokenHash, hashLinkToken(key.token)),
            gt(contracts.expiresAt, sql`now()`),
            inArray(contracts.status, ["in_progress", "sealing", "completed"]),
          )
        : and(eq(contractSigners.contractId, key.contractId), eq(contractSigners.userId, key.caller.id)),
    );
  if (!row) throw AppError.notFound(byToken(key) ? SIGN_LINK_GONE : NOT_FOUND);
  return row;
}

async function dealOf(db: Db | Tx, dealId: string) {
  const [deal] = await db
    .select({
      id: deals.id,
      title: deals.title,
      creatorId: deals.creatorId,
      ownerId: deals.ownerId,
      stage: deals.stage,
      brand: brands.name,
    })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(eq(deals.id, dealId));
  return deal!;
}

/** What the signer sees: the contract by title, the parties by role and name, their own part. */
export async function readSigning(
  deps: Pick<AppDeps, "db">,
  key: SignerKey,
  origin: Origin,
): Promise<Signing> {
  const { signer, contract } = await findSigner(deps.db, key);
  const [deal, signers] = await Promise.all([
    dealOf(deps.db, contract.dealId),
    signersOf(deps.db, [contract.id]),
  ]);
  // the first opening of their turn is an act (later ones are not: a reload records nothing)
  if (signer.status === "pending" && contract.status === "in_progress") {
    const [opened] = await deps.db
      .select({ id: contractEvents.id })
      .from(contractEvents)
      .where(and(eq(contractEvents.signerId, signer.id), eq(contractEvents.action, "opened")))
      .limit(1);
    if (!opened)
      await recordAct(deps.db, contract.id, {
        action: "opened",
        actorName: signer.name,
        actorEmail: signer.email,
        signerId: signer.id,
        origin,
      });
  }
  return {
    contractId: contract.id,
    title: contract.title,
    dealTitle: deal.title,
    brand: deal.brand,
    status: contract.status as ContractStatus,
    expiresAt: contract.expiresAt.toISOString(),
    documentUrl: byToken(key) ? `/api/sign/${key.token}/document` : documentPath(contract.id),
    documentSha256: contract.documentSha256,
    you: {
      name: signer.name,
      email: signer.email,
      role: signer.role,
      status: signer.status,
      signedAt: signer.signedAt?.toISOString() ?? null,
    },
    parties: (signers.get(contract.id) ?? []).map((s) => ({ role: s.role, name: s.name, status: s.status })),
  };
}

/** The PDF a signer reads: the sealed one once sealed, else the one to sign. */
export async function signerDocument(deps: Pick<AppDeps, "db" | "env">, key: SignerKey) {
  const { contract } = await findSigner(deps.db, key);
  let storageKey = contract.documentKey;
  if (contract.sealedDocumentId) {
    const [sealed] = await deps.db
      .select({ key: dealDocuments.storageKey })
      .from(dealDocuments)
      .where(eq(dealDocuments.id, contract.sealedDocumentId));
    if (sealed) storageKey = sealed.key;
  }
  const body = await blobsOf(deps).read(storageKey);
  if (!body) throw AppError.notFound(byToken(key) ? SIGN_LINK_GONE : NOT_FOUND);
  return { body, title: contract.sealedDocumentId ? `${contract.title} (signed)` : contract.title };
}

/** Locks the signing for one act at a time (one row: this contract's, never a shared one). */
async function lockOpen(tx: Tx, key: SignerKey) {
  const { signer, contract } = await findSigner(tx, key);
  const [locked] = await tx.select().from(contracts).where(eq(contracts.id, contract.id)).for("update");
  const [fresh] = await tx.select().from(contractSigners).where(eq(contractSigners.id, signer.id));
  if (!locked || !fresh) throw AppError.notFound(NOT_FOUND);
  if (locked.status !== "in_progress" || locked.expiresAt.getTime() <= Date.now())
    throw AppError.conflict("signing_ended", "This signing has ended: there is nothing left to sign.");
  if (fresh.status === "signed")
    throw AppError.conflict("already_signed", "You have already signed this contract.");
  if (fresh.status === "declined") throw AppError.conflict("declined", "You declined this contract.");
  if (fresh.status === "waiting") throw AppError.conflict("not_your_turn", NOT_YOUR_TURN);
  return { signer: fresh, contract: locked };
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLocaleLowerCase() === b.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * The signer signs: their name confirmed, their typed or drawn signature, their consent. The next signer's
 * turn starts in the same transaction; after the last, the contract is sealed once this commits.
 */
export async function sign(deps: AppDeps, key: SignerKey, input: SignInput, origin: Origin) {
  const done = await deps.db.transaction(async (tx) => {
    const { signer, contract } = await lockOpen(tx, key);
    if (!sameName(input.confirmName, signer.name))
      throw AppError.badRequest(NAME_MISMATCH, { confirmName: NAME_MISMATCH });
    await tx
      .update(contractSigners)
      .set({ status: "signed", signedAt: sql`now()`, signature: input.signature })
      .where(eq(contractSigners.id, signer.id));
    await recordAct(tx, contract.id, {
      action: "signed",
      actorName: signer.name,
      actorEmail: signer.email,
      signerId: signer.id,
      origin,
      detail: `${input.signature.kind} signature; consented to sign electronically; confirmed the name "${input.confirmName}"`,
    });
    const deal = await dealOf(tx, contract.dealId);
    await emit(tx, "contract.signed", {
      actor: { id: signer.userId, name: signer.name },
      deal: factsOf(deal),
      contract: { id: contract.id, title: contract.title },
      signer: { name: signer.name, role: signer.role },
      change: {
        subjectType: "deal",
        subjectId: deal.id,
        from: deal.stage,
        to: deal.stage,
        always: true,
        note: `Signed "${contract.title}" as ${partyText(signer)}`,
      },
    });
    await announceDeal(tx, deal, "updated");
    const [next] = await tx
      .update(contractSigners)
      .set({ status: "pending" })
      .where(
        and(eq(contractSigners.contractId, contract.id), eq(contractSigners.position, signer.position + 1)),
      )
      .returning();
    if (next) {
      await startTurn(tx, deps, contract, { ...factsOf(deal), brand: deal.brand }, next, false);
      return { id: contract.id, last: false };
    }
    await tx
      .update(contracts)
      .set({ status: "sealing", updatedAt: sql`now()` })
      .where(eq(contracts.id, contract.id));
    return { id: contract.id, last: true };
  });
  // the seal's work is off the event loop (the worker pool); a failure is retried by the periodic pass
  if (done.last)
    await sealContract(deps, done.id).catch((err) => deps.logger.error({ err }, "sealing a contract failed"));
  return readSigning(deps, key, origin);
}

/** What ends a signing, with the deal's history and the notices (the creator and the owner). */
async function endSigning(
  tx: Tx,
  contract: ContractRow,
  outcome: "declined" | "cancelled" | "expired",
  actor: { id: string | null; name: string } | null,
  note: string,
  reason: string | null,
) {
  await tx
    .update(contracts)
    .set({ status: outcome, endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(contracts.id, contract.id));
  // no link of this signing opens any more
  await tx
    .update(contractSigners)
    .set({ tokenHash: null })
    .where(eq(contractSigners.contractId, contract.id));
  const deal = await dealOf(tx, contract.dealId);
  await announceDeal(tx, deal, "updated");
  await emit(tx, "contract.ended", {
    actor,
    deal: factsOf(deal),
    contract: { id: contract.id, title: contract.title },
    outcome,
    reason,
    change: { subjectType: "deal", subjectId: deal.id, from: deal.stage, to: deal.stage, always: true, note },
  });
}

/** The signer declines, with a reason: the signing ends. */
export async function decline(deps: AppDeps, key: SignerKey, input: DeclineInput, origin: Origin) {
  await deps.db.transaction(async (tx) => {
    const { signer, contract } = await lockOpen(tx, key);
    await tx
      .update(contractSigners)
      .set({ status: "declined", declineReason: input.reason })
      .where(eq(contractSigners.id, signer.id));
    await recordAct(tx, contract.id, {
      action: "declined",
      actorName: signer.name,
      actorEmail: signer.email,
      signerId: signer.id,
      origin,
      detail: input.reason,
    });
    await endSigning(
      tx,
      contract,
      "declined",
      { id: signer.userId, name: signer.name },
      `"${contract.title}" declined by ${partyText(signer)}: ${input.reason}`,
      input.reason,
    );
  });
  // the link is closed now: the answer is the signer's part as it ended
  return { declined: true as const };
}

/** A manager cancels a signing that is still open. */
export async function cancelContract(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  origin: Origin,
): Promise<Contract> {
  await deps.db.transaction(async (tx) => {
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!contract) throw AppError.notFound("No such contract.");
    if (contract.status !== "in_progress")
      throw AppError.conflict("signing_ended", "This signing has already ended.");
    await recordAct(tx, id, {
      action: "cancelled",
      actorName: caller.name,
      actorEmail: caller.email,
      origin,
    });
    await endSigning(
      tx,
      contract,
      "cancelled",
      { id: caller.id, name: caller.name },
      `"${contract.title}" cancelled`,
      null,
    );
  });
  const [row] = await deps.db.select().from(contracts).where(eq(contracts.id, id));
  return toContract(row!, (await signersOf(deps.db, [id])).get(id) ?? [], caller.id);
}

/** Ends the signings past their expiry (the periodic pass), each in its own transaction. */
export async function expireDue(deps: Pick<AppDeps, "db">) {
  const due = await deps.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.status, "in_progress"), sql`${contracts.expiresAt} <= now()`))
    .orderBy(asc(contracts.expiresAt))
    .limit(100);
  let expired = 0;
  for (const { id } of due)
    await deps.db.transaction(async (tx) => {
      const [contract] = await tx
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, id), eq(contracts.status, "in_progress")))
        .for("update", { skipLocked: true });
      if (!contract) return;
      await recordAct(tx, id, {
        action: "expired",
        actorName: "CreatorDesk",
        detail: "not signed by everyone in time",
      });
      await endSigning(tx, contract, "expired", null, `"${contract.title}" expired unsigned`, null);
      expired++;
    });
  return expired;
}

/** Reminds each signer whose turn has waited `reminder_days` since their email or last reminder. */
export async function remindDue(deps: Pick<AppDeps, "db" | "env">) {
  const due = await deps.db
    .select({ signer: contractSigners, contract: contracts })
    .from(contractSigners)
    .innerJoin(contracts, eq(contracts.id, contractSigners.contractId))
    .where(
      and(
        eq(contractSigners.status, "pending"),
        eq(contracts.status, "in_progress"),
        gt(contracts.expiresAt, sql`now()`),
        sql`coalesce(${contractSigners.remindedAt}, ${contractSigners.notifiedAt}) <= now() - make_interval(days => ${contracts.reminderDays})`,
      ),
    )
    .limit(100);
  let reminded = 0;
  for (const { signer, contract } of due)
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, contract.id), eq(contracts.status, "in_progress")))
        .for("update", { skipLocked: true });
      if (!locked) return;
      const [fresh] = await tx.select().from(contractSigners).where(eq(contractSigners.id, signer.id));
      if (fresh?.status !== "pending") return;
      const deal = await dealOf(tx, contract.dealId);
      await startTurn(tx, deps, locked, { ...factsOf(deal), brand: deal.brand }, fresh, true);
      reminded++;
    });
  return reminded;
}
