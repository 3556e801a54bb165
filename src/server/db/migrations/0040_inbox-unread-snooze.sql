CREATE TABLE "chat_unread_marks" (
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_unread_marks_user_id_session_id_pk" PRIMARY KEY("user_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "snoozed_by" text;--> statement-breakpoint
ALTER TABLE "chat_unread_marks" ADD CONSTRAINT "chat_unread_marks_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_unread_marks" ADD CONSTRAINT "chat_unread_marks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_unread_marks_session_idx" ON "chat_unread_marks" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_snoozed_by_user_id_fk" FOREIGN KEY ("snoozed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_snoozed_idx" ON "chat_sessions" USING btree ("snoozed_until") WHERE "chat_sessions"."snoozed_until" is not null;--> statement-breakpoint
CREATE INDEX "chat_sessions_email_idx" ON "chat_sessions" USING btree (lower("email")) WHERE "chat_sessions"."email" is not null;