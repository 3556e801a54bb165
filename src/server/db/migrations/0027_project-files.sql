CREATE TABLE "file_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"at_ms" integer,
	"x" real,
	"y" real,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_comments_pin_check" CHECK (("file_comments"."x" is null) = ("file_comments"."y" is null) and not ("file_comments"."at_ms" is not null and "file_comments"."x" is not null)
        and ("file_comments"."at_ms" is null or "file_comments"."at_ms" >= 0)
        and ("file_comments"."x" is null or ("file_comments"."x" between 0 and 1 and "file_comments"."y" between 0 and 1)))
);
--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"uploader_id" text,
	"role" text NOT NULL,
	"version" integer,
	"note" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"storage_key" text NOT NULL,
	"preview_status" text DEFAULT 'pending' NOT NULL,
	"preview_key" text,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_files_version_check" CHECK (("project_files"."role" = 'version') = ("project_files"."version" is not null) and ("project_files"."version" is null or "project_files"."version" > 0))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "approved_file_id" uuid;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_uploader_id_user_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_comments_file_idx" ON "file_comments" USING btree ("file_id","created_at","id");--> statement-breakpoint
CREATE INDEX "file_comments_project_open_idx" ON "file_comments" USING btree ("project_id") WHERE "file_comments"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "file_uploads_user_idx" ON "file_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "file_uploads_updated_idx" ON "file_uploads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "project_files_version_idx" ON "project_files" USING btree ("project_id","version");--> statement-breakpoint
CREATE INDEX "project_files_uploader_idx" ON "project_files" USING btree ("uploader_id");
--> statement-breakpoint
-- hand-written: the approved version, declared here and not in the schema (projects.ts would import project-files.ts and back)
ALTER TABLE "projects" ADD CONSTRAINT "projects_approved_file_id_project_files_id_fk" FOREIGN KEY ("approved_file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;
