CREATE TABLE "amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"counter_part" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"document_sha256" text NOT NULL,
	"previous_document_sha256" text NOT NULL,
	"issued_by_user_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amendments_number_positive" CHECK ("amendments"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_document_sha256_stored_documents_sha256_fk" FOREIGN KEY ("document_sha256") REFERENCES "public"."stored_documents"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_previous_document_sha256_stored_documents_sha256_fk" FOREIGN KEY ("previous_document_sha256") REFERENCES "public"."stored_documents"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amendments_agreement_number_idx" ON "amendments" USING btree ("agreement_id","number");--> statement-breakpoint
CREATE INDEX "amendments_booking_idx" ON "amendments" USING btree ("booking_id");--> statement-breakpoint
-- Issued amendments are evidence like the agreement they amend (docs/agreements.md#signature):
-- never changed nor removed.
CREATE TRIGGER "amendments_immutable" BEFORE UPDATE OR DELETE ON "amendments" FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();
