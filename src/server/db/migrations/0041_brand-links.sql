CREATE TABLE "brand_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"deal_id" uuid NOT NULL,
	"deliverable_id" uuid,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "brand_links_kind_check" CHECK (("brand_links"."kind" = 'review') = ("brand_links"."deliverable_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "brand_verdicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"file_id" uuid,
	"verdict" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_comments" ADD COLUMN "visibility" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_comments" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "file_comments" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "brand_links" ADD CONSTRAINT "brand_links_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_links" ADD CONSTRAINT "brand_links_deliverable_id_deal_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deal_deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_links" ADD CONSTRAINT "brand_links_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_verdicts" ADD CONSTRAINT "brand_verdicts_link_id_brand_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."brand_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_verdicts" ADD CONSTRAINT "brand_verdicts_deliverable_id_deal_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deal_deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_verdicts" ADD CONSTRAINT "brand_verdicts_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_links_token_idx" ON "brand_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "brand_links_deal_idx" ON "brand_links" USING btree ("deal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "brand_links_live_idx" ON "brand_links" USING btree ("kind","deal_id",coalesce("deliverable_id"::text, ''),lower("contact_email")) WHERE "brand_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "brand_verdicts_deliverable_idx" ON "brand_verdicts" USING btree ("deliverable_id","created_at" DESC NULLS LAST);