-- Counters of the tables that more cached pages read (ADR 025); the triggers as in 0009.
ALTER TABLE "data_versions" ADD COLUMN "scripts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "script_assignments" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "appointments" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "notifications" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "channels" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "channel_daily_stats" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "audit_log" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "contact_messages" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "todos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "status_changes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "open_chats" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counter's name is the trigger's argument, or else the table's.
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter text := coalesce(TG_ARGV[0], TG_TABLE_NAME);
  flag text := 'creatordesk.data_version_' || counter;
BEGIN
  IF coalesce(current_setting(flag, true), '') = '' THEN
    EXECUTE format('UPDATE "data_versions" SET %1$I = %1$I + 1 WHERE "id" = 1', counter);
    PERFORM set_config(flag, 'bumped', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['scripts', 'script_assignments', 'appointments', 'notifications', 'channels', 'channel_daily_stats', 'audit_log', 'contact_messages', 'todos', 'status_changes'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"()', t || '_data_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"()', t || '_data_version_truncate', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Which chats are open: a session made or deleted, its status changed or its first message. Later messages
-- do not count, so a busy chat never waits on the counters' row.
CREATE CONSTRAINT TRIGGER "open_chats_data_version" AFTER INSERT OR DELETE ON "chat_sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('open_chats');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "open_chats_data_version_update" AFTER UPDATE ON "chat_sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR (OLD.last_message_at IS NULL) <> (NEW.last_message_at IS NULL))
  EXECUTE FUNCTION "bump_data_version"('open_chats');
--> statement-breakpoint
CREATE TRIGGER "open_chats_data_version_truncate" AFTER TRUNCATE ON "chat_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('open_chats');
