// `TEST_TODAY=2026-12-28T20:00:00+01:00 npm run test:api` runs the API tests as on that day: the
// process's clock starts there and keeps running, so a test that depends on today's date without
// a fixed clock shows itself (docs/operations.md#tests). Embedded PGlite reads the same clock;
// a PostgreSQL server does not, so the shift is for PGlite runs.
const today = process.env.TEST_TODAY;

if (today) {
  const target = Date.parse(today);
  if (Number.isNaN(target)) throw new Error(`TEST_TODAY is not a date: ${today}`);
  if (process.env.DATABASE_URL) throw new Error('TEST_TODAY shifts PGlite runs only');
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
