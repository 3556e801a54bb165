CREATE TABLE "chat_staff_presence" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_name" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "awaiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "chat_staff_presence" ADD CONSTRAINT "chat_staff_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_visitor_key_idx" ON "chat_sessions" USING btree ("visitor_key","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- hand-written:
-- issue 21 (ADR 059): `awaiting_since` is kept by the database on every line of a thread: a visitor's message
-- starts the wait (if none is running), a staff reply (kind 'message') ends it; events and staff notes
-- change nothing. The same transaction that adds the line sets it.
CREATE FUNCTION "chat_awaiting_since"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."is_admin" AND NEW."kind" <> 'message' THEN
    RETURN NULL;
  END IF;
  UPDATE "chat_sessions" SET "awaiting_since" =
    CASE WHEN NEW."is_admin" THEN NULL ELSE coalesce("awaiting_since", NEW."created_at") END
  WHERE "id" = NEW."session_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chat_messages_awaiting_since" AFTER INSERT ON "chat_messages"
  FOR EACH ROW EXECUTE FUNCTION "chat_awaiting_since"();
--> statement-breakpoint
-- the chats so far: the visitor's first message after the last staff reply
UPDATE "chat_sessions" s SET "awaiting_since" = (
  SELECT min(w."created_at") FROM "chat_messages" w
  WHERE w."session_id" = s."id" AND NOT w."is_admin"
    AND w."created_at" > coalesce((SELECT max(r."created_at") FROM "chat_messages" r
      WHERE r."session_id" = s."id" AND r."is_admin" AND r."kind" = 'message'), '-infinity'::timestamptz));
