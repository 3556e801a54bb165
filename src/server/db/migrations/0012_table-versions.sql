-- The change counters spread over rows (issue 17): a table's counter is the sum of its 16 stripes, and a
-- transaction raises its connection's stripe. Writers of different tables no longer queue on one row lock
-- through their commits, and writers of one table seldom do. The counters keep their values (stripe 0).
CREATE TABLE "table_versions" (
	"name" text NOT NULL,
	"stripe" smallint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "table_versions_pk" PRIMARY KEY("name","stripe")
);
--> statement-breakpoint
INSERT INTO "table_versions" ("name", "stripe", "version")
  SELECT "key", "stripe", CASE WHEN "stripe" = 0 THEN "value"::bigint ELSE 0 END
  FROM "data_versions", jsonb_each_text(to_jsonb("data_versions") - 'id' - 'open_chats'),
    generate_series(0, 15) AS "stripe";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter text := coalesce(TG_ARGV[0], TG_TABLE_NAME);
  flag text := 'creatordesk.data_version_' || counter;
BEGIN
  IF coalesce(current_setting(flag, true), '') = '' THEN
    UPDATE "table_versions" SET "version" = "version" + 1
      WHERE "name" = counter AND "stripe" = pg_backend_pid() % 16;
    PERFORM set_config(flag, 'bumped', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Chat writes touch no shared row: the managers' count of open chats is read afresh (one indexed count).
DROP TRIGGER "open_chats_data_version" ON "chat_sessions";
--> statement-breakpoint
DROP TRIGGER "open_chats_data_version_update" ON "chat_sessions";
--> statement-breakpoint
DROP TRIGGER "open_chats_data_version_truncate" ON "chat_sessions";
--> statement-breakpoint
DROP TABLE "data_versions" CASCADE;
