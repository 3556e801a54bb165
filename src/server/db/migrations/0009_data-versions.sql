CREATE TABLE "data_versions" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"projects" bigint DEFAULT 0 NOT NULL,
	"user" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_versions_one_row" CHECK ("data_versions"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "data_versions" ("id") VALUES (1);
--> statement-breakpoint
-- Raises the counter of the changed table, once per transaction: the flag is local to the transaction (and
-- undone with a savepoint rolled back), so the other rows' events of the same transaction skip the update.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'creatordesk.data_version_' || TG_TABLE_NAME;
BEGIN
  IF coalesce(current_setting(flag, true), '') = '' THEN
    EXECUTE format('UPDATE "data_versions" SET %1$I = %1$I + 1 WHERE "id" = 1', TG_TABLE_NAME);
    PERFORM set_config(flag, 'bumped', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit: the counter's row lock is the last lock a writer takes.
CREATE CONSTRAINT TRIGGER "projects_data_version" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_data_version_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_data_version" AFTER INSERT OR UPDATE OR DELETE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "user_data_version_truncate" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
