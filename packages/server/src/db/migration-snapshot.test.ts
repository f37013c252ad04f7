import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

const META = new URL('../../drizzle/meta/', import.meta.url);

// `npm run db:generate` diffs the schema against the last snapshot of drizzle/meta/: a migration
// written by hand must leave the snapshot equal to the schema, or the next generated migration
// would create again what the hand-written ones already did (docs/decisions.md#database).
describe('migration snapshot', () => {
  it('the last snapshot is the schema: a generated migration holds only new changes', async () => {
    const snapshots = (await readdir(META)).filter((file) => file.endsWith('_snapshot.json'));
    const last = JSON.parse(
      await readFile(new URL(snapshots.sort().at(-1)!, META), 'utf8'),
    ) as Parameters<typeof generateMigration>[0];
    const statements = await generateMigration(last, generateDrizzleJson(schema, last.id));
    expect(statements).toEqual([]);
  });
});
