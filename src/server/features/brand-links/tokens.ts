import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { BRAND_LINK_GONE, type BrandLinkKind } from "~/domain/brand-links";
import type { Db } from "../../db/client";
import { brandLinks } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hashLinkToken } from "../../lib/link-tokens";

/*
 * The brands' link tokens (issue 36): the one kind of link token (lib/link-tokens.ts, ASVS V11.5).
 */

export { hashLinkToken as hashBrandToken, newLinkToken as newBrandToken } from "../../lib/link-tokens";

export type BrandLinkRow = typeof brandLinks.$inferSelect;

/**
 * The live link of `kind` that `token` opens, else 404 with one message whatever the cause (unknown,
 * expired, revoked, the other kind): a guesser learns nothing. Notes when it was last opened (at most once
 * a minute: a video's range requests do not each write).
 */
export async function liveBrandLink(db: Db, token: string, kind: BrandLinkKind): Promise<BrandLinkRow> {
  const [row] = await db
    .select()
    .from(brandLinks)
    .where(
      and(
        eq(brandLinks.tokenHash, hashLinkToken(token)),
        eq(brandLinks.kind, kind),
        isNull(brandLinks.revokedAt),
        gt(brandLinks.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw AppError.notFound(BRAND_LINK_GONE);
  if (!row.lastOpenedAt || Date.now() - row.lastOpenedAt.getTime() > 60_000)
    await db.update(brandLinks).set({ lastOpenedAt: sql`now()` }).where(eq(brandLinks.id, row.id));
  return row;
}
