ALTER TABLE "chat_messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_assignee_idx" ON "chat_sessions" USING btree ("assignee_id","last_message_at" DESC NULLS LAST,"id") WHERE "chat_sessions"."status" = 'open' and "chat_sessions"."last_message_at" is not null;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_kind_check" CHECK ("chat_messages"."kind" in ('message', 'event', 'note'));