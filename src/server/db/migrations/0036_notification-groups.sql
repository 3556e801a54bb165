ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "steps" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_group_idx" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."read_at" is null and "notifications"."group_key" is not null;