CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"organization_id" uuid,
	"facility_id" uuid,
	"place_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_one_target" CHECK (("calendar_feeds"."scope" = 'organization' AND "calendar_feeds"."organization_id" IS NOT NULL AND "calendar_feeds"."facility_id" IS NULL AND "calendar_feeds"."place_id" IS NULL)
        OR ("calendar_feeds"."scope" = 'facility' AND "calendar_feeds"."facility_id" IS NOT NULL AND "calendar_feeds"."organization_id" IS NULL AND "calendar_feeds"."place_id" IS NULL)
        OR ("calendar_feeds"."scope" = 'place' AND "calendar_feeds"."place_id" IS NOT NULL AND "calendar_feeds"."organization_id" IS NULL AND "calendar_feeds"."facility_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_target" ON "calendar_feeds" USING btree ("user_id","scope",coalesce("organization_id", "facility_id", "place_id")) WHERE "calendar_feeds"."revoked_at" IS NULL;