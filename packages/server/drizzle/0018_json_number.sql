-- A double precision as JavaScript's JSON.stringify writes it, for answers PostgreSQL writes
-- whole (the search's members): PostgreSQL writes 5e-05, 1e+15, 1e-07, -0 and NaN where
-- JavaScript writes 0.00005, 1000000000000000, 1e-7, 0 and null. The usual case (a
-- coordinate) is the plain text; the function stays one expression so that it is inlined.
CREATE FUNCTION json_number(value double precision) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN value IN ('NaN', 'Infinity', '-Infinity') THEN 'null'
  WHEN value = 0 THEN '0'
  WHEN abs(value) >= 1e-4 AND abs(value) < 1e15 THEN value::text
  WHEN abs(value) >= 1e-6 AND abs(value) < 1e-4 THEN
    CASE WHEN value < 0 THEN '-' ELSE '' END || '0.'
      || repeat('0', -split_part(value::text, 'e', 2)::int - 1)
      || replace(ltrim(split_part(value::text, 'e', 1), '-'), '.', '')
  WHEN abs(value) >= 1e15 AND abs(value) < 1e21 THEN
    CASE WHEN value < 0 THEN '-' ELSE '' END
      || rpad(replace(ltrim(split_part(value::text, 'e', 1), '-'), '.', ''),
              split_part(value::text, 'e', 2)::int + 1, '0')
      || CASE WHEN length(replace(ltrim(split_part(value::text, 'e', 1), '-'), '.', ''))
                   > split_part(value::text, 'e', 2)::int + 1
           THEN '.' || substr(replace(ltrim(split_part(value::text, 'e', 1), '-'), '.', ''),
                              split_part(value::text, 'e', 2)::int + 2)
           ELSE '' END
  ELSE regexp_replace(value::text, 'e([+-])0*(\d)', 'e\1\2')
END;
