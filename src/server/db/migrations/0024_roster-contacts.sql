CREATE TABLE "creator_contacts" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"last_contact_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "creator_contacts" ADD CONSTRAINT "creator_contacts_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- issue 20: the change counter of `creator_contacts` (the roster is cached under it, lib/page-cache.ts),
-- raised once per transaction at commit (0012).
INSERT INTO "table_versions" ("name", "stripe", "version")
  SELECT 'creator_contacts', "stripe", 0 FROM generate_series(0, 15) AS "stripe";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "creator_contacts_data_version" AFTER INSERT OR UPDATE OR DELETE ON "creator_contacts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('creator_contacts');
--> statement-breakpoint
CREATE TRIGGER "creator_contacts_data_version_truncate" AFTER TRUNCATE ON "creator_contacts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('creator_contacts');
--> statement-breakpoint
-- The last contact so far, as the roster read it before (recordContact keeps it from now on): the creators'
-- last chat message (chats they started signed in), meeting written and project message.
INSERT INTO "creator_contacts" ("creator_id", "last_contact_at")
  SELECT "id", "at" FROM (
    SELECT u."id", greatest(
      (SELECT max(c."last_message_at") FROM "chat_sessions" c WHERE c."visitor_user_id" = u."id"),
      (SELECT max(a."updated_at") FROM "appointments" a WHERE a."creator_id" = u."id"),
      (SELECT max(m."created_at") FROM "project_messages" m
        JOIN "projects" p ON p."id" = m."project_id" WHERE p."creator_id" = u."id")) AS "at"
    FROM "user" u WHERE u."role" = 'creator') contacts
  WHERE "at" IS NOT NULL;
--> statement-breakpoint
-- The managers who saved their hours have a zone: theirs (saveAvailability keeps it from now on).
UPDATE "user" u SET "time_zone" = a."time_zone" FROM "manager_availability" a WHERE a."manager_id" = u."id";
