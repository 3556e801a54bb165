CREATE TABLE "blob_deletions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"key" text NOT NULL,
	"owner_id" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blob_deletions_store_check" CHECK ("blob_deletions"."store" in ('blobs', 'files'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blob_deletions_key_idx" ON "blob_deletions" USING btree ("store","key");--> statement-breakpoint
CREATE INDEX "blob_deletions_due_idx" ON "blob_deletions" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "blob_deletions_owner_idx" ON "blob_deletions" USING btree ("owner_id") WHERE "blob_deletions"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "project_files_storage_key_idx" ON "project_files" USING btree ("storage_key");--> statement-breakpoint
-- hand-written (h3-bytes)
-- Bytes follow their rows (issue 31, ADR 069): deleting a file, an upload or a deal document, whether by
-- itself or by a cascade from its project, deal or account, queues its bytes in `blob_deletions` in the same
-- transaction. Deferred to the commit, so a key that a row still names then (an upload registered as a file
-- in the same transaction: its `file_uploads` row goes, a `project_files` row takes the key) is kept.
CREATE FUNCTION "queue_project_file_bytes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "project_files" WHERE "storage_key" = OLD."storage_key")
     AND NOT EXISTS (SELECT 1 FROM "file_uploads" WHERE "id" = OLD."storage_key") THEN
    INSERT INTO "blob_deletions" ("store", "key", "owner_id", "size")
      VALUES ('blobs', OLD."storage_key", OLD."uploader_id", OLD."size")
      ON CONFLICT ("store", "key") DO NOTHING;
    IF OLD."preview_key" IS NOT NULL THEN
      INSERT INTO "blob_deletions" ("store", "key") VALUES ('blobs', OLD."preview_key")
        ON CONFLICT ("store", "key") DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_files_queue_bytes" AFTER DELETE ON "project_files"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "queue_project_file_bytes"();
--> statement-breakpoint
CREATE FUNCTION "queue_upload_bytes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "project_files" WHERE "storage_key" = OLD."id")
     AND NOT EXISTS (SELECT 1 FROM "file_uploads" WHERE "id" = OLD."id") THEN
    INSERT INTO "blob_deletions" ("store", "key", "owner_id", "size")
      VALUES ('blobs', OLD."id", OLD."user_id", OLD."size")
      ON CONFLICT ("store", "key") DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "file_uploads_queue_bytes" AFTER DELETE ON "file_uploads"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "queue_upload_bytes"();
--> statement-breakpoint
CREATE FUNCTION "queue_deal_document_bytes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "deal_documents" WHERE "storage_key" = OLD."storage_key") THEN
    INSERT INTO "blob_deletions" ("store", "key") VALUES ('files', OLD."storage_key")
      ON CONFLICT ("store", "key") DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "deal_documents_queue_bytes" AFTER DELETE ON "deal_documents"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "queue_deal_document_bytes"();
