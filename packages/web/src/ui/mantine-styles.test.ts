import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Mantine's styles are imported per component (main.tsx, mantine-styles.ts): a component used
// without its stylesheet would render unstyled, silently. This reads the sources to catch it.
// A path from the string: jsdom's URL is not the one fileURLToPath accepts.
const sourceDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const stylesDir = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function mantineCoreImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(sourceDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const name of match[1]!.split(',')) {
        const imported = name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (imported) names.add(imported);
      }
    }
  }
  return names;
}

describe('Mantine styles per component', () => {
  it('imports the stylesheet of every Mantine component the app uses', () => {
    const stylesheets = new Set(readdirSync(stylesDir).map((file) => file.replace(/\.css$/, '')));
    const imported =
      readFileSync(join(sourceDir, 'main.tsx'), 'utf8') +
      readFileSync(join(sourceDir, 'ui/mantine-styles.ts'), 'utf8');
    const used = [...mantineCoreImports()].filter((name) => stylesheets.has(name));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !imported.includes(`@mantine/core/styles/${name}.css`))).toEqual(
      [],
    );
  });
});
