CREATE TABLE "closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid,
	"territory_id" uuid,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_one_scope" CHECK (("closures"."facility_id" IS NULL) <> ("closures"."territory_id" IS NULL)),
	CONSTRAINT "closures_ordered" CHECK ("closures"."to_date" >= "closures"."from_date"),
	CONSTRAINT "closures_kind_known" CHECK ("closures"."kind" IN ('holidays', 'works', 'exams', 'other'))
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "school_zone" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "closed_on_public_holidays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_facility_idx" ON "closures" USING btree ("facility_id","to_date");--> statement-breakpoint
CREATE INDEX "closures_territory_idx" ON "closures" USING btree ("territory_id","to_date");--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_school_zone_known" CHECK ("facilities"."school_zone" IS NULL OR "facilities"."school_zone" IN ('A', 'B', 'C', 'Corse'));