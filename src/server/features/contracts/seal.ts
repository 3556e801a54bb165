import { and, asc, eq, sql } from "drizzle-orm";
import type { SignatureField } from "~/domain/contracts";
import type { AppDeps } from "../../context";
import { contractEvents, contractSigners, contracts, deals } from "../../db/schema";
import { emit } from "../../events/events";
import { cpuPool } from "../../lib/cpu-pool";
import { blobsOf, readWhole } from "../../storage/blobs";
import { attachDealDocument, dealDocumentKey, factsOf, moveDealOnContract } from "../deals";
import { sealCertificate } from "./certificate";
import type { SealInput } from "./pdf";
import { pdfFileName, recordAct } from "./shared";

/*
 * Sealing a signed contract (issue 37, ADR 083): the signatures stamped in their boxes, the certificate of
 * signing appended, a PAdES signature over the whole file by the agency's certificate, all in the worker
 * pool; then, in one transaction, the sealed PDF becomes one of the deal's documents, the contract is
 * completed and the deal moves to Contracted (or stays, and its creator and owner are told where).
 */

export type SealDeps = Pick<AppDeps, "db" | "env" | "logger">;

/** Another instance sealed it first: its copy stands, this one's bytes go. */
class AlreadySealed extends Error {}

/** Seals the contract `id` if it is waiting to be (its last signer signed); nothing otherwise. */
export async function sealContract(deps: SealDeps, id: string): Promise<boolean> {
  const [contract] = await deps.db.select().from(contracts).where(eq(contracts.id, id));
  if (contract?.status !== "sealing") return false;
  const [signers, events, [deal]] = await Promise.all([
    deps.db
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractId, id))
      .orderBy(asc(contractSigners.position)),
    deps.db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, id))
      .orderBy(asc(contractEvents.id)),
    deps.db.select().from(deals).where(eq(deals.id, contract.dealId)),
  ]);
  const blobs = blobsOf(deps);
  const bytes = await readWhole(blobs, contract.documentKey);
  const pdf = bytes && new Uint8Array(bytes);
  if (!pdf || !deal) throw new Error(`contract ${id}: its document or its deal is missing`);
  const certificate = await sealCertificate(deps);
  const sealedAt = new Date().toISOString();
  const input: SealInput = {
    pdf,
    contractId: id,
    title: contract.title,
    dealTitle: deal.title,
    documentSha256: contract.documentSha256,
    signers: signers.map((s) => ({
      position: s.position,
      role: s.role,
      name: s.name,
      email: s.email,
      field: s.field as SignatureField,
      signature: s.signature!,
      signedAt: s.signedAt!.toISOString(),
    })),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      action: e.action,
      actorName: e.actorName,
      actorEmail: e.actorEmail,
      ip: e.ip,
      userAgent: e.userAgent,
      detail: e.detail,
    })),
    p12: certificate.p12,
    passphrase: certificate.passphrase,
    certificateSubject: certificate.subject,
    selfSigned: certificate.selfSigned,
    sealedAt,
  };
  const sealed = (await cpuPool().run({ name: "sealContract", input })) as {
    sealed: Uint8Array;
    stampedSha256: string;
    sealedSha256: string;
  };
  const key = dealDocumentKey(deal.id);
  await blobs.put(key, sealed.sealed, "application/pdf");
  try {
    return await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, id), eq(contracts.status, "sealing")))
        .for("update");
      if (!locked) throw new AlreadySealed();
      const documentId = await attachDealDocument(tx, {
        dealId: deal.id,
        key,
        kind: "contract",
        fileName: pdfFileName(`${contract.title} (signed)`),
        size: sealed.sealed.byteLength,
      });
      await tx
        .update(contracts)
        .set({
          status: "completed",
          sealedDocumentId: documentId,
          stampedSha256: sealed.stampedSha256,
          sealedSha256: sealed.sealedSha256,
          endedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(contracts.id, id));
      // the links stay open until the signing's expiry, to read the sealed copy
      await recordAct(tx, id, {
        action: "sealed",
        actorName: "CreatorDesk",
        detail: `sealed by "${certificate.subject}"${certificate.selfSigned ? " (self-signed)" : ""}; SHA-256 ${sealed.sealedSha256}`,
      });
      const actor = { id: null, name: "CreatorDesk" };
      const { moved, stage } = await moveDealOnContract(
        tx,
        deal.id,
        actor,
        `"${contract.title}" signed by everyone and sealed`,
      );
      await emit(tx, "contract.ended", {
        actor,
        deal: factsOf(deal),
        contract: { id, title: contract.title },
        outcome: "sealed",
        moved,
        stage,
      });
      return true;
    });
  } catch (error) {
    await blobs.remove(key).catch(() => undefined);
    if (error instanceof AlreadySealed) return false;
    throw error;
  }
}
