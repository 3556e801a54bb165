CREATE TABLE "deal_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid,
	"deal_title" text NOT NULL,
	"brand_name" text NOT NULL,
	"creator_id" text NOT NULL,
	"manager_id" text,
	"currency" text NOT NULL,
	"gross_minor" bigint NOT NULL,
	"commission_bps" integer NOT NULL,
	"commission_minor" bigint NOT NULL,
	"creator_minor" bigint NOT NULL,
	"manager_share_bps" integer,
	"manager_minor" bigint NOT NULL,
	"agency_minor" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_payout_id" uuid,
	"manager_payout_id" uuid,
	CONSTRAINT "deal_settlements_deal_key" UNIQUE("deal_id"),
	CONSTRAINT "deal_settlements_sum" CHECK ("deal_settlements"."creator_minor" + "deal_settlements"."manager_minor" + "deal_settlements"."agency_minor" = "deal_settlements"."gross_minor")
);
--> statement-breakpoint
CREATE TABLE "deal_shares" (
	"deal_id" uuid PRIMARY KEY NOT NULL,
	"share_bps" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"agency" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_agency_year_pk" PRIMARY KEY("agency","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_positive" CHECK ("invoice_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"credit_of" uuid,
	"status" text DEFAULT 'Draft' NOT NULL,
	"agency" text DEFAULT 'main' NOT NULL,
	"year" integer,
	"seq" integer,
	"number" text,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_bps" integer DEFAULT 0 NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"tax_note" text DEFAULT '' NOT NULL,
	"terms_days" integer DEFAULT 30 NOT NULL,
	"issue_date" date,
	"due_date" date,
	"note" text DEFAULT '' NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"credited_minor" bigint DEFAULT 0 NOT NULL,
	"seller" jsonb,
	"buyer" jsonb,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_settled" CHECK ("invoices"."paid_minor" + "invoices"."credited_minor" <= "invoices"."total_minor"),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."subtotal_minor" >= 0 and "invoices"."tax_minor" >= 0 and "invoices"."paid_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "manager_shares" (
	"manager_id" text PRIMARY KEY NOT NULL,
	"share_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payee_id" text NOT NULL,
	"role" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "billing_legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "billing_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "billing_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "billing_tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD COLUMN "encoding" text;--> statement-breakpoint
ALTER TABLE "deal_settlements" ADD CONSTRAINT "deal_settlements_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_settlements" ADD CONSTRAINT "deal_settlements_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_settlements" ADD CONSTRAINT "deal_settlements_manager_id_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_settlements" ADD CONSTRAINT "deal_settlements_creator_payout_id_payouts_id_fk" FOREIGN KEY ("creator_payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_settlements" ADD CONSTRAINT "deal_settlements_manager_payout_id_payouts_id_fk" FOREIGN KEY ("manager_payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_shares" ADD CONSTRAINT "deal_shares_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_shares" ADD CONSTRAINT "manager_shares_manager_id_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payee_id_user_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_settlements_creator_idx" ON "deal_settlements" USING btree ("creator_id","settled_at");--> statement-breakpoint
CREATE INDEX "deal_settlements_manager_idx" ON "deal_settlements" USING btree ("manager_id","settled_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("agency","year","seq");--> statement-breakpoint
CREATE INDEX "invoices_deal_idx" ON "invoices" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" in ('Issued', 'Partially paid') and "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "payouts_payee_idx" ON "payouts" USING btree ("payee_id","role","paid_on");