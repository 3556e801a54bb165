CREATE TABLE "talent_assignments" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"manager_id" text,
	"assigned_at" timestamp with time zone,
	"requested_manager_id" text,
	"requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_assignments" ADD CONSTRAINT "talent_assignments_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_assignments" ADD CONSTRAINT "talent_assignments_manager_id_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_assignments" ADD CONSTRAINT "talent_assignments_requested_manager_id_user_id_fk" FOREIGN KEY ("requested_manager_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_assignments_manager_idx" ON "talent_assignments" USING btree ("manager_id") WHERE "talent_assignments"."manager_id" is not null;--> statement-breakpoint
CREATE INDEX "talent_assignments_requested_idx" ON "talent_assignments" USING btree ("requested_manager_id") WHERE "talent_assignments"."requested_manager_id" is not null;--> statement-breakpoint
-- issue 20 (hand-written): the change counter of `talent_assignments` for the cached reads (lib/page-cache.ts:
-- the triage's "Mine" counts), raised once per transaction at commit (0012).
INSERT INTO "table_versions" ("name", "stripe", "version")
  SELECT 'talent_assignments', "stripe", 0 FROM generate_series(0, 15) AS "stripe";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "talent_assignments_data_version" AFTER INSERT OR UPDATE OR DELETE ON "talent_assignments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('talent_assignments');
--> statement-breakpoint
CREATE TRIGGER "talent_assignments_data_version_truncate" AFTER TRUNCATE ON "talent_assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('talent_assignments');
