import { and, desc, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { addBusinessDays, agencyDateNow, formatDay } from "~/domain/clock";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { brandLinks, brandVerdicts, dealDeliverables, deals, projectFiles } from "../../db/schema";
import { runPeriodically } from "../../events/jobs";
import { enqueueEmail } from "../../mail/outbox";
import { autoApprove, autoApproveAfter } from "./review";

/*
 * Auto-approval (issue 36): on a deal that has it, a version its brand leaves unanswered is approved for them
 * the business day after the deal's N business days; the business day before, they are reminded by email
 * (once a version). A periodic job, once across the instances; each approval under the deliverable's lock.
 */

const EVERY_MS = 10 * 60_000;

export async function autoApproveDue(deps: Pick<AppDeps, "db">, now = new Date()) {
  const today = agencyDateNow(now);
  // live review links of deals with auto-approval, on deliverables not yet approved or published
  const candidates = await deps.db
    .select({
      link: brandLinks,
      days: deals.brandAutoApproveDays,
      title: deals.title,
      status: dealDeliverables.status,
      projectId: dealDeliverables.projectId,
    })
    .from(brandLinks)
    .innerJoin(deals, eq(deals.id, brandLinks.dealId))
    .innerJoin(dealDeliverables, eq(dealDeliverables.id, brandLinks.deliverableId))
    .where(
      and(
        eq(brandLinks.kind, "review"),
        isNull(brandLinks.revokedAt),
        gt(brandLinks.expiresAt, sql`now()`),
        isNotNull(deals.brandAutoApproveDays),
        isNotNull(dealDeliverables.projectId),
        notInArray(dealDeliverables.status, ["Approved", "Published"]),
      ),
    )
    .limit(500);
  // the newest version of each request, and which of them have a verdict: two statements for them all
  const projectIds = [...new Set(candidates.map((c) => c.projectId!))];
  const newestOf = new Map(
    (projectIds.length
      ? await deps.db
          .selectDistinctOn([projectFiles.projectId], {
            projectId: projectFiles.projectId,
            id: projectFiles.id,
            createdAt: projectFiles.createdAt,
            version: projectFiles.version,
          })
          .from(projectFiles)
          .where(and(inArray(projectFiles.projectId, projectIds), eq(projectFiles.role, "version")))
          .orderBy(projectFiles.projectId, desc(projectFiles.version))
      : []
    ).map((file) => [file.projectId, file]),
  );
  const newestIds = [...newestOf.values()].map((file) => file.id);
  const verdicts = newestIds.length
    ? await deps.db
        .selectDistinct({ fileId: brandVerdicts.fileId })
        .from(brandVerdicts)
        .where(inArray(brandVerdicts.fileId, newestIds))
    : [];
  let approved = 0;
  let reminded = 0;
  for (const { link, days, title, status, projectId } of candidates) {
    const newest = newestOf.get(projectId!);
    const after = autoApproveAfter({ brandAutoApproveDays: days }, { status }, link, newest, verdicts);
    if (!after || !newest || !days) continue;
    if (today > after) {
      if (await autoApprove(deps, link, newest.id, days)) approved++;
    } else if (today >= addBusinessDays(after, -1) && link.remindedFileId !== newest.id) {
      await remind(deps.db, link, newest, title, after);
      reminded++;
    }
  }
  return { approved, reminded };
}

/** The reminder, once a version: marked on the link in the same transaction as the email. */
async function remind(
  db: Db,
  link: typeof brandLinks.$inferSelect,
  version: { id: string; version: number | null },
  title: string,
  after: string,
) {
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(brandLinks)
      .set({ remindedFileId: version.id })
      .where(
        and(eq(brandLinks.id, link.id), sql`${brandLinks.remindedFileId} is distinct from ${version.id}`),
      )
      .returning({ id: brandLinks.id });
    if (!marked) return;
    await enqueueEmail(tx as unknown as Db, {
      to: link.contactEmail,
      subject: `CreatorDesk: v${version.version} of ${title} is waiting for your review`,
      text: [
        `Hello ${link.contactName},`,
        "",
        `v${version.version} of "${title}" is waiting for your review on the link the agency sent you.`,
        `If you do not answer, it is approved on your behalf after ${formatDay(after)}, as agreed with the agency.`,
        "",
        "The CreatorDesk team",
      ].join("\n"),
    });
  });
}

export function startAutoApprovals(deps: Parameters<typeof runPeriodically>[0] & Pick<AppDeps, "db">) {
  return runPeriodically(deps, EVERY_MS, "brand auto-approvals", () => autoApproveDue(deps));
}
