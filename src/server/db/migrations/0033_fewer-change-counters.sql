-- hand-written (issue 33, ADR 025): the change counters only where a cached answer reads them. The counters'
-- cache now serves five hot shared lists (the production lists, the production counts, the triage, the
-- notifications, the deals board) and the public media kit page; every other read is served fresh. The counters nobody reads any more lose
-- their triggers (found by what they raise, so none is missed) and their rows, and their writes no longer
-- touch the counters at all.
DO $$
DECLARE
  unread text[] := ARRAY['user', 'creator_daily_stats', 'audit_log', 'status_changes', 'manager_availability',
    'creator_contacts', 'saved_replies', 'file_comments'];
  found record;
BEGIN
  FOR found IN
    SELECT t."tgname" AS "name", c."relname" AS "tbl",
      coalesce(nullif(split_part(encode(t."tgargs", 'escape'), '\000', 1), ''), c."relname") AS "counter"
    FROM "pg_trigger" t
      JOIN "pg_class" c ON c."oid" = t."tgrelid"
      JOIN "pg_proc" p ON p."oid" = t."tgfoid"
    WHERE p."proname" = 'bump_data_version' AND NOT t."tgisinternal"
  LOOP
    IF found."counter" = ANY(unread) THEN
      EXECUTE format('DROP TRIGGER %I ON %I', found."name", found."tbl");
    END IF;
  END LOOP;
  DELETE FROM "table_versions" WHERE "name" = ANY(unread);
END $$;
--> statement-breakpoint
-- a user's own to-dos and scripts are read fresh too
DROP TRIGGER "todos_user_version" ON "todos";
--> statement-breakpoint
DROP TRIGGER "todos_user_version_truncate" ON "todos";
--> statement-breakpoint
DROP TRIGGER "scripts_user_version" ON "scripts";
--> statement-breakpoint
DROP TRIGGER "scripts_user_version_truncate" ON "scripts";
--> statement-breakpoint
DELETE FROM "user_versions" WHERE "name" IN ('todos', 'scripts');
--> statement-breakpoint
-- The one way to add a counter from now on: `SELECT add_change_counter('counter', 'table')` makes the
-- counter's 16 stripes and the two triggers that raise it when `table` changes (a row's change, at commit,
-- once a transaction; a truncate at once). A table counted under another's counter names that counter.
CREATE FUNCTION "add_change_counter"("counter" text, "tbl" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "table_versions" ("name", "stripe", "version")
    SELECT "counter", s, 0 FROM generate_series(0, 15) AS s
    ON CONFLICT DO NOTHING;
  EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"(%L)',
    "tbl" || '_counts_' || "counter", "tbl", "counter");
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
    "tbl" || '_counts_' || "counter" || '_truncate', "tbl", "counter");
END $$;
