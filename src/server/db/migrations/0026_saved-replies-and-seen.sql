CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "staff_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_replies_title_idx" ON "saved_replies" USING btree (lower("title"));--> statement-breakpoint
-- hand-written:
-- The change counter of `saved_replies` (issue 21): the list is cached under it (lib/page-cache.ts), raised
-- once per transaction at commit (0012).
INSERT INTO "table_versions" ("name", "stripe", "version")
  SELECT 'saved_replies', "stripe", 0 FROM generate_series(0, 15) AS "stripe";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "saved_replies_data_version" AFTER INSERT OR UPDATE OR DELETE ON "saved_replies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('saved_replies');
--> statement-breakpoint
CREATE TRIGGER "saved_replies_data_version_truncate" AFTER TRUNCATE ON "saved_replies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('saved_replies');
