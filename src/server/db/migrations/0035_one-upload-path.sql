ALTER TABLE "file_uploads" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "file_uploads" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD COLUMN "purpose" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_purpose_check" CHECK (("file_uploads"."purpose" = 'file') = ("file_uploads"."project_id" is not null and "file_uploads"."role" is not null));