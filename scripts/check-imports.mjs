// `npm run lint`'s import rules (docs/architecture.md#import-rules): no cycle of value imports
// between source files, no cycle of imports between server modules, and a web feature that
// reaches another only through its public.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['packages/domain/src', 'packages/server/src', 'packages/web/src'];
const DOMAIN_PACKAGE = '@espaces/domain/';
const MODULES = 'packages/server/src/modules/';
const FEATURES = 'packages/web/src/features/';

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

/** The cycles of a graph (its strongly connected components of two nodes or more, Tarjan). */
function cyclesOf(graph) {
  const order = new Map();
  const low = new Map();
  const stack = [];
  const cycles = [];
  const visit = (node) => {
    order.set(node, order.size);
    low.set(node, order.get(node));
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) !== order.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) cycles.push(component);
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

const areaOf = (path, prefix) =>
  path.startsWith(prefix) ? path.slice(prefix.length).split('/')[0] : null;

// Value imports between files (type-only ones aside).
const fileGraph = new Map(
  [...imports].map(([file, targets]) => [
    file,
    targets
      .filter(({ target, typeOnly }) => !typeOnly && imports.has(target))
      .map(({ target }) => target),
  ]),
);
for (const cycle of cyclesOf(fileGraph)) problems.push(`Cycle d’imports : ${cycle.join(' → ')}`);

// Server modules, by any import of their files but the tests'.
const moduleGraph = new Map();
for (const [file, targets] of imports) {
  const from = areaOf(file, MODULES);
  if (!from || isTest(file)) continue;
  if (!moduleGraph.has(from)) moduleGraph.set(from, new Set());
  for (const { target } of targets) {
    const to = areaOf(target, MODULES);
    if (to && to !== from) moduleGraph.get(from).add(to);
  }
}
for (const cycle of cyclesOf(moduleGraph)) {
  problems.push(`Modules serveur qui s’importent en cercle : ${cycle.join(' → ')}`);
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
