ALTER TABLE "booking_slots" ADD COLUMN "list_text_head" text;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "list_text_tail" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "list_text_head" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "list_text_tail" text;--> statement-breakpoint
CREATE INDEX "booking_slots_list_text_stale_idx" ON "booking_slots" USING btree ("id") WHERE "booking_slots"."list_text_head" is null or "booking_slots"."list_text_tail" is null;--> statement-breakpoint
CREATE INDEX "bookings_list_text_stale_idx" ON "bookings" USING btree ("id") WHERE "bookings"."list_text_head" is null or "bookings"."list_text_tail" is null;--> statement-breakpoint
-- Custom SQL: the list texts are a cache, never stale. Each trigger only says what a text
-- depends on and nulls it in the transaction of the change; the texts themselves are written
-- by the application (modules/bookings, one place) and a NULL one is written by the list as
-- before. A row's own change (any column but its texts) nulls its texts.
CREATE FUNCTION "list_text_stale"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW."list_text_head" := NULL;
  NEW."list_text_tail" := NULL;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Named after booking_slots_follow_booking, so it sees the row that trigger completed.
CREATE TRIGGER "booking_slots_list_text_stale"
  BEFORE UPDATE ON "booking_slots"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'list_text_head' - 'list_text_tail')
    IS DISTINCT FROM (to_jsonb(NEW) - 'list_text_head' - 'list_text_tail'))
  EXECUTE FUNCTION "list_text_stale"();
--> statement-breakpoint
CREATE TRIGGER "bookings_list_text_stale"
  BEFORE UPDATE ON "bookings"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'list_text_head' - 'list_text_tail')
    IS DISTINCT FROM (to_jsonb(NEW) - 'list_text_head' - 'list_text_tail'))
  EXECUTE FUNCTION "list_text_stale"();
--> statement-breakpoint
-- What a booking's text shows of other rows: its place, facility, organisation and creator;
-- a slot's, its canceller (their ids are keys that foreign keys keep). Every dependent row is updated, NULL texts too: a refill running
-- concurrently then finds the row changed and leaves it NULL (see fillListTexts).
CREATE FUNCTION "list_texts_of_others_stale"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_TABLE_NAME = 'places' THEN
    UPDATE "bookings" SET "list_text_head" = NULL, "list_text_tail" = NULL
      WHERE "place_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'facilities' THEN
    UPDATE "bookings" SET "list_text_head" = NULL, "list_text_tail" = NULL
      WHERE "place_id" IN (SELECT "id" FROM "places" WHERE "facility_id" = NEW."id");
  ELSIF TG_TABLE_NAME = 'organizations' THEN
    UPDATE "bookings" SET "list_text_head" = NULL, "list_text_tail" = NULL
      WHERE "organization_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'users' THEN
    UPDATE "bookings" SET "list_text_head" = NULL, "list_text_tail" = NULL
      WHERE "created_by_user_id" = NEW."id";
    UPDATE "booking_slots" SET "list_text_head" = NULL, "list_text_tail" = NULL
      WHERE "cancelled_by_user_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "places_list_texts_stale"
  AFTER UPDATE OF "name", "facility_id" ON "places"
  FOR EACH ROW WHEN ((OLD."name", OLD."facility_id")
    IS DISTINCT FROM (NEW."name", NEW."facility_id"))
  EXECUTE FUNCTION "list_texts_of_others_stale"();
--> statement-breakpoint
CREATE TRIGGER "facilities_list_texts_stale"
  AFTER UPDATE OF "name", "city", "territory_id" ON "facilities"
  FOR EACH ROW WHEN ((OLD."name", OLD."city", OLD."territory_id")
    IS DISTINCT FROM (NEW."name", NEW."city", NEW."territory_id"))
  EXECUTE FUNCTION "list_texts_of_others_stale"();
--> statement-breakpoint
CREATE TRIGGER "organizations_list_texts_stale"
  AFTER UPDATE OF "name" ON "organizations"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "list_texts_of_others_stale"();
--> statement-breakpoint
CREATE TRIGGER "users_list_texts_stale"
  AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH ROW WHEN ((OLD."first_name", OLD."last_name")
    IS DISTINCT FROM (NEW."first_name", NEW."last_name"))
  EXECUTE FUNCTION "list_texts_of_others_stale"();
