import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** One open-source component shipped with the product, as the credits page lists it. */
export interface Credit {
  name: string;
  version: string;
  license: string;
}

interface PackageJson {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Our own workspaces are the product itself, not third-party components. */
const OWN_SCOPE = '@espaces/';

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Old packages state their licence as an object or a list; the credits need one text. */
function licenseOf(pkg: PackageJson): string {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  const listed = (pkg.licenses ?? []).map((entry) => entry.type).filter(Boolean);
  return listed.length > 0 ? listed.join(' OR ') : 'non précisée';
}

/** Node's lookup: the nearest `node_modules/<name>` from `fromDir` up to the repository root. */
function resolvePackage(fromDir: string, name: string, rootDir: string): string | null {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === rootDir || relative(rootDir, dir).startsWith('..')) return null;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent.endsWith(`${sep}node_modules`) ? dirname(parent) : parent;
  }
}

/**
 * Every package reachable through the runtime dependencies of the given workspaces, read from
 * the installed node_modules: what is really shipped, not what someone remembered to list.
 * Optional dependencies that are not installed (other platforms) are skipped.
 */
export function collectCredits(rootDir: string, workspaceDirs: readonly string[]): Credit[] {
  const credits = new Map<string, Credit>();
  const visited = new Set<string>();
  const pending = [...workspaceDirs];
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    if (visited.has(dir)) continue;
    visited.add(dir);
    const pkg = readPackage(dir);
    const isWorkspace = workspaceDirs.includes(dir);
    if (!isWorkspace && pkg.name && !pkg.name.startsWith(OWN_SCOPE)) {
      const credit = { name: pkg.name, version: pkg.version ?? '', license: licenseOf(pkg) };
      credits.set(`${credit.name}@${credit.version}`, credit);
    }
    const names = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies });
    for (const name of names) {
      const found = resolvePackage(dir, name, rootDir);
      if (found) pending.push(found);
    }
  }
  return [...credits.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}
