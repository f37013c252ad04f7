-- Custom SQL: the kept list texts go back to plain text, as migration 0021 made them (the
-- UTF-8-bytes-as-Latin-1 form of 0022 and its CHECK of 0023 are gone). The texts kept in that
-- form are dropped: the lists write a NULL text at read time, and the scheduled job writes it
-- again. Only the texts change: the triggers' condition (any other column) lets this through.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_list_text_bytes";--> statement-breakpoint
ALTER TABLE "booking_slots" DROP CONSTRAINT "booking_slots_list_text_bytes";--> statement-breakpoint
UPDATE "bookings" SET "list_text_head" = NULL, "list_text_tail" = NULL
  WHERE "list_text_head" IS NOT NULL OR "list_text_tail" IS NOT NULL;--> statement-breakpoint
UPDATE "booking_slots" SET "list_text_head" = NULL, "list_text_tail" = NULL
  WHERE "list_text_head" IS NOT NULL OR "list_text_tail" IS NOT NULL;
