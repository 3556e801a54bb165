import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { agencyDateNow, formatDay } from "~/domain/clock";
import type { Contract, contractInputSchema, SignatureField, SignerRole } from "~/domain/contracts";
import { DELIVERABLE_KIND_LABEL, type DeliverableKind, formatMoney, managesDeals } from "~/domain/deals";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import {
  brands,
  contractSigners,
  contracts,
  dealDeliverables,
  dealDocuments,
  deals,
  user,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { cpuPool } from "../../lib/cpu-pool";
import { blobsOf, readWhole } from "../../storage/blobs";
import { announceDeal, factsOf } from "../deals";
import { sha256 } from "./pdf";
import { type Origin, recordAct, signersOf, startTurn, toContract } from "./shared";
import { CONTRACT_CLAUSES } from "./template-text";

/*
 * A manager prepares a signing on a deal (issue 37): from the agency's template, filled with the deal's
 * parties, fee, deliverables and dates, or from one of the deal's uploaded PDFs with a signature box placed
 * per signer. The PDF is made (or its pages counted) in the worker pool, stored as the contract's own
 * bytes, and the first signer's turn starts in the same transaction as the rows.
 */

type ContractInput = z.output<typeof contractInputSchema>;

/** The PDF's key: its own, so deleting the uploaded document leaves the signing whole (files/sweep.ts knows it). */
const contractKey = (id: string) => `contracts/${id}.pdf`;

type Resolved = {
  role: SignerRole;
  name: string;
  email: string;
  userId: string | null;
  field?: SignatureField;
};

/** The signers as they will sign: the creator and the agency's manager by their accounts. */
async function resolveSigners(
  deps: Pick<AppDeps, "db">,
  deal: { creatorId: string },
  input: ContractInput,
): Promise<Resolved[]> {
  const ids = [
    deal.creatorId,
    ...input.signers.flatMap((s) => (s.role === "agency" && s.userId ? [s.userId] : [])),
  ];
  const people = await deps.db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(inArray(user.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  return input.signers.map((signer, index) => {
    if (signer.role === "brand")
      return { role: "brand", name: signer.name!, email: signer.email!, userId: null, field: signer.field };
    const id = signer.role === "creator" ? deal.creatorId : signer.userId!;
    const person = byId.get(id);
    if (!person || (signer.role === "agency" && !managesDeals(person.role)))
      throw AppError.badRequest("Choose a manager to sign for the agency.", {
        [`signers.${index}.userId`]: "Choose a manager to sign for the agency",
      });
    return {
      role: signer.role,
      name: person.name,
      email: person.email,
      userId: person.id,
      field: signer.field,
    };
  });
}

export async function prepareContract(
  deps: AppDeps,
  caller: SessionUser,
  dealId: string,
  input: ContractInput,
  origin: Origin,
): Promise<Contract> {
  const [deal] = await deps.db
    .select({
      id: deals.id,
      title: deals.title,
      creatorId: deals.creatorId,
      ownerId: deals.ownerId,
      stage: deals.stage,
      valueMinor: deals.valueMinor,
      currency: deals.currency,
      brand: brands.name,
      creatorName: user.name,
    })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .innerJoin(user, eq(user.id, deals.creatorId))
    .where(eq(deals.id, dealId));
  if (!deal) throw AppError.notFound("No such deal.");
  const signers = await resolveSigners(deps, deal, input);

  let pdf: Uint8Array;
  if (input.source === "template") {
    const deliverables = await deps.db
      .select({
        kind: dealDeliverables.kind,
        platform: dealDeliverables.platform,
        dueDate: dealDeliverables.dueDate,
      })
      .from(dealDeliverables)
      .where(eq(dealDeliverables.dealId, dealId))
      .orderBy(asc(dealDeliverables.dueDate), asc(dealDeliverables.createdAt));
    const made = (await cpuPool().run({
      name: "contractTemplate",
      facts: {
        title: input.title,
        agency: "CreatorDesk",
        brand: deal.brand,
        creator: deal.creatorName,
        fee: formatMoney(deal.valueMinor, deal.currency),
        deliverables: deliverables.map(
          (d) =>
            `${DELIVERABLE_KIND_LABEL[d.kind as DeliverableKind] ?? d.kind} on ${d.platform}${d.dueDate ? `, due ${formatDay(d.dueDate)}` : ""}`,
        ),
        effectiveDate: formatDay(agencyDateNow()),
        usageRights: input.usageRights ?? "",
        signers: signers.map((s) => ({ role: s.role, name: s.name })),
      },
      clauses: CONTRACT_CLAUSES,
    })) as { pdf: Uint8Array; fields: SignatureField[] };
    pdf = made.pdf;
    signers.forEach((signer, index) => {
      signer.field = made.fields[index];
    });
  } else {
    const [document] = await deps.db
      .select({ key: dealDocuments.storageKey, contentType: dealDocuments.contentType })
      .from(dealDocuments)
      .where(and(eq(dealDocuments.id, input.documentId!), eq(dealDocuments.dealId, dealId)));
    if (document?.contentType !== "application/pdf")
      throw AppError.badRequest("Choose one of this deal's PDF documents.", {
        documentId: "Choose one of this deal's PDF documents",
      });
    const bytes = await readWhole(blobsOf(deps), document.key);
    if (!bytes) throw AppError.notFound("That document's file is missing.");
    pdf = new Uint8Array(bytes);
    const counted = (await cpuPool().run({ name: "contractPages", data: pdf })) as
      | { ok: true; pages: number }
      | { ok: false; reason: string };
    if (!counted.ok)
      throw AppError.badRequest("That PDF cannot be signed: it is encrypted or damaged.", {
        documentId: "That PDF cannot be signed: it is encrypted or damaged",
      });
    signers.forEach((signer, index) => {
      if (signer.field && signer.field.page > counted.pages)
        throw AppError.badRequest(`The document has ${counted.pages} pages.`, {
          [`signers.${index}.field`]: `The document has ${counted.pages} pages`,
        });
    });
  }

  const id = crypto.randomUUID();
  const key = contractKey(id);
  const blobs = blobsOf(deps);
  await blobs.put(key, pdf, "application/pdf");
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contracts)
        .values({
          id,
          dealId,
          title: input.title,
          source: input.source,
          documentKey: key,
          documentSha256: sha256(pdf),
          reminderDays: input.reminderDays,
          expiresAt: new Date(Date.now() + input.expiryDays * 86_400_000),
          createdBy: caller.id,
        })
        .returning();
      const rows = await tx
        .insert(contractSigners)
        .values(
          signers.map((signer, index) => ({
            contractId: id,
            position: index + 1,
            role: signer.role,
            name: signer.name,
            email: signer.email,
            userId: signer.userId,
            status: index === 0 ? ("pending" as const) : ("waiting" as const),
            field: signer.field ?? null,
          })),
        )
        .returning();
      await recordAct(tx, id, {
        action: "created",
        actorName: caller.name,
        actorEmail: caller.email,
        origin,
        detail: `${input.source === "template" ? "from the agency's template" : "from an uploaded PDF"}, ${signers.length} signers in order: ${signers.map((s) => `${s.name} (${s.role})`).join(", ")}`,
      });
      await announceDeal(tx, { id: deal.id, creatorId: deal.creatorId, stage: deal.stage }, "updated");
      const first = rows.find((r) => r.position === 1)!;
      await startTurn(tx, deps, row!, { ...factsOf(deal), brand: deal.brand }, first, false);
    });
  } catch (error) {
    await blobs.remove(key).catch(() => undefined);
    throw error;
  }
  const [row] = await deps.db.select().from(contracts).where(eq(contracts.id, id));
  return toContract(row!, (await signersOf(deps.db, [id])).get(id) ?? [], caller.id);
}
