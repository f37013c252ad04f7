DROP INDEX "bookings_place_idx";--> statement-breakpoint
CREATE INDEX "bookings_place_status_idx" ON "bookings" USING btree ("place_id","status","reference","id");