CREATE TABLE "notify_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"payload" text NOT NULL
);
--> statement-breakpoint
-- hand-written (issue 33, ADR 073)
-- The relay's one statement: under a lock only one relay holds at a time (another instance's relay tries again
-- shortly), the oldest waiting NOTIFYs are sent in id order and deleted, in a short transaction of its own. It
-- answers how many it sent, or -1 when another relay holds the lock. The rows it read are the rows it deletes
-- (by id): a row committed meanwhile waits for the next round.
CREATE OR REPLACE FUNCTION "relay_notify_outbox"("batch" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  item record;
  sent bigint[] := '{}';
BEGIN
  IF NOT pg_try_advisory_xact_lock(4201102) THEN
    RETURN -1;
  END IF;
  FOR item IN SELECT "id", "channel", "payload" FROM "notify_outbox" ORDER BY "id" LIMIT "batch" LOOP
    PERFORM pg_notify(item."channel", item."payload");
    sent := sent || item."id";
  END LOOP;
  DELETE FROM "notify_outbox" WHERE "id" = ANY(sent);
  RETURN cardinality(sent);
END $$;
--> statement-breakpoint
-- Revocation (migration 0011) reaches the sockets through the relay too: the trigger queues the NOTIFY in the
-- transaction that ends the session or changes the role, and the relay sends it after the commit.
CREATE OR REPLACE FUNCTION "notify_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who text;
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    who := OLD."user_id";
  ELSE
    who := OLD."id";
  END IF;
  INSERT INTO "notify_outbox" ("channel", "payload")
    VALUES ('creatordesk_realtime', json_build_object('topics', '[]'::json, 'revoke', who)::text);
  RETURN NULL;
END $$;
