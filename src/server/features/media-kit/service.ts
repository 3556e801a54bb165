import { and, eq, sql } from "drizzle-orm";
import { todayUtc } from "~/domain/clock";
import {
  keepsMediaKit,
  type MediaKit,
  type MediaKitValues,
  type PublicKit,
  SLUG_RESERVED_DAYS,
  SLUG_TAKEN,
  suggestSlug,
} from "~/domain/media-kit";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { mediaKits, retiredKitSlugs, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/sql-text";
import { channelTotals } from "../performance";

/* The creator's media kit and its public reading (issue 19, item 7). */

type KitRow = typeof mediaKits.$inferSelect;

const toKit = (row: KitRow): MediaKit => ({
  slug: row.slug,
  published: row.published,
  displayName: row.displayName,
  bio: row.bio,
  portfolioLinks: row.portfolioLinks,
  showRates: row.showRates,
  rates: row.rates,
  saved: true,
  updatedAt: row.updatedAt.toISOString(),
});

/** The caller's kit, or what a new one starts as: their name, a slug made from it, unpublished. */
export async function readOwnKit(db: Db, caller: SessionUser): Promise<MediaKit> {
  const [row] = await db.select().from(mediaKits).where(eq(mediaKits.creatorId, caller.id));
  if (row) return toKit(row);
  const name = caller.name.trim();
  return {
    slug: suggestSlug(name || caller.email.split("@")[0] || ""),
    published: false,
    displayName: name,
    bio: "",
    portfolioLinks: [],
    showRates: false,
    rates: [],
    saved: false,
    updatedAt: null,
  };
}

const slugTaken = () => new AppError(409, "slug_taken", SLUG_TAKEN, { slug: SLUG_TAKEN });

/**
 * Saves the caller's kit (insert or update). A slug another creator has (any case) is 409 with the field's
 * error; the old slug stops answering the moment the new one commits, but stays the caller's for
 * SLUG_RESERVED_DAYS (`retired_kit_slugs`): another creator asking for it then is refused the same way, and
 * the caller may take it back. The slugs involved are locked (advisory, by name) for the transaction, so a
 * slug retired and taken at the same moment is one or the other, never both.
 */
export async function saveOwnKit(db: Db, caller: SessionUser, values: MediaKitValues): Promise<MediaKit> {
  const wanted = values.slug.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: mediaKits.slug })
        .from(mediaKits)
        .where(eq(mediaKits.creatorId, caller.id));
      const old = before?.slug.toLowerCase();
      for (const slug of [...new Set([wanted, old ?? wanted])].sort())
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media_kit_slug:${slug}`}))`);
      const [reserved] = await tx
        .select({ creatorId: retiredKitSlugs.creatorId })
        .from(retiredKitSlugs)
        .where(
          and(
            eq(retiredKitSlugs.slug, wanted),
            sql`${retiredKitSlugs.retiredAt} > now() - make_interval(days => ${SLUG_RESERVED_DAYS})`,
          ),
        );
      if (reserved && reserved.creatorId !== caller.id) throw slugTaken();
      const [row] = await tx
        .insert(mediaKits)
        .values({ creatorId: caller.id, ...values })
        .onConflictDoUpdate({
          target: mediaKits.creatorId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      // taken (back): no longer retired; given up: kept for its creator from now
      await tx.delete(retiredKitSlugs).where(eq(retiredKitSlugs.slug, wanted));
      if (old && old !== wanted)
        await tx
          .insert(retiredKitSlugs)
          .values({ slug: old, creatorId: caller.id })
          .onConflictDoUpdate({
            target: retiredKitSlugs.slug,
            set: { creatorId: caller.id, retiredAt: sql`now()` },
          });
      return toKit(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** The published kit at `slug` and its creator's picture, or null (unknown, unpublished, not a creator). */
async function publishedKit(db: Db, slug: string) {
  const [row] = await db
    .select({ kit: mediaKits, image: user.image, role: user.role })
    .from(mediaKits)
    .innerJoin(user, eq(user.id, mediaKits.creatorId))
    .where(and(sql`lower(${mediaKits.slug}) = lower(${slug})`, eq(mediaKits.published, true)));
  return row && keepsMediaKit(row.role) ? row : null;
}

/** The kit's photo address: the kit's own (no user id in it), with the avatar's version so a new one shows. */
const photoUrl = (slug: string, image: string | null) => {
  if (!image) return null;
  const version = new URL(image, "http://x").searchParams.get("v");
  return `/api/kits/${encodeURIComponent(slug)}/photo${version ? `?v=${encodeURIComponent(version)}` : ""}`;
};

/** A published kit as brands see it: public fields only, with each channel's last 28 and 90 days. */
export async function readPublicKit(db: Db, slug: string, today: string = todayUtc()): Promise<PublicKit> {
  const found = await publishedKit(db, slug);
  if (!found) throw AppError.notFound("No such media kit.");
  return asPublic(db, found.kit, found.image, today);
}

/** The caller's saved kit as brands would see it once published (its preview), or 404 before it is saved. */
export async function previewOwnKit(db: Db, caller: SessionUser, today: string = todayUtc()) {
  const [kit] = await db.select().from(mediaKits).where(eq(mediaKits.creatorId, caller.id));
  if (!kit) throw AppError.notFound("Save your media kit first to preview it.");
  // the photo at the kit's public address answers only once published: the preview shows the avatar's own
  return { ...(await asPublic(db, kit, null, today)), photoUrl: caller.image ?? null };
}

async function asPublic(db: Db, kit: KitRow, image: string | null, today: string): Promise<PublicKit> {
  return {
    slug: kit.slug,
    displayName: kit.displayName,
    bio: kit.bio,
    photoUrl: photoUrl(kit.slug, image),
    channels: await channelTotals(db, kit.creatorId, today),
    portfolioLinks: kit.portfolioLinks,
    rates: kit.showRates ? kit.rates : null,
    asOf: today,
  };
}

/** The creator whose published kit is at `slug` (for its photo), or 404. */
export async function kitOwner(db: Db, slug: string): Promise<string> {
  const found = await publishedKit(db, slug);
  if (!found) throw AppError.notFound("No such media kit.");
  return found.kit.creatorId;
}

/** The display name of the published kit at `slug`, or null (the contact page's subject). */
export async function publishedKitName(db: Db, slug: string): Promise<string | null> {
  if (slug.length > 200) return null;
  return (await publishedKit(db, slug))?.kit.displayName ?? null;
}
