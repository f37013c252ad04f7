-- Custom SQL migration: what drizzle-kit cannot express (docs/bookings.md#no-double-booking).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Opening windows of one place never overlap.
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_no_overlap"
  EXCLUDE USING gist ("place_id" WITH =, tstzrange("start_date", "end_date") WITH &&);
--> statement-breakpoint
-- Active booking slots of one place never overlap, under any concurrency.
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_no_overlap"
  EXCLUDE USING gist ("place_id" WITH =, tstzrange("start_date", "end_date") WITH &&)
  WHERE ("active");
--> statement-breakpoint
-- A slot holds its place while its booking is new, pending, approved, to_review or validated.
CREATE FUNCTION "booking_status_holds_slots"(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT status IN ('new', 'pending', 'approved', 'to_review', 'validated') $$;
--> statement-breakpoint
-- booking_slots.place_id and .active always follow the booking, whatever the code writes.
CREATE FUNCTION "booking_slots_follow_booking"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  booking record;
BEGIN
  SELECT "place_id", "status" INTO booking FROM "bookings" WHERE "id" = NEW."booking_id";
  IF FOUND THEN
    NEW."place_id" := booking."place_id";
    NEW."active" := NOT NEW."cancelled" AND "booking_status_holds_slots"(booking."status");
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_slots_follow_booking"
  BEFORE INSERT OR UPDATE ON "booking_slots"
  FOR EACH ROW EXECUTE FUNCTION "booking_slots_follow_booking"();
--> statement-breakpoint
-- A cancelled or rejected booking frees its slots at once; a re-activated one is checked
-- again by booking_slots_no_overlap.
CREATE FUNCTION "bookings_update_slots"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE "booking_slots"
    SET "place_id" = NEW."place_id",
        "active" = NOT "cancelled" AND "booking_status_holds_slots"(NEW."status")
    WHERE "booking_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_update_slots"
  AFTER UPDATE OF "status", "place_id" ON "bookings"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."place_id" IS DISTINCT FROM NEW."place_id")
  EXECUTE FUNCTION "bookings_update_slots"();
--> statement-breakpoint
-- Booking references RES-YYYY-NNNNNN (docs/bookings.md#references-and-history).
CREATE SEQUENCE "booking_reference_seq";
