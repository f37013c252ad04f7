-- Custom SQL migration: `bump_indicator_versions` (migration 0040) in PL/pgSQL. A SQL function
-- that writes is never inlined and plans its INSERT again in every transaction that calls it;
-- PL/pgSQL keeps the plan for the connection's life. A booking's request calls it twice (its row
-- and its slots), which cost 0.15 ms of the database's time each time (docs/performance.md).
CREATE OR REPLACE FUNCTION "bump_indicator_versions"("keys" uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO "indicator_version_bumps" ("key")
    SELECT DISTINCT k FROM unnest("keys") AS k WHERE k IS NOT NULL
  ON CONFLICT DO NOTHING;
END;
$$;
