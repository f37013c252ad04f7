// `npm run lint:openapi`: the OpenAPI document the application serves, linted with Redocly's
// recommended rules (docs/api.md#openapi). No listening server: the app is built in-process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'espaces-openapi-'));
const document = join(directory, 'openapi.json');

// Nothing leaves the machine: no usage report, no update check.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    rmSync(directory, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

run('npx', ['tsx', 'packages/server/scripts/write-openapi.ts', document]);
run('npx', ['redocly', 'lint', '--extends', 'recommended', '--max-problems', '1000', document]);
rmSync(directory, { recursive: true, force: true });
