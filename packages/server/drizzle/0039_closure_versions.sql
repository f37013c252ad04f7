-- Custom SQL migration: the data versions of migration 0016 also follow what a place's
-- availability, the search and the staff's booking lists read besides bookings and windows, so
-- that an instance may serve them again while unchanged (docs/performance.md#mechanisms): a
-- closure bumps the key of its facility or territory, a change of the imported school holidays
-- one shared key, a type renamed the structure key, a user renamed the users' key. All are rare
-- writes; a closure's bump comes last in its use case (docs/decisions.md#lock-order).
CREATE FUNCTION "closures_versions_changed"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_indicator_versions"(ARRAY(
      SELECT coalesce("facility_id", "territory_id") FROM "new_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_indicator_versions"(ARRAY(
      SELECT coalesce("facility_id", "territory_id") FROM "new_rows"
      UNION SELECT coalesce("facility_id", "territory_id") FROM "old_rows"));
  ELSE
    PERFORM "bump_indicator_versions"(ARRAY(
      SELECT coalesce("facility_id", "territory_id") FROM "old_rows"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "closures_versions_insert" AFTER INSERT ON "closures"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "closures_versions_changed"();
--> statement-breakpoint
CREATE TRIGGER "closures_versions_update" AFTER UPDATE ON "closures"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "closures_versions_changed"();
--> statement-breakpoint
CREATE TRIGGER "closures_versions_delete" AFTER DELETE ON "closures"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "closures_versions_changed"();
--> statement-breakpoint
CREATE FUNCTION "school_holidays_version_changed"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM "bump_indicator_versions"(ARRAY['00000000-0000-0000-0000-000000000004'::uuid]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "school_holiday_periods_versions"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "school_holiday_periods"
  FOR EACH STATEMENT EXECUTE FUNCTION "school_holidays_version_changed"();
--> statement-breakpoint
-- Type names show in the search's answers: renaming one (rare) changes the structure key.
CREATE TRIGGER "place_types_versions" AFTER UPDATE ON "place_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "indicator_structure_changed"();
--> statement-breakpoint
CREATE TRIGGER "facility_types_versions" AFTER UPDATE ON "facility_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "indicator_structure_changed"();
--> statement-breakpoint
-- Users' names show in the booking lists (who requested, who cancelled): rare, one shared key, as
-- their roles (migration 0016).
CREATE TRIGGER "users_versions_names" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "indicator_row_changed"('00000000-0000-0000-0000-000000000002');
