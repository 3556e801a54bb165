-- The change counters of `project_files` and `file_comments` (issue 22): a project's list of files is cached
-- under them (lib/page-cache.ts), raised once per transaction at commit (0012).
INSERT INTO "table_versions" ("name", "stripe", "version")
  SELECT 'project_files', "stripe", 0 FROM generate_series(0, 15) AS "stripe";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_files_data_version" AFTER INSERT OR UPDATE OR DELETE ON "project_files"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('project_files');
--> statement-breakpoint
CREATE TRIGGER "project_files_data_version_truncate" AFTER TRUNCATE ON "project_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('project_files');
--> statement-breakpoint
INSERT INTO "table_versions" ("name", "stripe", "version")
  SELECT 'file_comments', "stripe", 0 FROM generate_series(0, 15) AS "stripe";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "file_comments_data_version" AFTER INSERT OR UPDATE OR DELETE ON "file_comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('file_comments');
--> statement-breakpoint
CREATE TRIGGER "file_comments_data_version_truncate" AFTER TRUNCATE ON "file_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('file_comments');
