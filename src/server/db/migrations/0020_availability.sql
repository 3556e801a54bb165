CREATE TABLE "manager_availability" (
	"manager_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"overrides" jsonb NOT NULL,
	"lengths" jsonb NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager_availability" ADD CONSTRAINT "manager_availability_manager_id_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (issue 20, availability): the settings' own bounds (the index busyOf reads,
-- appointments_manager_time_idx, came with migration 0018)
ALTER TABLE "manager_availability" ADD CONSTRAINT "manager_availability_bounds" CHECK (
  "buffer_minutes" BETWEEN 0 AND 240 AND "min_notice_minutes" BETWEEN 0 AND 43200
  AND jsonb_typeof("weekly") = 'array' AND jsonb_typeof("overrides") = 'array' AND jsonb_typeof("lengths") = 'array'
);
