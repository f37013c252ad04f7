// `npm run lint`'s import rules (docs/architecture.md#import-rules): no two source files importing
// each other's values through any chain; server modules that never import each other both ways
// (but the pairs listed below); a web feature that reaches another only through its public.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['packages/domain/src', 'packages/server/src', 'packages/web/src'];
const DOMAIN_PACKAGE = '@espaces/domain/';
const MODULES = 'packages/server/src/modules/';
const FEATURES = 'packages/web/src/features/';

// An agreement's amendments and payments read it, and its pages read their sums back
// (docs/agreements.md#amounts-once-issued): known, not to be extended.
const KNOWN_MODULE_PAIRS = new Set(['agreements|amendments', 'agreements|payments']);

const isTest = (path) => /\.test\.tsx?$|test-support|\/test\//.test(path);

function sourceFiles(directory) {
  return readdirSync(join(root, directory)).flatMap((name) => {
    const path = `${directory}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The repository paths a file imports, each with whether the import is of types only. */
function importsOf(path) {
  const text = readFileSync(join(root, path), 'utf8');
  const found = [];
  for (const [, typeOnly, specifier] of text.matchAll(
    /^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gms,
  )) {
    let target;
    if (specifier.startsWith('.')) target = resolve(root, dirname(path), specifier);
    else if (specifier.startsWith(DOMAIN_PACKAGE)) {
      target = join(root, 'packages/domain/src', specifier.slice(DOMAIN_PACKAGE.length));
    } else continue;
    const file = [target, `${target}.ts`, `${target}.tsx`].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (file) found.push({ target: relative(root, file), typeOnly: Boolean(typeOnly) });
  }
  return found;
}

const files = SOURCES.flatMap(sourceFiles);
const imports = new Map(files.map((file) => [file, importsOf(file)]));
const problems = [];

// Cycles of value imports between files (Tarjan's strongly connected components).
const order = new Map();
const low = new Map();
const stack = [];
let counter = 0;
function visit(file) {
  order.set(file, counter);
  low.set(file, counter++);
  stack.push(file);
  for (const { target, typeOnly } of imports.get(file) ?? []) {
    if (typeOnly || !imports.has(target)) continue;
    if (!order.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (stack.includes(target)) low.set(file, Math.min(low.get(file), order.get(target)));
  }
  if (low.get(file) !== order.get(file)) return;
  const component = stack.splice(stack.indexOf(file));
  if (component.length > 1) problems.push(`Cycle d’imports : ${component.join(' → ')}`);
}
for (const file of files) if (!order.has(file)) visit(file);

const areaOf = (path, prefix) =>
  path.startsWith(prefix) ? path.slice(prefix.length).split('/')[0] : null;

// Server modules importing each other both ways.
const moduleEdges = new Set();
for (const [file, targets] of imports) {
  const from = areaOf(file, MODULES);
  if (!from || isTest(file)) continue;
  for (const { target } of targets) {
    const to = areaOf(target, MODULES);
    if (to && to !== from) moduleEdges.add(`${from}|${to}`);
  }
}
for (const edge of moduleEdges) {
  const [from, to] = edge.split('|');
  const pair = [from, to].sort().join('|');
  if (from < to && moduleEdges.has(`${to}|${from}`) && !KNOWN_MODULE_PAIRS.has(pair)) {
    problems.push(`Modules serveur qui s’importent l’un l’autre : ${from} ↔ ${to}`);
  }
}

// A web feature reaches another through its public.ts (tests may use its test/ factories).
for (const [file, targets] of imports) {
  const from = areaOf(file, FEATURES);
  if (!from) continue;
  for (const { target } of targets) {
    const to = areaOf(target, FEATURES);
    if (!to || to === from) continue;
    const inside = target.slice(`${FEATURES}${to}/`.length);
    if (inside === 'public.ts' || (isTest(file) && inside.startsWith('test/'))) continue;
    problems.push(`${file} importe ${target} : passer par ${FEATURES}${to}/public.ts`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Imports vérifiés : ${files.length} fichiers, aucun cycle ni frontière franchie.`);
