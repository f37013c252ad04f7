// The home page must stay light (docs/performance.md#mechanisms). Reads the build's manifest, follows the
// entry's static imports (what the browser loads before the home page shows) and fails when
// their gzipped JavaScript exceeds the budget. Lazy pages (dynamic imports) are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Gzipped JavaScript the home page may load, in kB (1 kB = 1000 bytes, as Vite prints). */
const HOME_JS_BUDGET_KB = 150;

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Every chunk reached from the entry through static imports, the entry first. */
function homeChunks(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entryKey === undefined) throw new Error('Aucun point d’entrée dans le manifeste de Vite.');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key]);
}

const gzipKb = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1000;

const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
const chunks = homeChunks(manifest);
const rows = chunks.map((chunk) => [chunk.file, gzipKb(chunk.file)]);
const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
const jsKb = rows.reduce((sum, [, kb]) => sum + kb, 0);
const cssKb = css.reduce((sum, file) => sum + gzipKb(file), 0);

for (const [file, kb] of rows) console.log(`  ${kb.toFixed(2).padStart(7)} kB  ${file}`);
console.log(
  `JavaScript de la page d’accueil : ${jsKb.toFixed(2)} kB gzip (budget ${HOME_JS_BUDGET_KB} kB)`,
);
console.log(`CSS de la page d’accueil : ${cssKb.toFixed(2)} kB gzip (${css.join(', ')})`);
if (jsKb > HOME_JS_BUDGET_KB) {
  console.error(
    `✖ Budget dépassé : la page d’accueil charge ${jsKb.toFixed(2)} kB de JavaScript gzip, ` +
      `au-delà de ${HOME_JS_BUDGET_KB} kB. Chargez le code lourd dans les pages qui l’utilisent.`,
  );
  process.exit(1);
}
