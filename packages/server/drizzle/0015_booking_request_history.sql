ALTER TABLE "bookings" ADD COLUMN "ever_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ever_counter_proposed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ever_rejected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ever_withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "first_decided_at" timestamp with time zone;--> statement-breakpoint
-- A request's outcomes follow its history: every audit event of a decision on a booking marks
-- the booking in the same transaction (the indicators read them there).
CREATE FUNCTION "bookings_follow_history"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE "bookings"
    SET "ever_approved" = "ever_approved" OR NEW."action" IN ('approve', 'accept'),
        "ever_counter_proposed" = "ever_counter_proposed" OR NEW."action" = 'counter_propose',
        "ever_rejected" = "ever_rejected" OR NEW."action" = 'reject',
        "ever_withdrawn" = "ever_withdrawn" OR NEW."action" = 'withdraw',
        "first_decided_at" = CASE
          WHEN NEW."action" IN ('approve', 'counter_propose', 'reject')
            THEN least("first_decided_at", NEW."occurred_at")
          ELSE "first_decided_at" END
    WHERE "id" = NEW."entity_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_follow_booking_history"
  AFTER INSERT ON "audit_events"
  FOR EACH ROW
  WHEN (NEW."entity_type" = 'booking'
    AND NEW."action" IN ('approve', 'accept', 'counter_propose', 'reject', 'withdraw'))
  EXECUTE FUNCTION "bookings_follow_history"();
--> statement-breakpoint
UPDATE "bookings" AS b
  SET "ever_approved" = h."approved",
      "ever_counter_proposed" = h."counter_proposed",
      "ever_rejected" = h."rejected",
      "ever_withdrawn" = h."withdrawn",
      "first_decided_at" = h."decided_at"
  FROM (
    SELECT "entity_id",
      bool_or("action" IN ('approve', 'accept')) AS "approved",
      bool_or("action" = 'counter_propose') AS "counter_proposed",
      bool_or("action" = 'reject') AS "rejected",
      bool_or("action" = 'withdraw') AS "withdrawn",
      min("occurred_at") FILTER (WHERE "action" IN ('approve', 'counter_propose', 'reject')) AS "decided_at"
    FROM "audit_events"
    WHERE "entity_type" = 'booking'
    GROUP BY "entity_id"
  ) AS h
  WHERE b."id" = h."entity_id";
