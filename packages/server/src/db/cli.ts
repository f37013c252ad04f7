import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { prepareDatabase, whileStartupLocked } from './prepare.ts';
import { seedRegionData } from './seed/region-data.ts';

export { prepareDatabase, type PrepareDatabaseOptions } from './prepare.ts';

const USAGE = 'Usage : tsx src/db/cli.ts migrate | seed [--demo] [--region]';
/** Embedded data defaults to ./var at the repository root, wherever we run from. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../../var', import.meta.url));

async function run(args: string[]): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `base embarquée (${dataDir})`;
  const [command, ...flags] = args;
  if (command === 'migrate' && flags.length === 0) {
    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      // Under the lock the instances take at start, should one be starting meanwhile.
      await whileStartupLocked(handle, () => migrateDatabase(handle));
    } finally {
      await handle.close();
    }
    console.log(`Migrations appliquées : ${where}.`);
    return;
  }
  if (command === 'seed' && flags.every((flag) => flag === '--demo' || flag === '--region')) {
    const region = flags.includes('--region');
    // The embedded database is a demo by nature; a PostgreSQL one only gets demo data on request.
    // The region data builds on the demo data (its accounts, types and first territory).
    const seedDemo = flags.includes('--demo') || region || !databaseUrl;
    const handle = await prepareDatabase({ databaseUrl, dataDir, seedDemo });
    try {
      console.log(`Migrations appliquées ; ${seedOutcome(handle.seeded, seedDemo)} : ${where}.`);
      if (region) await seedRegion(handle.db);
    } finally {
      await handle.close();
    }
    return;
  }
  console.error(USAGE);
  process.exitCode = 2;
}

async function seedRegion(db: Database): Promise<void> {
  const started = performance.now();
  const added = await seedRegionData(db, { now: new Date() });
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(
    added
      ? `Données régionales ajoutées en ${seconds} s.`
      : 'Données régionales déjà présentes, rien n’a été ajouté.',
  );
}

function seedOutcome(seeded: boolean, seedDemo: boolean): string {
  if (seeded) return 'données de démonstration ajoutées';
  if (seedDemo) return 'base déjà remplie, rien n’a été ajouté';
  return 'aucune donnée ajoutée (sur PostgreSQL, ajoutez --demo)';
}

// main.ts imports prepareDatabase from here: run only when executed as a script.
const script = process.argv[1];
if (script && realpathSync(path.resolve(script)) === fileURLToPath(import.meta.url)) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
