CREATE TABLE "user_versions" (
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_versions_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
-- Counters are updated, never grown: room on each page for the new versions of its rows (HOT updates, no
-- index change) and fewer writers' rows sharing a page.
ALTER TABLE "user_versions" SET (fillfactor = 20);
--> statement-breakpoint
ALTER TABLE "table_versions" SET (fillfactor = 20);
--> statement-breakpoint
-- Raises the counter of each user whose rows of the table (its "user_id") a transaction changes, at commit,
-- like bump_data_version (issue 17: per-user scopes); once a row, not once a transaction: the counter only
-- has to move, and a row's write is one user's (no flag to set and read, as the shared counters need). An
-- update of the user's row, made by their first change (an insert only then: cheaper than an upsert).
CREATE FUNCTION "bump_user_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid text;
  uids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    uids := ARRAY[NEW."user_id"];
  ELSIF TG_OP = 'DELETE' THEN
    uids := ARRAY[OLD."user_id"];
  ELSIF OLD."user_id" IS DISTINCT FROM NEW."user_id" THEN
    uids := ARRAY[OLD."user_id", NEW."user_id"];
  ELSE
    uids := ARRAY[NEW."user_id"];
  END IF;
  FOREACH uid IN ARRAY uids LOOP
    CONTINUE WHEN uid IS NULL;
    UPDATE "user_versions" SET "version" = "version" + 1 WHERE "user_id" = uid AND "name" = TG_TABLE_NAME;
    IF NOT FOUND THEN
      INSERT INTO "user_versions" ("user_id", "name", "version") VALUES (uid, TG_TABLE_NAME, 1)
        ON CONFLICT ("user_id", "name") DO UPDATE SET "version" = "user_versions"."version" + 1;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "todos_user_version" AFTER INSERT OR UPDATE OR DELETE ON "todos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "scripts_user_version" AFTER INSERT OR UPDATE OR DELETE ON "scripts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "notifications_user_version" AFTER INSERT OR UPDATE OR DELETE ON "notifications"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_version"();
--> statement-breakpoint
-- A truncate changes every user's rows of the table: every counter of it moves.
CREATE FUNCTION "bump_user_versions_of_table"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_versions" SET "version" = "version" + 1 WHERE "name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "todos_user_version_truncate" AFTER TRUNCATE ON "todos"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_versions_of_table"();
--> statement-breakpoint
CREATE TRIGGER "scripts_user_version_truncate" AFTER TRUNCATE ON "scripts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_versions_of_table"();
--> statement-breakpoint
CREATE TRIGGER "notifications_user_version_truncate" AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_versions_of_table"();
--> statement-breakpoint
-- Nothing reads these three tables but as the caller's own rows now: their table-wide counters go, and a
-- write of one user's to-do, script or notification touches that user's row only.
DROP TRIGGER "todos_data_version" ON "todos";
--> statement-breakpoint
DROP TRIGGER "todos_data_version_truncate" ON "todos";
--> statement-breakpoint
DROP TRIGGER "scripts_data_version" ON "scripts";
--> statement-breakpoint
DROP TRIGGER "scripts_data_version_truncate" ON "scripts";
--> statement-breakpoint
DROP TRIGGER "notifications_data_version" ON "notifications";
--> statement-breakpoint
DROP TRIGGER "notifications_data_version_truncate" ON "notifications";
--> statement-breakpoint
DELETE FROM "table_versions" WHERE "name" IN ('todos', 'scripts', 'notifications');
