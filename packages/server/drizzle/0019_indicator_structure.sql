-- Custom SQL migration: one more key of `indicator_versions`, the « structure », bumped by every
-- write that can change which places a report's scope holds: a place created or deleted, a
-- place given another facility or type, a facility given another territory or type. While it
-- is unchanged, a kept report's own keys (its places, their facilities and territories) are
-- still its scope's, and the check reads their versions by primary key and sums them instead
-- of finding the scope again (docs/decisions.md). Only these rare writes take its row: no
-- booking, window, agreement or payment write waits on it.
CREATE FUNCTION "indicator_structure_changed"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM "bump_indicator_versions"(ARRAY['00000000-0000-0000-0000-000000000003'::uuid]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Once per statement: a seed inserting thousands of places bumps it once.
CREATE TRIGGER "places_indicators_structure_insert_delete"
  AFTER INSERT OR DELETE ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION "indicator_structure_changed"();
--> statement-breakpoint
CREATE TRIGGER "places_indicators_structure_update"
  AFTER UPDATE OF "facility_id", "place_type_id" ON "places"
  FOR EACH ROW WHEN (OLD."facility_id" IS DISTINCT FROM NEW."facility_id"
    OR OLD."place_type_id" IS DISTINCT FROM NEW."place_type_id")
  EXECUTE FUNCTION "indicator_structure_changed"();
--> statement-breakpoint
-- A facility or territory created has no place yet, and one with places cannot be deleted
-- (foreign keys without cascade): neither changes a scope's places.
CREATE TRIGGER "facilities_indicators_structure_update"
  AFTER UPDATE OF "territory_id", "facility_type_id" ON "facilities"
  FOR EACH ROW WHEN (OLD."territory_id" IS DISTINCT FROM NEW."territory_id"
    OR OLD."facility_type_id" IS DISTINCT FROM NEW."facility_type_id")
  EXECUTE FUNCTION "indicator_structure_changed"();
