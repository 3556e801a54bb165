CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"signer_id" uuid,
	"action" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"ip" text,
	"user_agent" text,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token_hash" text,
	"field" jsonb,
	"notified_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signature" jsonb,
	"decline_reason" text
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"document_key" text NOT NULL,
	"document_sha256" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"reminder_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sealed_document_id" uuid,
	"stamped_sha256" text,
	"sealed_sha256" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seal_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"p12_sealed" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_sealed_document_id_deal_documents_id_fk" FOREIGN KEY ("sealed_document_id") REFERENCES "public"."deal_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_order_idx" ON "contract_signers" USING btree ("contract_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_token_idx" ON "contract_signers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "contract_signers_user_idx" ON "contract_signers" USING btree ("user_id") WHERE "contract_signers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "contracts_deal_idx" ON "contracts" USING btree ("deal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_open_idx" ON "contracts" USING btree ("expires_at") WHERE "contracts"."status" in ('in_progress', 'sealing');--> statement-breakpoint
-- issue 37 (ADR 083): a signing's acts are its audit trail: written once, never changed
CREATE FUNCTION "contract_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract_events are append only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "contract_events_no_update" BEFORE UPDATE ON "contract_events"
  FOR EACH ROW EXECUTE FUNCTION "contract_events_append_only"();
--> statement-breakpoint
-- bytes follow their rows (ADR 069): a contract's own PDF goes when its row goes (a deal deleted)
CREATE FUNCTION "queue_contract_bytes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "blob_deletions" ("store", "key") VALUES ('blobs', OLD."document_key")
    ON CONFLICT ("store", "key") DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "contracts_queue_bytes" AFTER DELETE ON "contracts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "queue_contract_bytes"();
