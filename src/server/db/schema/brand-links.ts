import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { dealDeliverables, deals } from "./deals";
import { projectFiles } from "./project-files";

/*
 * Links a manager gives a brand contact (issue 36): a review link of one deliverable (`/review/{token}`), or
 * a campaign report of one deal (`/report/{token}`). The token (256 bits from the CSPRNG) is shown once, in
 * the email; only its SHA-256 is kept. A link ends at `expires_at` or when revoked; sharing the same
 * deliverable (or report) with the same contact again replaces the live one.
 */
export const brandLinks = pgTable(
  "brand_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["review", "report"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** the deliverable a review link opens (null for a report) */
    deliverableId: uuid("deliverable_id").references(() => dealDeliverables.id, { onDelete: "cascade" }),
    /** who it was given to, as the brand's contact was then (contacts are replaced when a brand is saved) */
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    /** what a report shows beyond the deliverables (`{ money: boolean }`) */
    options: jsonb("options").$type<{ money?: boolean }>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    /** the version the brand was last reminded of before its auto-approval (one reminder a version) */
    remindedFileId: uuid("reminded_file_id"),
  },
  (t) => [
    uniqueIndex("brand_links_token_idx").on(t.tokenHash),
    index("brand_links_deal_idx").on(t.dealId, t.createdAt.desc()),
    // one live link per contact and deliverable (review) or deal (report)
    uniqueIndex("brand_links_live_idx")
      .on(t.kind, t.dealId, sql`coalesce(${t.deliverableId}::text, '')`, sql`lower(${t.contactEmail})`)
      .where(sql`${t.revokedAt} is null`),
    check("brand_links_kind_check", sql`(${t.kind} = 'review') = (${t.deliverableId} is not null)`),
  ],
);

/** A brand's verdict on a version through a review link: who (as they said), what, when, and the note. */
export const brandVerdicts = pgTable(
  "brand_verdicts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => brandLinks.id, { onDelete: "cascade" }),
    deliverableId: uuid("deliverable_id")
      .notNull()
      .references(() => dealDeliverables.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").references(() => projectFiles.id, { onDelete: "set null" }),
    verdict: text("verdict", { enum: ["approved", "changes_requested"] }).notNull(),
    note: text("note").notNull().default(""),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("brand_verdicts_deliverable_idx").on(t.deliverableId, t.createdAt.desc())],
);
