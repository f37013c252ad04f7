-- Credits imputed on the next instalments (docs/payments.md#credits): an open instalment carries
-- the credits imputed on it (`credit_cents`, what it asks less); a credit settled by that
-- imputation is paid with the instalment it went to (`imputed_on_payment_id`), without a receipt
-- of its own (the instalment's receipt lists it).
ALTER TABLE "payments" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "imputed_on_payment_id" uuid REFERENCES "payments"("id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_within_amount" CHECK ("payments"."credit_cents" = 0 or ("payments"."credit_cents" > 0 and "payments"."credit_cents" <= "payments"."amount_cents"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_imputed_is_credit" CHECK ("payments"."imputed_on_payment_id" is null or ("payments"."amount_cents" < 0 and "payments"."status" = 'paid'));--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_paid_is_complete";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_is_complete" CHECK (("payments"."status" = 'paid') = ("payments"."paid_at" is not null and "payments"."paid_with" is not null and ("payments"."receipt_number" is not null or "payments"."imputed_on_payment_id" is not null)));--> statement-breakpoint
CREATE INDEX "payments_imputed_on_idx" ON "payments" ("imputed_on_payment_id") WHERE "imputed_on_payment_id" is not null;
