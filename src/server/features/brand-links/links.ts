import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  type BrandLink,
  type BrandLinkCreated,
  type BrandLinkInput,
  brandLinkPath,
} from "~/domain/brand-links";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import { publicUrl } from "../../auth/auth";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { brandLinks, brands, dealDeliverables, deals } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { enqueueEmail } from "../../mail/outbox";
import { type BrandLinkRow, hashBrandToken, newBrandToken } from "./tokens";

/*
 * The managers' side of the brands' links (issue 36): share a deliverable for review or the deal's report
 * with a brand contact (the link emailed through the outbox), list a deal's links, revoke one.
 */

function toBrandLink(row: BrandLinkRow, now = Date.now()): BrandLink {
  return {
    id: row.id,
    kind: row.kind,
    dealId: row.dealId,
    deliverableId: row.deliverableId,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    showMoney: row.options.money === true,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    state: row.revokedAt ? "revoked" : row.expiresAt.getTime() <= now ? "expired" : "live",
  };
}

/**
 * A new link for a brand contact. Sharing the same deliverable (or the deal's report) with the same address
 * again revokes the live one first: one live link per contact and thing. The email goes in the same
 * transaction (the outbox), naming the agency, never the manager's own address.
 */
export async function createBrandLink(
  deps: Pick<AppDeps, "db" | "env">,
  caller: SessionUser,
  dealId: string,
  input: BrandLinkInput,
): Promise<BrandLinkCreated> {
  const token = newBrandToken();
  const url = `${publicUrl(deps.env)}${brandLinkPath(input.kind, token)}`;
  const row = await deps.db.transaction(async (tx) => {
    const [deal] = await tx
      .select({ id: deals.id, title: deals.title, brand: brands.name })
      .from(deals)
      .innerJoin(brands, eq(brands.id, deals.brandId))
      .where(eq(deals.id, dealId));
    if (!deal) throw AppError.notFound("No such deal.");
    let deliverable: { kind: string; platform: string } | undefined;
    if (input.kind === "review") {
      [deliverable] = await tx
        .select({ kind: dealDeliverables.kind, platform: dealDeliverables.platform })
        .from(dealDeliverables)
        .where(and(eq(dealDeliverables.id, input.deliverableId!), eq(dealDeliverables.dealId, dealId)));
      if (!deliverable)
        throw AppError.badRequest("That deliverable is not this deal's.", {
          deliverableId: "Choose one of this deal's deliverables",
        });
    }
    const email = input.contactEmail.trim();
    await tx
      .update(brandLinks)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(brandLinks.kind, input.kind),
          eq(brandLinks.dealId, dealId),
          sql`coalesce(${brandLinks.deliverableId}::text, '') = ${input.deliverableId ?? ""}`,
          sql`lower(${brandLinks.contactEmail}) = lower(${email})`,
          isNull(brandLinks.revokedAt),
        ),
      );
    const days = input.days ?? 14;
    const [made] = await tx
      .insert(brandLinks)
      .values({
        kind: input.kind,
        tokenHash: hashBrandToken(token),
        dealId,
        deliverableId: input.kind === "review" ? input.deliverableId! : null,
        contactName: input.contactName.trim(),
        contactEmail: email,
        options: input.kind === "report" ? { money: input.showMoney === true } : {},
        expiresAt: sql`now() + make_interval(days => ${days})`,
        createdBy: caller.id,
      })
      .returning();
    const what = deliverable
      ? `the ${deliverable.kind.replaceAll("_", " ")} for ${deliverable.platform} of "${deal.title}"`
      : `the campaign report of "${deal.title}"`;
    await enqueueEmail(tx as unknown as Db, {
      to: email,
      subject:
        input.kind === "review"
          ? `CreatorDesk: please review ${deal.title}`
          : `CreatorDesk: your campaign report for ${deal.title}`,
      text: [
        `Hello ${input.contactName.trim()},`,
        "",
        input.kind === "review"
          ? `CreatorDesk has ${what} ready for ${deal.brand}'s review. Open it, comment on any moment, and approve it or ask for changes:`
          : `Follow ${what} for ${deal.brand}, updated as it goes live:`,
        "",
        url,
        "",
        `The link works until ${made!.expiresAt.toUTCString()}, without an account. Keep it to yourself: whoever has it can open it.`,
        "",
        "The CreatorDesk team",
      ].join("\n"),
    });
    return made!;
  });
  return { ...toBrandLink(row), url };
}

/** A page of a deal's links, newest first (managers). */
export async function listBrandLinks(db: Db, dealId: string, query: PageQuery): Promise<Page<BrandLink>> {
  const [deal] = await db.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId));
  if (!deal) throw AppError.notFound("No such deal.");
  const where = eq(brandLinks.dealId, dealId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(brandLinks)
      .where(where)
      .orderBy(desc(brandLinks.createdAt), desc(brandLinks.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.$count(brandLinks, where),
  ]);
  const now = Date.now();
  return {
    items: rows.map((row) => toBrandLink(row, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Revokes a link at once (doing it again changes nothing). */
export async function revokeBrandLink(db: Db, id: string): Promise<BrandLink> {
  await db
    .update(brandLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(brandLinks.id, id), isNull(brandLinks.revokedAt)));
  const [row] = await db.select().from(brandLinks).where(eq(brandLinks.id, id));
  if (!row) throw AppError.notFound("No such link.");
  return toBrandLink(row);
}
