CREATE TABLE "agreement_reference_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "reference" text;--> statement-breakpoint
-- Agreements issued before the yearly numbering keep the reference their documents, e-mails and
-- payments already print: the first eight characters of their id (« CONV-83646E50 »).
UPDATE "agreements" SET "reference" = 'CONV-' || upper(left("id"::text, 8)) WHERE "status" <> 'draft';--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_issued_has_reference" CHECK ("agreements"."status" = 'draft' or "agreements"."reference" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_lines" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_last4_digits" CHECK ("payments"."card_last4" is null or "payments"."card_last4" ~ '^[0-9]{4}$');
