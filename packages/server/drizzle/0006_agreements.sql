CREATE TABLE "agreement_annexes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"document_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_bookings" (
	"agreement_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "agreement_bookings_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"signer_user_id" uuid,
	"full_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"document_sha256" text NOT NULL,
	"code_trail" jsonb NOT NULL,
	CONSTRAINT "agreement_signatures_agreement_id_unique" UNIQUE("agreement_id")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_sha256" text,
	"generated_at" timestamp with time zone,
	"generated_by_user_id" uuid,
	"signed_document_sha256" text,
	"signed_at" timestamp with time zone,
	"total_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_issued_has_document" CHECK ("agreements"."status" = 'draft' or ("agreements"."document_sha256" is not null and "agreements"."generated_at" is not null)),
	CONSTRAINT "agreements_signed_has_document" CHECK ("agreements"."status" in ('draft', 'to_sign') or ("agreements"."signed_document_sha256" is not null and "agreements"."signed_at" is not null)),
	CONSTRAINT "agreements_total_not_negative" CHECK ("agreements"."total_cents" is null or "agreements"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "signature_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"trail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "signature_codes_attempts_range" CHECK ("signature_codes"."attempts" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "stored_documents" (
	"sha256" text PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "stored_documents_sha256_hex" CHECK ("stored_documents"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "stored_documents_size_positive" CHECK ("stored_documents"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "agreement_annexes" ADD CONSTRAINT "agreement_annexes_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_annexes" ADD CONSTRAINT "agreement_annexes_document_sha256_stored_documents_sha256_fk" FOREIGN KEY ("document_sha256") REFERENCES "public"."stored_documents"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_bookings" ADD CONSTRAINT "agreement_bookings_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_bookings" ADD CONSTRAINT "agreement_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_document_sha256_stored_documents_sha256_fk" FOREIGN KEY ("document_sha256") REFERENCES "public"."stored_documents"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_document_sha256_stored_documents_sha256_fk" FOREIGN KEY ("document_sha256") REFERENCES "public"."stored_documents"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_generated_by_user_id_users_id_fk" FOREIGN KEY ("generated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_signed_document_sha256_stored_documents_sha256_fk" FOREIGN KEY ("signed_document_sha256") REFERENCES "public"."stored_documents"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_codes" ADD CONSTRAINT "signature_codes_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_codes" ADD CONSTRAINT "signature_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_annexes_position_idx" ON "agreement_annexes" USING btree ("agreement_id","position");--> statement-breakpoint
CREATE INDEX "agreement_bookings_agreement_idx" ON "agreement_bookings" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreements_facility_idx" ON "agreements" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "agreements_organization_idx" ON "agreements" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "signature_codes_agreement_user_idx" ON "signature_codes" USING btree ("agreement_id","user_id","sent_at");--> statement-breakpoint
-- One draft at most per organisation and facility: preparing it again completes it.
CREATE UNIQUE INDEX "agreements_one_draft_idx" ON "agreements" ("facility_id", "organization_id") WHERE "status" = 'draft';
--> statement-breakpoint
-- Issued documents and signature evidence are never changed nor removed
-- (docs/agreements.md#signature).
CREATE FUNCTION "refuse_evidence_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'evidence is immutable: % on %', TG_OP, TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stored_documents_immutable" BEFORE UPDATE OR DELETE ON "stored_documents" FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();
--> statement-breakpoint
CREATE TRIGGER "agreement_signatures_immutable" BEFORE UPDATE OR DELETE ON "agreement_signatures" FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();
--> statement-breakpoint
CREATE TRIGGER "agreement_annexes_immutable" BEFORE UPDATE OR DELETE ON "agreement_annexes" FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();
