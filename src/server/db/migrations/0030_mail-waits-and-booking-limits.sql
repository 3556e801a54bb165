CREATE TABLE "retired_kit_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager_availability" ADD COLUMN "horizon_days" integer DEFAULT 28 NOT NULL;--> statement-breakpoint
ALTER TABLE "manager_availability" ADD COLUMN "max_upcoming_bookings" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retired_kit_slugs" ADD CONSTRAINT "retired_kit_slugs_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_kit_slugs_creator_idx" ON "retired_kit_slugs" USING btree ("creator_id");