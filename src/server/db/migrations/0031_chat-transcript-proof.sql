ALTER TABLE "chat_sessions" ADD COLUMN "email_proved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "transcript_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "transcript_confirm_hash" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "transcript_confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_transcript_confirm_idx" ON "chat_sessions" USING btree ("transcript_confirm_hash") WHERE "chat_sessions"."transcript_confirm_hash" is not null;--> statement-breakpoint
-- hand-written (h4-chat)
-- an address a manager has already replied to by email is proved (ADR 070); a chat whose transcript was
-- already mailed (closed with an email) has had its one transcript
UPDATE "chat_sessions" s SET "email_proved_at" = now()
  WHERE s."email" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."session_id" = s."id" AND m."is_admin" AND m."kind" = 'message');--> statement-breakpoint
UPDATE "chat_sessions" SET "transcript_sent_at" = "closed_at" WHERE "status" = 'closed' AND "email" IS NOT NULL;
