DROP INDEX "time_slots_place_start_idx";--> statement-breakpoint
CREATE INDEX "time_slots_place_start_idx" ON "time_slots" USING btree ("place_id","start_date","end_date");