CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"content" text NOT NULL,
	"user_id" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_session_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"login_code" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"email" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"guest_window_start" timestamp with time zone,
	"guest_window_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_session_tokens" ADD CONSTRAINT "chat_session_tokens_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_session_tokens_session_idx" ON "chat_session_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "chat_sessions_open_idx" ON "chat_sessions" USING btree ("last_message_at" DESC NULLS LAST,"id") WHERE "chat_sessions"."status" = 'open' and "chat_sessions"."last_message_at" is not null;--> statement-breakpoint
CREATE INDEX "chat_sessions_created_idx" ON "chat_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."read_at" is null;