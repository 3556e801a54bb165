-- Sockets obey revocation at once (issue 17): whenever a session ends (sign-out, a password change that ends
-- the others, a deletion, an expiry swept) or a user's role changes, every instance hears it through the
-- realtime channel (realtime/publish.ts) and re-checks that user's sockets before any later event reaches
-- them. A trigger covers every path, better-auth's own included; NOTIFY is delivered on commit, in order.
-- (a record's fields are checked when an expression is planned: each table reads its own in its own branch)
CREATE OR REPLACE FUNCTION "notify_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who text;
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    who := OLD."user_id";
  ELSE
    who := OLD."id";
  END IF;
  PERFORM pg_notify('creatordesk_realtime', json_build_object('topics', '[]'::json, 'revoke', who)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "session_ended" AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_revoked"();
--> statement-breakpoint
CREATE TRIGGER "user_role_changed" AFTER UPDATE OF "role" ON "user"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role") EXECUTE FUNCTION "notify_session_revoked"();
