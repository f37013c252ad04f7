ALTER TABLE "booking_slots" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "due_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_held_amounts_not_negative" CHECK (("booking_slots"."price_cents" is null or "booking_slots"."price_cents" >= 0) and ("booking_slots"."due_cents" is null or "booking_slots"."due_cents" >= 0));--> statement-breakpoint
ALTER TABLE "amendments" ADD COLUMN "acceptance" jsonb;--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_acceptance_complete" CHECK ("amendments"."acceptance" is null or "amendments"."acceptance" ?& array['userId', 'fullName', 'email', 'acceptedAt', 'ipAddress', 'userAgent']);--> statement-breakpoint
-- Custom SQL: the amounts an issued document states never move (domain
-- agreement/amendment-lines.ts). Slots already in an issued agreement keep the price their
-- booking's prices give them today, and cancelled ones what their condition leaves of it, as the
-- domain computes them (duration × hourly rate rounded to the cent + cleaning; half rounded up).
UPDATE "booking_slots" AS s
  SET "price_cents" = round(extract(epoch from (s."end_date" - s."start_date")) * b."rent_price_cents" / 3600) + b."cleaning_price_cents"
  FROM "bookings" AS b, "agreement_bookings" AS ab, "agreements" AS a
  WHERE b."id" = s."booking_id" AND ab."booking_id" = b."id" AND a."id" = ab."agreement_id"
    AND a."status" <> 'draft';
--> statement-breakpoint
UPDATE "booking_slots"
  SET "due_cents" = CASE
    WHEN "cancelled_by_organization_to_be_fully_paid" THEN "price_cents"
    WHEN "cancelled_by_organization_to_be_partially_paid" THEN round("price_cents" * 50 / 100.0)
    ELSE 0 END
  WHERE "cancelled" AND "price_cents" IS NOT NULL;
--> statement-breakpoint
-- A slot's text in the lists now ends with its held amounts: the kept texts are dropped and
-- written again by the scheduled job (until then the lists write them at read time).
UPDATE "booking_slots" SET "list_text_head" = NULL, "list_text_tail" = NULL
  WHERE "list_text_head" IS NOT NULL OR "list_text_tail" IS NOT NULL;
--> statement-breakpoint
-- What a cancellation left due is final, and so is the price of a slot once cancelled.
CREATE FUNCTION "refuse_held_amount_change"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'the amounts held for a cancelled slot never change'
    USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_slots_held_amounts_final"
  BEFORE UPDATE OF "price_cents", "due_cents" ON "booking_slots"
  FOR EACH ROW
  WHEN (OLD."due_cents" IS NOT NULL
    AND (OLD."due_cents", OLD."price_cents") IS DISTINCT FROM (NEW."due_cents", NEW."price_cents"))
  EXECUTE FUNCTION "refuse_held_amount_change"();
