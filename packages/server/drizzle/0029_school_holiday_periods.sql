CREATE TABLE "school_holiday_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone" text NOT NULL,
	"school_year" text NOT NULL,
	"name" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"imported_by_user_id" uuid,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "school_holiday_periods_zone_known" CHECK ("school_holiday_periods"."zone" IN ('A', 'B', 'C', 'Corse')),
	CONSTRAINT "school_holiday_periods_ordered" CHECK ("school_holiday_periods"."last_day" >= "school_holiday_periods"."first_day"),
	CONSTRAINT "school_holiday_periods_school_year_format" CHECK ("school_holiday_periods"."school_year" ~ '^[0-9]{4}-[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "school_holiday_periods" ADD CONSTRAINT "school_holiday_periods_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_holiday_periods_zone_idx" ON "school_holiday_periods" USING btree ("zone","last_day");
