CREATE TABLE "brand_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_terms" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"commission_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"platform" text NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'To do' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"creator_visible" boolean DEFAULT true NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"creator_id" text NOT NULL,
	"owner_id" text,
	"title" text NOT NULL,
	"stage" text DEFAULT 'Lead' NOT NULL,
	"lost_reason" text,
	"value_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"commission_bps" integer NOT NULL,
	"commission_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"expected_close_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"contracted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_value_range" CHECK ("deals"."value_minor" >= 0 and "deals"."value_minor" <= 100000000000000),
	CONSTRAINT "deals_commission_range" CHECK ("deals"."commission_bps" >= 0 and "deals"."commission_bps" <= 10000),
	CONSTRAINT "deals_payout_sum" CHECK ("deals"."commission_minor" + "deals"."payout_minor" = "deals"."value_minor")
);
--> statement-breakpoint
CREATE TABLE "media_kits" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"portfolio_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_rates" boolean DEFAULT false NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_contacts" ADD CONSTRAINT "brand_contacts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_terms" ADD CONSTRAINT "creator_terms_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_deliverables" ADD CONSTRAINT "deal_deliverables_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_deliverables" ADD CONSTRAINT "deal_deliverables_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_kits" ADD CONSTRAINT "media_kits_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_contacts_brand_idx" ON "brand_contacts" USING btree ("brand_id","position");--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "brands_updated_idx" ON "brands" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deal_deliverables_deal_idx" ON "deal_deliverables" USING btree ("deal_id","due_date");--> statement-breakpoint
CREATE INDEX "deal_deliverables_open_due_idx" ON "deal_deliverables" USING btree ("due_date") WHERE "deal_deliverables"."status" not in ('Approved', 'Published') and "deal_deliverables"."due_date" is not null;--> statement-breakpoint
CREATE INDEX "deal_documents_deal_idx" ON "deal_documents" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_stage_created_idx" ON "deals" USING btree ("stage","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_creator_idx" ON "deals" USING btree ("creator_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_brand_idx" ON "deals" USING btree ("brand_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_owner_idx" ON "deals" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_value_idx" ON "deals" USING btree ("value_minor" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_close_idx" ON "deals" USING btree ("expected_close_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_kits_slug_idx" ON "media_kits" USING btree (lower("slug"));--> statement-breakpoint
-- Change counters of the cached reads (lib/page-cache.ts): `brands` (a brand or its contacts), `deals` (a deal,
-- its deliverables or its documents) and `media_kits`, raised once per transaction at commit (0012).
INSERT INTO "table_versions" ("name", "stripe", "version")
  SELECT "name", "stripe", 0
  FROM unnest(ARRAY['brands', 'deals', 'media_kits']) AS "name", generate_series(0, 15) AS "stripe";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "brands_data_version" AFTER INSERT OR UPDATE OR DELETE ON "brands"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('brands');
--> statement-breakpoint
CREATE TRIGGER "brands_data_version_truncate" AFTER TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('brands');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "brand_contacts_data_version" AFTER INSERT OR UPDATE OR DELETE ON "brand_contacts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('brands');
--> statement-breakpoint
CREATE TRIGGER "brand_contacts_data_version_truncate" AFTER TRUNCATE ON "brand_contacts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('brands');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "deals_data_version" AFTER INSERT OR UPDATE OR DELETE ON "deals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('deals');
--> statement-breakpoint
CREATE TRIGGER "deals_data_version_truncate" AFTER TRUNCATE ON "deals"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('deals');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "deal_deliverables_data_version" AFTER INSERT OR UPDATE OR DELETE ON "deal_deliverables"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('deals');
--> statement-breakpoint
CREATE TRIGGER "deal_deliverables_data_version_truncate" AFTER TRUNCATE ON "deal_deliverables"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('deals');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "deal_documents_data_version" AFTER INSERT OR UPDATE OR DELETE ON "deal_documents"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('deals');
--> statement-breakpoint
CREATE TRIGGER "deal_documents_data_version_truncate" AFTER TRUNCATE ON "deal_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('deals');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "media_kits_data_version" AFTER INSERT OR UPDATE OR DELETE ON "media_kits"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('media_kits');
--> statement-breakpoint
CREATE TRIGGER "media_kits_data_version_truncate" AFTER TRUNCATE ON "media_kits"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('media_kits');
