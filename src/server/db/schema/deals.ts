import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { DealViewFilters } from "~/domain/deals";
import { user } from "./auth";
import { projects } from "./projects";

/*
 * Brand deals (issue 19). Money is integer minor units of the deal's currency (bigint, read as a JavaScript
 * number: MAX_MINOR in src/domain/deals.ts keeps every amount a safe integer). The commission and the payout
 * are computed once, by src/domain/deals.ts, when the value or the rate changes, and stored with the deal, so
 * that every sum over deals is a plain SUM of stored integers.
 */

export const brands = pgTable(
  "brands",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    website: text("website").notNull().default(""),
    industry: text("industry").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /** issue 38: the billing details invoices name (`BrandBilling` of src/domain/invoices.ts) */
    billingLegalName: text("billing_legal_name").notNull().default(""),
    billingAddress: text("billing_address").notNull().default(""),
    billingEmail: text("billing_email").notNull().default(""),
    billingTaxId: text("billing_tax_id").notNull().default(""),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("brands_name_idx").on(sql`lower(${t.name})`, t.id),
    index("brands_updated_idx").on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const brandContacts = pgTable(
  "brand_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
  },
  (t) => [index("brand_contacts_brand_idx").on(t.brandId, t.position)],
);

/** The agency's terms with a creator: the default commission of their new deals. */
export const creatorTerms = pgTable("creator_terms", {
  creatorId: text("creator_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  commissionBps: integer("commission_bps").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // a brand with deals is not deleted (its deals are the agency's records)
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    creatorId: text("creator_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** the manager who owns the deal */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    stage: text("stage").notNull().default("Lead"),
    lostReason: text("lost_reason"),
    valueMinor: bigint("value_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    commissionBps: integer("commission_bps").notNull(),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull(),
    payoutMinor: bigint("payout_minor", { mode: "number" }).notNull(),
    expectedCloseDate: date("expected_close_date", { mode: "string" }),
    /** the agency's notes: managers only */
    notes: text("notes").notNull().default(""),
    /** issue 36: a brand's silence on a version approves it after this many business days; null: never */
    brandAutoApproveDays: integer("brand_auto_approve_days"),
    /** when it first reached Contracted (booked revenue is counted in that month) */
    contractedAt: timestamp("contracted_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("deals_value_range", sql`${t.valueMinor} >= 0 and ${t.valueMinor} <= 100000000000000`),
    check("deals_commission_range", sql`${t.commissionBps} >= 0 and ${t.commissionBps} <= 10000`),
    check("deals_payout_sum", sql`${t.commissionMinor} + ${t.payoutMinor} = ${t.valueMinor}`),
    index("deals_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("deals_stage_created_idx").on(t.stage, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("deals_creator_idx").on(t.creatorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("deals_brand_idx").on(t.brandId, t.createdAt.desc().nullsFirst()),
    index("deals_owner_idx").on(t.ownerId, t.createdAt.desc().nullsFirst()),
    index("deals_value_idx").on(t.valueMinor.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("deals_close_idx").on(t.expectedCloseDate, t.id),
  ],
);

export const dealDeliverables = pgTable(
  "deal_deliverables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    platform: text("platform").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    status: text("status").notNull().default("To do"),
    /** the submitted draft's or the published post's link */
    link: text("link").notNull().default(""),
    /** an editing project, design request or campaign of the deal's creator */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("deal_deliverables_deal_idx").on(t.dealId, t.dueDate),
    // overdue counts: open deliverables by due date
    index("deal_deliverables_open_due_idx")
      .on(t.dueDate)
      .where(sql`${t.status} not in ('Approved', 'Published') and ${t.dueDate} is not null`),
  ],
);

export const dealDocuments = pgTable(
  "deal_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** the key in the blob store (storage/blobs.ts) */
    storageKey: text("storage_key").notNull(),
    /** whether the deal's creator may see and download it (the agency's internal papers: no) */
    creatorVisible: boolean("creator_visible").notNull().default(true),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("deal_documents_deal_idx").on(t.dealId, t.createdAt)],
);

/** A creator's public media kit at /kit/{slug}: off until the creator publishes it. */
export const mediaKits = pgTable(
  "media_kits",
  {
    creatorId: text("creator_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    published: boolean("published").notNull().default(false),
    displayName: text("display_name").notNull().default(""),
    bio: text("bio").notNull().default(""),
    /** [{ title, url }] */
    portfolioLinks: jsonb("portfolio_links").$type<{ title: string; url: string }[]>().notNull().default([]),
    showRates: boolean("show_rates").notNull().default(false),
    /** [{ label, amountMinor, currency }] */
    rates: jsonb("rates")
      .$type<{ label: string; amountMinor: number; currency: string }[]>()
      .notNull()
      .default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("media_kits_slug_idx").on(sql`lower(${t.slug})`)],
);

/**
 * A media kit's address its creator gave up: kept for them for a while (SLUG_RESERVED_DAYS), so a brand's
 * saved link never opens another creator's kit; its creator may take it back. One row a slug (lower case).
 */
export const retiredKitSlugs = pgTable(
  "retired_kit_slugs",
  {
    /** lower case */
    slug: text("slug").primaryKey(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("retired_kit_slugs_creator_idx").on(t.creatorId)],
);

/**
 * A manager's saved views of the pipeline (issue 35): a name and the filters and view it stands for (the
 * domain's `DealViewFilters`). Each manager's own; names unique per manager.
 */
export const dealViews = pgTable(
  "deal_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<DealViewFilters>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // the list reads a manager's views by name; "Big deals" and "big deals" are one name
  (t) => [uniqueIndex("deal_views_owner_name_idx").on(t.ownerId, sql`lower(${t.name})`)],
);
