// `npm test`: every check of DESIGN §3 in order, stopping at the first failure, with timings.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const steps = [
  ['Lint et format', 'npm', ['run', 'lint']],
  ['Vérification des types', 'npm', ['run', 'typecheck']],
  ['Document OpenAPI (Redocly)', 'npm', ['run', 'lint:openapi']],
  ['Tests unitaires (domaine, web)', 'npm', ['run', 'test:unit']],
  [`Tests de l’API (${engine})`, 'npm', ['run', 'test:api']],
  ['Parcours Chromium (Playwright + axe)', 'npm', ['run', 'test:e2e']],
  // Reads the build the previous step made: no second build.
  ['Budget JavaScript de la page d’accueil', 'node', ['packages/web/scripts/check-budget.mjs']],
];

const timings = [];
for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  timings.push(`${label} : ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ Échec : ${label}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ Tout est passé.\n${timings.map((line) => `  ${line}`).join('\n')}`);
