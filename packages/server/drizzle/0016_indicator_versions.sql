-- Custom SQL migration: a version of what the indicators report reads, per place, facility and
-- territory, so that an app instance serves a report it keeps only while the versions of its
-- scope are those it was computed with (docs/decisions.md#indicators). Every write
-- increments the rows of what it touches in its own transaction; a row never goes back, and a
-- missing row is version 0.
CREATE TABLE "indicator_versions" (
  "key" uuid PRIMARY KEY NOT NULL,
  "version" bigint NOT NULL
);
--> statement-breakpoint
-- Rows locked in key order: two statements that touch the same places never wait on each other
-- in a cycle.
CREATE FUNCTION "bump_indicator_versions"("keys" uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO "indicator_versions" ("key", "version")
    SELECT DISTINCT k, 1 FROM unnest("keys") AS k WHERE k IS NOT NULL ORDER BY k
  ON CONFLICT ("key") DO UPDATE SET "version" = "indicator_versions"."version" + 1;
$$;
--> statement-breakpoint
-- Bookings, booking slots and opening windows: the places of the rows a statement wrote.
CREATE FUNCTION "indicator_places_changed"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_indicator_versions"(ARRAY(SELECT "place_id" FROM "new_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_indicator_versions"(ARRAY(
      SELECT "place_id" FROM "new_rows" UNION SELECT "place_id" FROM "old_rows"));
  ELSE
    PERFORM "bump_indicator_versions"(ARRAY(SELECT "place_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Agreements and their payments (the amounts): the facilities of the rows a statement wrote.
CREATE FUNCTION "indicator_facilities_changed"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_TABLE_NAME = 'agreements' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM "bump_indicator_versions"(ARRAY(SELECT "facility_id" FROM "new_rows"));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM "bump_indicator_versions"(ARRAY(
        SELECT "facility_id" FROM "new_rows" UNION SELECT "facility_id" FROM "old_rows"));
    ELSE
      PERFORM "bump_indicator_versions"(ARRAY(SELECT "facility_id" FROM "old_rows"));
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "bump_indicator_versions"(ARRAY(
      SELECT a."facility_id" FROM "new_rows" p JOIN "agreements" a ON a."id" = p."agreement_id"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_indicator_versions"(ARRAY(
      SELECT a."facility_id"
      FROM (SELECT "agreement_id" FROM "new_rows" UNION SELECT "agreement_id" FROM "old_rows") p
      JOIN "agreements" a ON a."id" = p."agreement_id"));
  ELSE
    PERFORM "bump_indicator_versions"(ARRAY(
      SELECT a."facility_id" FROM "old_rows" p JOIN "agreements" a ON a."id" = p."agreement_id"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Places, facilities and territories (names, types, where they belong; rare): the row itself.
-- Organisations' names and users' roles (who cancelled) are rare too and not worth finding the
-- places they show in: one key each (TG_ARGV[0]).
CREATE FUNCTION "indicator_row_changed"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM "bump_indicator_versions"(ARRAY[coalesce(TG_ARGV[0]::uuid, OLD."id")]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- One trigger per event: PostgreSQL takes transition tables only on single-event triggers.
DO $$
DECLARE
  target text[];
BEGIN
  FOREACH target SLICE 1 IN ARRAY ARRAY[
    ['bookings', 'indicator_places_changed'],
    ['booking_slots', 'indicator_places_changed'],
    ['time_slots', 'indicator_places_changed'],
    ['agreements', 'indicator_facilities_changed'],
    ['payments', 'indicator_facilities_changed']
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', target[1] || '_indicators_insert', target[1], target[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" '
      'NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target[1] || '_indicators_update', target[1], target[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', target[1] || '_indicators_delete', target[1], target[2]);
  END LOOP;
  FOREACH target SLICE 1 IN ARRAY ARRAY[['places'], ['facilities'], ['territories']] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW '
      'WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "indicator_row_changed"()',
      target[1] || '_indicators_update', target[1]);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "organizations_indicators_name"
  AFTER UPDATE ON "organizations"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "indicator_row_changed"('00000000-0000-0000-0000-000000000001');
--> statement-breakpoint
CREATE TRIGGER "users_indicators_roles"
  AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD."roles" IS DISTINCT FROM NEW."roles")
  EXECUTE FUNCTION "indicator_row_changed"('00000000-0000-0000-0000-000000000002');
