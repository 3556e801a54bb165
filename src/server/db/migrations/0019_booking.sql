ALTER TABLE "appointments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
-- Hand-written (issue 20, booking): keep this block at the end of the migration when it is regenerated.
-- A booked meeting ends after it starts; its source is one of the two ways a meeting is made.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_after_start"
  CHECK ("ends_at" IS NULL OR ("scheduled_datetime" IS NOT NULL AND "ends_at" > "scheduled_datetime"));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_source_known" CHECK ("source" IN ('request', 'slot'));
--> statement-breakpoint
-- No two Scheduled meetings of one manager overlap (ADR 055): two creators who take one slot at once get one
-- row; the other insert fails with SQLSTATE 23P01, answered 409 "That time was just taken". PGlite loads the
-- extension's code (db/client.ts#pgliteExtensions); PostgreSQL ships it (a trusted extension since 13).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
  "manager_id" WITH =,
  tstzrange("scheduled_datetime", "ends_at") WITH &&
) WHERE ("status" = 'Scheduled' AND "ends_at" IS NOT NULL);
