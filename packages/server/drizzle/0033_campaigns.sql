-- Annual campaigns (docs/campaigns.md): a campaign, the places it includes, the organisations'
-- wishes, and the outcome the allocation proposes for each wish.
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"territory_id" uuid,
	"use_from" date NOT NULL,
	"use_to" date NOT NULL,
	"applications_from" date NOT NULL,
	"applications_to" date NOT NULL,
	"applications_open_at" timestamp with time zone NOT NULL,
	"applications_close_at" timestamp with time zone NOT NULL,
	"publication_date" date NOT NULL,
	"priorities" text[] NOT NULL,
	"wishes_per_organization" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"allocated_at" timestamp with time zone,
	CONSTRAINT "campaigns_use_ordered" CHECK ("campaigns"."use_to" >= "campaigns"."use_from"),
	CONSTRAINT "campaigns_applications_ordered" CHECK ("campaigns"."applications_close_at" > "campaigns"."applications_open_at"),
	CONSTRAINT "campaigns_priorities_known" CHECK ("campaigns"."priorities" <@ ARRAY['renewal', 'youth', 'localOrganization', 'applicationDate']::text[]),
	CONSTRAINT "campaigns_wishes_per_organization" CHECK ("campaigns"."wishes_per_organization" BETWEEN 1 AND 20),
	CONSTRAINT "campaigns_status_known" CHECK ("campaigns"."status" IN ('draft', 'open', 'allocated', 'published'))
);
--> statement-breakpoint
CREATE TABLE "campaign_places" (
	"campaign_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	CONSTRAINT "campaign_places_pkey" PRIMARY KEY ("campaign_id", "place_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"facility_id" uuid NOT NULL,
	"place_id" uuid,
	"place_type_id" uuid,
	"week_day" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"minimum_minutes" integer NOT NULL,
	"participants" integer NOT NULL,
	"activity" text NOT NULL,
	"youth" boolean DEFAULT false NOT NULL,
	"renewal" boolean DEFAULT false NOT NULL,
	"renewed_booking_id" uuid,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_wishes_rank_unique" UNIQUE ("campaign_id", "organization_id", "rank") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "campaign_wishes_place_or_type" CHECK (("campaign_wishes"."place_id" IS NULL) <> ("campaign_wishes"."place_type_id" IS NULL)),
	CONSTRAINT "campaign_wishes_week_day" CHECK ("campaign_wishes"."week_day" BETWEEN 1 AND 7),
	CONSTRAINT "campaign_wishes_hours" CHECK ("campaign_wishes"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "campaign_wishes"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "campaign_wishes"."start_time" < "campaign_wishes"."end_time"),
	CONSTRAINT "campaign_wishes_positive" CHECK ("campaign_wishes"."rank" >= 1 AND "campaign_wishes"."minimum_minutes" >= 1 AND "campaign_wishes"."participants" >= 1)
);
--> statement-breakpoint
CREATE TABLE "campaign_outcomes" (
	"wish_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"status" text NOT NULL,
	"place_id" uuid,
	"week_day" integer,
	"start_time" text,
	"end_time" text,
	"explanation" text NOT NULL,
	"cause" jsonb NOT NULL,
	"decision" text DEFAULT 'proposed' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "campaign_outcomes_status_known" CHECK ("campaign_outcomes"."status" IN ('allocated', 'partly', 'unmet')),
	CONSTRAINT "campaign_outcomes_decision_known" CHECK ("campaign_outcomes"."decision" IN ('proposed', 'accepted', 'overridden')),
	CONSTRAINT "campaign_outcomes_placed" CHECK (("campaign_outcomes"."status" = 'unmet') = ("campaign_outcomes"."place_id" IS NULL) AND ("campaign_outcomes"."place_id" IS NULL) = ("campaign_outcomes"."start_time" IS NULL) AND ("campaign_outcomes"."place_id" IS NULL) = ("campaign_outcomes"."week_day" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_places" ADD CONSTRAINT "campaign_places_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_places" ADD CONSTRAINT "campaign_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_wishes" ADD CONSTRAINT "campaign_wishes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_wishes" ADD CONSTRAINT "campaign_wishes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_wishes" ADD CONSTRAINT "campaign_wishes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_wishes" ADD CONSTRAINT "campaign_wishes_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_wishes" ADD CONSTRAINT "campaign_wishes_place_type_id_place_types_id_fk" FOREIGN KEY ("place_type_id") REFERENCES "public"."place_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_wishes" ADD CONSTRAINT "campaign_wishes_renewed_booking_id_bookings_id_fk" FOREIGN KEY ("renewed_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_wish_id_campaign_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."campaign_wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outcomes" ADD CONSTRAINT "campaign_outcomes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_territory_idx" ON "campaigns" USING btree ("territory_id");--> statement-breakpoint
CREATE INDEX "campaign_places_place_idx" ON "campaign_places" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "campaign_wishes_facility_idx" ON "campaign_wishes" USING btree ("campaign_id","facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_wishes_renewal_once" ON "campaign_wishes" USING btree ("campaign_id","renewed_booking_id") WHERE "campaign_wishes"."renewed_booking_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_outcomes_facility_idx" ON "campaign_outcomes" USING btree ("campaign_id","facility_id");
