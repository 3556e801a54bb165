ALTER TABLE "brand_links" ADD COLUMN "reminded_file_id" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "brand_auto_approve_days" integer;