CREATE TABLE "creator_daily_stats" (
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"watch_hours" numeric DEFAULT 0 NOT NULL,
	"net_subscribers" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "creator_daily_stats_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "creator_daily_stats" ADD CONSTRAINT "creator_daily_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counters of scopes (issue 17): the projects of one kind, and the people as other lists show them. A change
-- of a design request no longer empties the editors' pages, nor a sign-up or a sign-in every project page.
INSERT INTO "table_versions" ("name", "stripe", "version")
  SELECT "name", "stripe", 0
  FROM unnest(ARRAY['projects:editing', 'projects:design', 'projects:promotion', 'people', 'creator_daily_stats']) AS "name",
    generate_series(0, 15) AS "stripe";
--> statement-breakpoint
DELETE FROM "table_versions" WHERE "name" = 'projects';
--> statement-breakpoint
DROP TRIGGER "projects_data_version" ON "projects";
--> statement-breakpoint
DROP TRIGGER "projects_data_version_truncate" ON "projects";
--> statement-breakpoint
-- Raises the counter of each kind whose projects a transaction changes, once per kind, at commit.
CREATE FUNCTION "bump_project_kind_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  kinds text[];
  flag text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    kinds := ARRAY[NEW."kind"];
  ELSIF TG_OP = 'DELETE' THEN
    kinds := ARRAY[OLD."kind"];
  ELSE
    kinds := ARRAY[OLD."kind", NEW."kind"];
  END IF;
  FOREACH kind IN ARRAY kinds LOOP
    flag := 'creatordesk.data_version_projects_' || kind;
    IF coalesce(current_setting(flag, true), '') = '' THEN
      UPDATE "table_versions" SET "version" = "version" + 1
        WHERE "name" = 'projects:' || kind AND "stripe" = pg_backend_pid() % 16;
      PERFORM set_config(flag, 'bumped', true);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_kind_version" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_project_kind_version"();
--> statement-breakpoint
CREATE FUNCTION "bump_every_project_kind_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_versions" SET "version" = "version" + 1
    WHERE "name" LIKE 'projects:%' AND "stripe" = pg_backend_pid() % 16;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "projects_kind_version_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_every_project_kind_version"();
--> statement-breakpoint
-- The people: a name, an email, a picture or a role changed, or a user deleted. `user` still counts every
-- change (the users' list shows sign-ups and bans).
CREATE CONSTRAINT TRIGGER "people_data_version" AFTER UPDATE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."image" IS DISTINCT FROM NEW."image" OR OLD."role" IS DISTINCT FROM NEW."role")
  EXECUTE FUNCTION "bump_data_version"('people');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "people_data_version_delete" AFTER DELETE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('people');
--> statement-breakpoint
CREATE TRIGGER "people_data_version_truncate" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('people');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "creator_daily_stats_data_version" AFTER INSERT OR UPDATE OR DELETE ON "creator_daily_stats"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "creator_daily_stats_data_version_truncate" AFTER TRUNCATE ON "creator_daily_stats"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
-- The rollup, by deltas: what a statement added to channels' days is added to their creators' days, what it
-- took away is taken away. An upsert's update reads the latest committed row, so two imports of one creator
-- at once both count. Rows whose channel is gone (a channel deleted) were taken away by the channel's trigger.
CREATE FUNCTION "roll_up_channel_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "creator_daily_stats" r
      SET "days" = r."days" - d."days", "views" = r."views" - d."views",
        "watch_hours" = r."watch_hours" - d."watch_hours", "net_subscribers" = r."net_subscribers" - d."net"
      FROM (
        SELECT c."user_id", o."date", count(*) AS "days", coalesce(sum(o."views"), 0) AS "views",
          coalesce(sum(o."watch_hours"::numeric), 0) AS "watch_hours", coalesce(sum(o."net_subscribers"), 0) AS "net"
        FROM "old_rows" o JOIN "channels" c ON c."id" = o."channel_id"
        GROUP BY 1, 2
      ) d
      WHERE r."user_id" = d."user_id" AND r."date" = d."date";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "creator_daily_stats" AS r ("user_id", "date", "days", "views", "watch_hours", "net_subscribers")
      SELECT c."user_id", n."date", count(*), coalesce(sum(n."views"), 0), coalesce(sum(n."watch_hours"::numeric), 0),
        coalesce(sum(n."net_subscribers"), 0)
      FROM "new_rows" n JOIN "channels" c ON c."id" = n."channel_id"
      GROUP BY 1, 2
      ORDER BY 1, 2
      ON CONFLICT ("user_id", "date") DO UPDATE SET
        "days" = r."days" + excluded."days", "views" = r."views" + excluded."views",
        "watch_hours" = r."watch_hours" + excluded."watch_hours",
        "net_subscribers" = r."net_subscribers" + excluded."net_subscribers";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "channel_stats_roll_up_insert" AFTER INSERT ON "channel_daily_stats"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_channel_stats"();
--> statement-breakpoint
CREATE TRIGGER "channel_stats_roll_up_update" AFTER UPDATE ON "channel_daily_stats"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_channel_stats"();
--> statement-breakpoint
CREATE TRIGGER "channel_stats_roll_up_delete" AFTER DELETE ON "channel_daily_stats"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_channel_stats"();
--> statement-breakpoint
-- A channel about to be deleted: its days leave its creator's (its rows then go by the foreign key, when the
-- channel is already gone and the statement trigger above cannot tell whose they were).
CREATE FUNCTION "roll_up_channel_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "creator_daily_stats" r
    SET "days" = r."days" - d."days", "views" = r."views" - d."views",
      "watch_hours" = r."watch_hours" - d."watch_hours", "net_subscribers" = r."net_subscribers" - d."net"
    FROM (
      SELECT s."date", count(*) AS "days", coalesce(sum(s."views"), 0) AS "views",
        coalesce(sum(s."watch_hours"::numeric), 0) AS "watch_hours", coalesce(sum(s."net_subscribers"), 0) AS "net"
      FROM "channel_daily_stats" s WHERE s."channel_id" = OLD."id"
      GROUP BY 1
    ) d
    WHERE r."user_id" = OLD."user_id" AND r."date" = d."date"
      -- a channel going with its account: the account's days go too (and may not be written on the way)
      AND EXISTS (SELECT 1 FROM "user" u WHERE u."id" = OLD."user_id");
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "channels_roll_up_delete" BEFORE DELETE ON "channels"
  FOR EACH ROW EXECUTE FUNCTION "roll_up_channel_delete"();
--> statement-breakpoint
-- A truncate of the channels' days empties the rollup (a TRUNCATE of channels cascades here, too).
CREATE FUNCTION "roll_up_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "creator_daily_stats";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "channel_stats_roll_up_truncate" AFTER TRUNCATE ON "channel_daily_stats"
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_truncate"();
--> statement-breakpoint
INSERT INTO "creator_daily_stats" ("user_id", "date", "days", "views", "watch_hours", "net_subscribers")
  SELECT c."user_id", s."date", count(*), coalesce(sum(s."views"), 0), coalesce(sum(s."watch_hours"::numeric), 0),
    coalesce(sum(s."net_subscribers"), 0)
  FROM "channel_daily_stats" s JOIN "channels" c ON c."id" = s."channel_id"
  GROUP BY 1, 2;
