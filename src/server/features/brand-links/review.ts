import { and, desc, eq, sql } from "drizzle-orm";
import {
  autoApprovalDay,
  type BrandCommentInput,
  type BrandReview,
  type BrandVerdictInput,
} from "~/domain/brand-links";
import { agencyDateNow } from "~/domain/clock";
import { fileKindOf } from "~/domain/files";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { brands, brandVerdicts, dealDeliverables, deals, projectFiles, projects } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { enqueueEmail } from "../../mail/outbox";
import { announceDeal } from "../deals";
import { createGuestComment, sendBackForBrand, sharedComments } from "../files";
import type { BrandLinkRow } from "./tokens";

/*
 * The brand's side of a review link (issue 36): the deliverable, its versions and their shared comments;
 * a comment of theirs; Approve or Request changes. Everything is the link's deliverable's: any other file
 * is "not found", as an unknown token is.
 */

const AGENCY = "CreatorDesk";
const NO_FILE = "No such file on this review.";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The link's deliverable with its deal and brand (the link's own, never another). */
async function deliverableOf(db: Db | Tx, link: BrandLinkRow, lock = false) {
  const query = db
    .select({ deliverable: dealDeliverables, deal: deals, brand: brands.name })
    .from(dealDeliverables)
    .innerJoin(deals, eq(deals.id, dealDeliverables.dealId))
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(and(eq(dealDeliverables.id, link.deliverableId!), eq(dealDeliverables.dealId, link.dealId)));
  const [row] = lock ? await query.for("update", { of: dealDeliverables }) : await query;
  // the deliverable went (deleted with the link's cascade, so rarely seen): the link opens nothing
  if (!row) throw AppError.notFound("This link does not work any more. Ask the agency for a new one.");
  return row;
}

/** The versions of the linked request, newest first. */
async function versionsOf(db: Db | Tx, projectId: string | null) {
  if (!projectId) return [];
  return db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.role, "version")))
    .orderBy(desc(projectFiles.version))
    .limit(50);
}

const contentUrl = (token: string, fileId: string) => `/api/review/${token}/files/${fileId}/content`;

export async function readBrandReview(db: Db, link: BrandLinkRow, token: string): Promise<BrandReview> {
  const { deliverable, deal, brand } = await deliverableOf(db, link);
  const [versions, verdicts] = await Promise.all([
    versionsOf(db, deliverable.projectId),
    db
      .select({ verdict: brandVerdicts, version: projectFiles.version })
      .from(brandVerdicts)
      .leftJoin(projectFiles, eq(projectFiles.id, brandVerdicts.fileId))
      .where(eq(brandVerdicts.deliverableId, deliverable.id))
      .orderBy(desc(brandVerdicts.createdAt))
      .limit(50),
  ]);
  return {
    agency: AGENCY,
    dealTitle: deal.title,
    brandName: brand,
    contactName: link.contactName,
    contactEmail: link.contactEmail,
    expiresAt: link.expiresAt.toISOString(),
    deliverable: {
      kind: deliverable.kind,
      platform: deliverable.platform,
      dueDate: deliverable.dueDate,
      status: deliverable.status,
    },
    versions: versions.map((file) => ({
      id: file.id,
      version: file.version ?? 0,
      name: file.name,
      kind: fileKindOf(file.mime),
      size: file.size,
      width: file.width,
      height: file.height,
      durationMs: file.durationMs,
      frameRate: file.frameRate,
      createdAt: file.createdAt.toISOString(),
      contentUrl: contentUrl(token, file.id),
      posterUrl: file.previewStatus === "ready" ? `/api/review/${token}/files/${file.id}/preview` : null,
    })),
    verdicts: verdicts.map(({ verdict, version }) => ({
      verdict: verdict.verdict,
      note: verdict.note,
      name: verdict.name,
      version,
      createdAt: verdict.createdAt.toISOString(),
    })),
    canDecide: versions.length > 0 && deliverable.status !== "Published",
    autoApproveAfter: autoApproveAfter(
      deal,
      deliverable,
      link,
      versions[0],
      verdicts.map((v) => v.verdict),
    ),
  };
}

