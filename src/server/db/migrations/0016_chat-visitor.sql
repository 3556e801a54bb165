ALTER TABLE "chat_sessions" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_user_id" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_visitor_user_id_user_id_fk" FOREIGN KEY ("visitor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_visitor_idx" ON "chat_sessions" USING btree ("visitor_user_id") WHERE "chat_sessions"."visitor_user_id" is not null;