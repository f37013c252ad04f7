-- The payment provider's webhook events already handled (docs/payments.md#stripe): an event is
-- recorded in the transaction that applies it, so a replay or a second delivery at once changes
-- nothing.
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_pk" PRIMARY KEY("provider","event_id")
);
