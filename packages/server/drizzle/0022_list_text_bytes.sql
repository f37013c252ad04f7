-- Custom SQL: the kept list texts are now their UTF-8 bytes read as Latin-1 (one character a
-- byte, see asUtf8Bytes in src/db/json-text.ts); those kept in the former form are dropped,
-- and the scheduled job writes them again (until then the lists write them at read time).
-- Only the texts change: the triggers' condition (any other column) lets this through.
UPDATE "bookings" SET "list_text_head" = NULL, "list_text_tail" = NULL
  WHERE "list_text_head" IS NOT NULL OR "list_text_tail" IS NOT NULL;
--> statement-breakpoint
UPDATE "booking_slots" SET "list_text_head" = NULL, "list_text_tail" = NULL
  WHERE "list_text_head" IS NOT NULL OR "list_text_tail" IS NOT NULL;
