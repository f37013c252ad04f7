CREATE TABLE "amendment_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"draft" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"proposed_by_user_id" uuid,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"amendment_id" uuid
);
--> statement-breakpoint
ALTER TABLE "amendment_proposals" ADD CONSTRAINT "amendment_proposals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendment_proposals" ADD CONSTRAINT "amendment_proposals_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendment_proposals" ADD CONSTRAINT "amendment_proposals_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendment_proposals" ADD CONSTRAINT "amendment_proposals_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendment_proposals" ADD CONSTRAINT "amendment_proposals_amendment_id_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."amendments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amendment_proposals_booking_idx" ON "amendment_proposals" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "amendment_proposals_one_pending_idx" ON "amendment_proposals" USING btree ("booking_id") WHERE "amendment_proposals"."status" = 'pending';