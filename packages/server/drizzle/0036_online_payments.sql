-- PayFiP operations (docs/payments.md#online-payment-payfip): one per attempt to pay an
-- instalment online, at most one live per payment.
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"idop" text,
	"debt_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"result_code" text,
	"transaction_number" text,
	"transaction_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "online_payments_idop_unique" UNIQUE("idop"),
	CONSTRAINT "online_payments_amount_positive" CHECK ("online_payments"."amount_cents" > 0),
	CONSTRAINT "online_payments_status_known" CHECK ("online_payments"."status" in ('creating', 'pending', 'paid', 'refused', 'abandoned', 'expired', 'unavailable')),
	CONSTRAINT "online_payments_pending_has_idop" CHECK ("online_payments"."status" in ('creating', 'unavailable', 'expired') or "online_payments"."idop" is not null)
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_one_live_per_payment" ON "online_payments" USING btree ("payment_id") WHERE "online_payments"."status" in ('creating', 'pending');
--> statement-breakpoint
CREATE INDEX "online_payments_payment_idx" ON "online_payments" USING btree ("payment_id","created_at");
--> statement-breakpoint
CREATE INDEX "online_payments_live_idx" ON "online_payments" USING btree ("created_at") WHERE "online_payments"."status" in ('creating', 'pending');
--> statement-breakpoint
-- The « Payer en ligne » e-mail of an instalment fallen due, sent once.
CREATE TABLE "online_payment_notices" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_payment_notices" ADD CONSTRAINT "online_payment_notices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;