/**
 * The agency day after which the newest version, unanswered, is approved for the brand (issue 36): the
 * deal's business days after the version reached them (uploaded, or the link given, whichever is later).
 * Null when the deal has none, there is no version, it has a verdict, or the deliverable is done.
 */
export function autoApproveAfter(
  deal: Pick<typeof deals.$inferSelect, "brandAutoApproveDays">,
  deliverable: Pick<typeof dealDeliverables.$inferSelect, "status">,
  link: Pick<BrandLinkRow, "createdAt">,
  newest: Pick<typeof projectFiles.$inferSelect, "id" | "createdAt"> | undefined,
  verdicts: readonly Pick<typeof brandVerdicts.$inferSelect, "fileId">[],
): string | null {
  if (!deal.brandAutoApproveDays || !newest) return null;
  if (deliverable.status === "Approved" || deliverable.status === "Published") return null;
  if (verdicts.some((verdict) => verdict.fileId === newest.id)) return null;
  const reached = newest.createdAt > link.createdAt ? newest.createdAt : link.createdAt;
  return autoApprovalDay(agencyDateNow(reached), deal.brandAutoApproveDays);
}

/** A version of the link's deliverable, else 404 (another deliverable's file, an input, a stranger's). */
export async function fileOfLink(db: Db | Tx, link: BrandLinkRow, fileId: string) {
  const { deliverable } = await deliverableOf(db, link);
  const [file] = deliverable.projectId
    ? await db
        .select()
        .from(projectFiles)
        .where(
          and(
            eq(projectFiles.id, fileId),
            eq(projectFiles.projectId, deliverable.projectId),
            eq(projectFiles.role, "version"),
          ),
        )
    : [];
  if (!file) throw AppError.notFound(NO_FILE);
  return file;
}

export async function listBrandComments(db: Db, link: BrandLinkRow, fileId: string) {
  const file = await fileOfLink(db, link, fileId);
  return { items: await sharedComments(db, file.id) };
}

export async function addBrandComment(db: Db, link: BrandLinkRow, fileId: string, input: BrandCommentInput) {
  const file = await fileOfLink(db, link, fileId);
  return createGuestComment(db, file, { name: input.name, email: input.email }, input.comment);
}

const factsOf = (deal: typeof deals.$inferSelect) => ({
  id: deal.id,
  title: deal.title,
  creatorId: deal.creatorId,
  ownerId: deal.ownerId,
});

/**
 * The brand's verdict on a version. Approve: the deliverable is Approved (the agency's review of the request
 * stays its own; the brand's approval is recorded beside it). Request changes: the request goes back to its
 * assignee with the shared comments and the brand's note, as the creator's request does; the deliverable
 * is In progress again. Either way: the verdict kept with who gave it, the deal's history, the notices, the
 * screens live, and a copy to the brand. One transaction; the deliverable's row is locked against a second
 * verdict at once.
 */
export async function giveBrandVerdict(
  deps: Pick<AppDeps, "db">,
  link: BrandLinkRow,
  input: BrandVerdictInput,
): Promise<BrandReview["verdicts"][number]> {
  const given = await recordVerdict(deps, link, input, false);
  if (!given) throw AppError.conflict("published", "This deliverable is already published.");
  return given;
}

/**
 * An unanswered version approved for the brand after the deal's business days (issue 36): the same verdict,
 * unless meanwhile it got one or the deliverable was approved or published (checked under the row's lock, so
 * two instances' jobs approve it once). Returns whether it did.
 */
export async function autoApprove(
  deps: Pick<AppDeps, "db">,
  link: BrandLinkRow,
  fileId: string,
  days: number,
) {
  const given = await recordVerdict(
    deps,
    link,
    {
      name: `${link.contactName} (no answer in ${days} business days)`,
      email: link.contactEmail,
      fileId,
      verdict: "approved",
      note: `Approved automatically: no answer in ${days} business days.`,
    },
    true,
  );
  return given !== null;
}

