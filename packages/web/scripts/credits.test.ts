import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectCredits } from './credits.ts';

let root: string;

function writePackage(dir: string, content: object): void {
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, 'package.json'), JSON.stringify(content));
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('collectCredits', () => {
  it('lists what the runtime dependencies pull in, with each installed version and licence', () => {
    root = mkdtempSync(join(tmpdir(), 'credits-'));
    writePackage('packages/web', {
      name: '@espaces/web',
      dependencies: { react: '^19', '@espaces/domain': '*', 'old-lib': '1' },
      devDependencies: { vitest: '4' },
    });
    writePackage('packages/server', { name: '@espaces/server', dependencies: { fastify: '5' } });
    writePackage('packages/domain', { name: '@espaces/domain', dependencies: { zod: '4' } });
    writePackage('node_modules/@espaces/domain', {
      name: '@espaces/domain',
      dependencies: { zod: '4' },
    });
    writePackage('node_modules/react', { name: 'react', version: '19.2.0', license: 'MIT' });
    writePackage('node_modules/zod', { name: 'zod', version: '4.1.0', license: 'MIT' });
    writePackage('node_modules/vitest', { name: 'vitest', version: '4.1.0', license: 'MIT' });
    writePackage('node_modules/old-lib', {
      name: 'old-lib',
      version: '1.0.0',
      licenses: [{ type: 'BSD-2-Clause' }],
    });
    writePackage('node_modules/fastify', {
      name: 'fastify',
      version: '5.0.0',
      license: 'MIT',
      dependencies: { 'light-my-request': '6' },
      optionalDependencies: { 'only-on-windows': '1' },
    });
    // A nested copy wins over the hoisted one, as Node resolves it.
    writePackage('node_modules/light-my-request', { name: 'light-my-request', version: '5.0.0' });
    writePackage('node_modules/fastify/node_modules/light-my-request', {
      name: 'light-my-request',
      version: '6.1.0',
      license: { type: 'BSD-3-Clause' },
    });

    const credits = collectCredits(root, [
      join(root, 'packages/web'),
      join(root, 'packages/server'),
    ]);

    expect(credits).toEqual([
      { name: 'fastify', version: '5.0.0', license: 'MIT' },
      { name: 'light-my-request', version: '6.1.0', license: 'BSD-3-Clause' },
      { name: 'old-lib', version: '1.0.0', license: 'BSD-2-Clause' },
      { name: 'react', version: '19.2.0', license: 'MIT' },
      { name: 'zod', version: '4.1.0', license: 'MIT' },
    ]);
  });
});
