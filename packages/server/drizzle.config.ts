import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by our own programmatic migrator (src/db/migrate.ts),
// because `drizzle-kit migrate` cannot load btree_gist into PGlite (docs/decisions.md#database).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