async function recordVerdict(
  deps: Pick<AppDeps, "db">,
  link: BrandLinkRow,
  input: BrandVerdictInput,
  auto: boolean,
): Promise<BrandReview["verdicts"][number] | null> {
  return deps.db.transaction(async (tx) => {
    const { deliverable, deal, brand } = await deliverableOf(tx, link, true);
    const file = await fileOfLink(tx, link, input.fileId);
    if (deliverable.status === "Published") return null;
    if (auto) {
      const [answered] = await tx
        .select({ id: brandVerdicts.id })
        .from(brandVerdicts)
        .where(eq(brandVerdicts.fileId, file.id))
        .limit(1);
      if (answered || deliverable.status === "Approved") return null;
    }
    const who = `${input.name} (${brand})`;
    const note = (input.note ?? "").trim();
    const approve = input.verdict === "approved";
    const [kept] = await tx
      .insert(brandVerdicts)
      .values({
        linkId: link.id,
        deliverableId: deliverable.id,
        fileId: file.id,
        verdict: input.verdict,
        note,
        name: input.name,
        email: input.email,
      })
      .returning();
    if (!approve) await sendBackForBrand(tx, file.projectId, file.id, { name: who }, note);
    const to = approve ? "Approved" : "In progress";
    const label = `${deliverable.kind.replaceAll("_", " ")} for ${deliverable.platform}`;
    await tx
      .update(dealDeliverables)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(dealDeliverables.id, deliverable.id));
    const said = approve
      ? `${input.name} <${input.email}> of ${brand} approved v${file.version} of the ${label}`
      : `${input.name} <${input.email}> of ${brand} asked for changes to v${file.version} of the ${label}`;
    const [work] = await tx
      .select({ assigneeId: projects.assigneeId, kind: projects.kind })
      .from(projects)
      .where(eq(projects.id, file.projectId));
    await emit(tx, "deal.deliverable_changed", {
      actor: { id: null, name: who },
      deal: factsOf(deal),
      assignee: work?.assigneeId
        ? {
            id: work.assigneeId,
            link: `/${work.kind === "design" ? "designer" : "editor"}-dashboard/projects/${file.projectId}`,
          }
        : null,
      deliverable: { label: `${label} (${deal.title})` },
      from: deliverable.status,
      to,
      // the deal's history: who of the brand, by which link, and their words
      change: {
        subjectType: "deal",
        subjectId: deal.id,
        from: deal.stage,
        to: deal.stage,
        note: note ? `${said}: "${note}"` : `${said}.`,
        always: true,
      },
    });
    await announceDeal(tx, deal, "updated");
    await enqueueEmail(tx as unknown as Db, {
      to: input.email,
      subject: auto
        ? `${AGENCY}: ${deal.title} was approved for you`
        : approve
          ? `${AGENCY}: you approved ${deal.title}`
          : `${AGENCY}: your changes to ${deal.title} are with the team`,
      text: [
        `Hello ${input.name},`,
        "",
        auto
          ? `v${file.version} of the ${label} of "${deal.title}" had no answer from ${brand} in the agreed business days, so it was approved on your behalf, as the agency told you it would be. If something is wrong, reply to the agency.`
          : approve
            ? `Thank you: you approved v${file.version} of the ${label} of "${deal.title}" for ${brand}.`
            : `Thank you: your request for changes to v${file.version} of the ${label} of "${deal.title}" is with the team. You will get a new version to review on the same link.`,
        ...(note ? ["", "Your note:", note] : []),
        "",
        `The ${AGENCY} team`,
      ].join("\n"),
    });
    return {
      verdict: kept!.verdict,
      note: kept!.note,
      name: kept!.name,
      version: file.version,
      createdAt: kept!.createdAt.toISOString(),
    };
  });
}
