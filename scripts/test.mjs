// `npm test`: every check of docs/operations.md#tests in order, stopping at the first failure, with timings.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const reports = mkdtempSync(join(tmpdir(), 'espaces-tests-'));
// Vitest also writes a JSON report, read back to say which tests were skipped and why.
const withReport = (name) => [
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];
const skipReasons = {
  api: process.env.DATABASE_URL
    ? ''
    : ' sur PGlite : ils exigent plusieurs connexions PostgreSQL à la fois (DATABASE_URL=postgres://… npm test les lance)',
  unit: '',
};
const steps = [
  ['Lint et format', 'npm', ['run', 'lint']],
  ['Vérification des types', 'npm', ['run', 'typecheck']],
  ['Document OpenAPI (Redocly)', 'npm', ['run', 'lint:openapi']],
  ['Tests unitaires (domaine, web)', 'npm', ['run', 'test:unit', ...withReport('unit')], 'unit'],
  [`Tests de l’API (${engine})`, 'npm', ['run', 'test:api', ...withReport('api')], 'api'],
  ['Parcours Chromium (Playwright + axe)', 'npm', ['run', 'test:e2e']],
  // Reads the build the previous step made: no second build.
  ['Budget JavaScript de la page d’accueil', 'node', ['packages/web/scripts/check-budget.mjs']],
];

/** « N tests ignorés … » with their files, from a step's JSON report; nothing when none was. */
function skippedSummary(report) {
  const { testResults } = JSON.parse(readFileSync(join(reports, `${report}.json`), 'utf8'));
  const files = testResults
    .map((file) => ({
      path: relative(root, file.name),
      skipped: file.assertionResults.filter(
        (test) => test.status !== 'passed' && test.status !== 'failed',
      ).length,
    }))
    .filter((file) => file.skipped > 0);
  const total = files.reduce((sum, file) => sum + file.skipped, 0);
  if (total === 0) return null;
  const lines = files.map((file) => `    ${file.path} (${file.skipped})`);
  const count = total > 1 ? `${total} tests ignorés` : '1 test ignoré';
  return [`  ${count}${skipReasons[report]} :`, ...lines].join('\n');
}

const timings = [];
const skipped = [];
for (const [label, command, args, report] of steps) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  timings.push(`${label} : ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ Échec : ${label}`);
    process.exit(result.status ?? 1);
  }
  const summary = report && skippedSummary(report);
  if (summary) {
    console.log(`\nℹ ${label}\n${summary}`);
    skipped.push(`${label}\n${summary}`);
  }
}
console.log(`\n✔ Tout est passé.\n${timings.map((line) => `  ${line}`).join('\n')}`);
if (skipped.length > 0) console.log(`\nℹ Tests ignorés\n${skipped.join('\n')}`);
