-- Custom SQL migration: a transaction's data versions (migration 0016) are bumped at its COMMIT,
-- every key it touched in key order in one statement, instead of at each write. A version row
-- was held from the write that bumped it to the end of the transaction, round trips to the app
-- included: requests for one place passed one at a time, and every writer of several places had
-- to take their rows in key order before writing. Now a transaction holds a version row only
-- while it commits, after its last write, and waits there only for other committing
-- transactions, which take their rows in the same order: version rows can no longer take part
-- in a deadlock (docs/decisions.md#lock-order). The bump still commits with the data it
-- describes, so a kept answer is never served past a change (docs/performance.md#mechanisms).
--
-- The keys wait in an unlogged table, a row per transaction and key: rows of a transaction that
-- rolls back vanish with it, and none outlives its COMMIT.
CREATE UNLOGGED TABLE "indicator_version_bumps" (
  "transaction_id" xid8 DEFAULT pg_current_xact_id() NOT NULL,
  "key" uuid NOT NULL,
  PRIMARY KEY ("transaction_id", "key")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_indicator_versions"("keys" uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO "indicator_version_bumps" ("key")
    SELECT DISTINCT k FROM unnest("keys") AS k WHERE k IS NOT NULL
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- The first firing at COMMIT applies every key of the transaction; the others find none left.
CREATE FUNCTION "apply_indicator_version_bumps"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  WITH "bumped" AS (
    DELETE FROM "indicator_version_bumps" WHERE "transaction_id" = pg_current_xact_id()
    RETURNING "key"
  )
  INSERT INTO "indicator_versions" ("key", "version")
    SELECT "key", 1 FROM "bumped" ORDER BY "key"
  ON CONFLICT ("key") DO UPDATE SET "version" = "indicator_versions"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "indicator_version_bumps_at_commit"
  AFTER INSERT ON "indicator_version_bumps"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "apply_indicator_version_bumps"();
