-- Publication of a campaign (docs/campaigns.md#publication): each facility published once, and
-- what became of each wish: booked, offered (with its deadline and placement), waiting or closed.
CREATE TABLE "campaign_facility_publications" (
	"campaign_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by_user_id" uuid,
	CONSTRAINT "campaign_facility_publications_pkey" PRIMARY KEY ("campaign_id", "facility_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_facility_publications" ADD CONSTRAINT "campaign_facility_publications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_facility_publications" ADD CONSTRAINT "campaign_facility_publications_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_facility_publications" ADD CONSTRAINT "campaign_facility_publications_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD COLUMN "publication" text;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD COLUMN "publication_note" text;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD COLUMN "offer_status" text;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD COLUMN "offer_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD COLUMN "offer_place_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD COLUMN "offer_start_time" text;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD COLUMN "offer_end_time" text;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_offer_place_id_places_id_fk" FOREIGN KEY ("offer_place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_publication_known" CHECK ("campaign_outcomes"."publication" IN ('booked', 'offered', 'waiting', 'closed'));--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_offer_status_known" CHECK ("campaign_outcomes"."offer_status" IN ('pending', 'accepted', 'declined', 'expired'));--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_offer_placed" CHECK (("campaign_outcomes"."offer_status" IS NULL) = ("campaign_outcomes"."offer_place_id" IS NULL) AND ("campaign_outcomes"."offer_place_id" IS NULL) = ("campaign_outcomes"."offer_deadline" IS NULL) AND ("campaign_outcomes"."offer_place_id" IS NULL) = ("campaign_outcomes"."offer_start_time" IS NULL) AND ("campaign_outcomes"."offer_place_id" IS NULL) = ("campaign_outcomes"."offer_end_time" IS NULL));--> statement-breakpoint
CREATE INDEX "campaign_outcomes_publication_idx" ON "campaign_outcomes" USING btree ("campaign_id","facility_id","publication");--> statement-breakpoint
CREATE INDEX "campaign_outcomes_booking_idx" ON "campaign_outcomes" USING btree ("booking_id") WHERE "campaign_outcomes"."booking_id" IS NOT NULL;
