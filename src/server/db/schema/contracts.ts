import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { SignatureField } from "~/domain/contracts";
import { user } from "./auth";
import { dealDocuments, deals } from "./deals";

/*
 * Contracts signed inside CreatorDesk (issue 37, ADR 083). A contract is one signing of one PDF on a deal:
 * its signers in order, each with their own link token (only its SHA-256 is kept, and only while it is
 * their turn), and every act in `contract_events`, which nothing may change once written.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    source: text("source", { enum: ["template", "upload"] }).notNull(),
    /** the PDF sent for signing, its own blob (a copy of an uploaded document's bytes) */
    documentKey: text("document_key").notNull(),
    documentSha256: text("document_sha256").notNull(),
    status: text("status", {
      enum: ["in_progress", "sealing", "completed", "declined", "cancelled", "expired"],
    })
      .notNull()
      .default("in_progress"),
    reminderDays: integer("reminder_days").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** the sealed PDF, kept as one of the deal's documents */
    sealedDocumentId: uuid("sealed_document_id").references(() => dealDocuments.id, { onDelete: "set null" }),
    /** the document with the signatures stamped in, before the certificate page and the seal */
    stampedSha256: text("stamped_sha256"),
    sealedSha256: text("sealed_sha256"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("contracts_deal_idx").on(t.dealId, t.createdAt.desc()),
    // the periodic pass reads only the open ones
    index("contracts_open_idx").on(t.expiresAt).where(sql`${t.status} in ('in_progress', 'sealing')`),
  ],
);

export const contractSigners = pgTable(
  "contract_signers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    /** 1, 2, 3 … the order of signing */
    position: integer("position").notNull(),
    role: text("role", { enum: ["brand", "creator", "agency"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** the account that signs from its dashboard; null for a brand contact (their link) */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: ["waiting", "pending", "signed", "declined"] })
      .notNull()
      .default("waiting"),
    /** the SHA-256 of the signer's live link token (their turn only; a reminder replaces it) */
    tokenHash: text("token_hash"),
    /** where they sign on an uploaded PDF; a template places it itself */
    field: jsonb("field").$type<SignatureField>(),
    /** when they were last emailed (their turn, or a reminder) */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signature: jsonb("signature").$type<{ kind: "typed"; text: string } | { kind: "drawn"; image: string }>(),
    declineReason: text("decline_reason"),
  },
  (t) => [
    uniqueIndex("contract_signers_order_idx").on(t.contractId, t.position),
    uniqueIndex("contract_signers_token_idx").on(t.tokenHash),
    // a dashboard's "to sign" list
    index("contract_signers_user_idx").on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every act of a signing, who (as they were then), when, from where (IP, user agent): append only (a
 * trigger refuses an update; ADR 083). The sealed PDF's certificate page is made from these rows.
 */
export const contractEvents = pgTable(
  "contract_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    signerId: uuid("signer_id"),
    action: text("action", {
      enum: ["created", "sent", "opened", "signed", "declined", "reminded", "cancelled", "expired", "sealed"],
    }).notNull(),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    detail: text("detail"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contract_events_contract_idx").on(t.contractId, t.id)],
);

/**
 * The agency's sealing certificate when no PKCS#12 file is configured (SIGNING_P12_FILE): a self-signed
 * one made at first start, its PKCS#12 encrypted with a key derived from BETTER_AUTH_SECRET (AES-256-GCM).
 */
export const sealCertificates = pgTable("seal_certificates", {
  id: text("id").primaryKey(),
  p12Sealed: text("p12_sealed").notNull(),
  subject: text("subject").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
