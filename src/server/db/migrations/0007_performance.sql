CREATE TABLE "channel_daily_stats" (
	"channel_id" uuid NOT NULL,
	"date" date NOT NULL,
	"views" bigint,
	"watch_hours" double precision,
	"subscribers_gained" integer,
	"subscribers_lost" integer,
	"net_subscribers" integer,
	"impressions" bigint,
	"ctr" double precision,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_daily_stats_pk" PRIMARY KEY("channel_id","date")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_daily_stats" ADD CONSTRAINT "channel_daily_stats_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channels_user_idx" ON "channels" USING btree ("user_id","created_at");