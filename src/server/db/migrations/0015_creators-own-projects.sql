-- A creator's own projects counted per creator (issue 17): a creator's lists of their own requests and their
-- home's counts read `own:projects`, which only changes to that creator's projects move; another creator's
-- new request no longer empties them. The staff's lists of a kind still read the kind's counter (0014).
CREATE FUNCTION "bump_creator_projects_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid text;
  uids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    uids := ARRAY[NEW."creator_id"];
  ELSIF TG_OP = 'DELETE' THEN
    uids := ARRAY[OLD."creator_id"];
  ELSIF OLD."creator_id" IS DISTINCT FROM NEW."creator_id" THEN
    uids := ARRAY[OLD."creator_id", NEW."creator_id"];
  ELSE
    uids := ARRAY[NEW."creator_id"];
  END IF;
  FOREACH uid IN ARRAY uids LOOP
    CONTINUE WHEN uid IS NULL;
    UPDATE "user_versions" SET "version" = "version" + 1 WHERE "user_id" = uid AND "name" = 'projects';
    IF NOT FOUND THEN
      INSERT INTO "user_versions" ("user_id", "name", "version") VALUES (uid, 'projects', 1)
        ON CONFLICT ("user_id", "name") DO UPDATE SET "version" = "user_versions"."version" + 1;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_creator_version" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_creator_projects_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_creator_version_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_versions_of_table"();
