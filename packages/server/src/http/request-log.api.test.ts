import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestContext } from '../../test/support/app.ts';
import { BatchedLogStream } from './log-stream.ts';
import { requestLogSerializers } from './request-log.ts';

let context: TestContext;
const loggedUrls: string[] = [];

beforeAll(async () => {
  // What the production request log writes of each request, through the real routes.
  context = await createTestApp({}, (app) => {
    app.addHook('onResponse', async (request) => {
      loggedUrls.push(requestLogSerializers.req(request).url);
    });
  });
});
afterAll(async () => {
  await context.close();
});

describe('request log of a link carrying a token', () => {
  it.each(['token', '%74oken', 'tok%65n', 'to%6Ben'])(
    'never holds the token, whatever the spelling of « %s » that the server reads',
    async (name) => {
      const secret = `secret-${randomUUID()}`;
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/organizations/${randomUUID()}/validate?from=mail&${name}=${secret}`,
      });
      // The server read the parameter as the token: it checked it (and found no such link).
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        expect.objectContaining({ propertyPath: 'token', code: 'VALIDATION_FAILED' }),
      ]);
      const logged = loggedUrls.at(-1)!;
      expect(logged).not.toContain(secret);
      expect(logged).toMatch(/\?from=mail&.+=\[masqué\]$/);
    },
  );
});

describe('request log of an address whose path grants something', () => {
  it.each([
    ['GET', '/api/sandbox/card-registrations/{secret}'],
    ['POST', '/api/sandbox/card-registrations/{secret}'],
    ['GET', '/bac-a-sable/carte/{secret}'],
    ['GET', '/api/calendars/{secret}.ics'],
  ] as const)('never holds the secret of %s %s', async (method, path) => {
    const secret = randomUUID();
    const response = await context.app.inject({
      method,
      url: path.replace('{secret}', secret),
      ...(method === 'POST' ? { payload: {}, headers: { origin: 'http://localhost:3000' } } : {}),
    });
    expect(response.statusCode).toBeLessThan(500);
    const logged = loggedUrls.at(-1)!;
    expect(logged).not.toContain(secret);
    expect(logged).toContain('[masqué]');
  });
});

/** The production app, its log written to `logStream`. */
function productionApp(logStream: { write(line: string): void }) {
  return createTestApp({
    config: loadConfig({
      NODE_ENV: 'production',
      COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
      WEB_DIST_DIR: '/nonexistent',
    }),
    logger: true,
    logStream,
  });
}

const completedLine = {
  level: 30,
  msg: 'request completed',
  req: expect.objectContaining({ method: 'GET', url: '/api/config?token=[masqué]' }),
  res: { statusCode: 200 },
  responseTime: expect.any(Number),
};

describe('production request log', () => {
  it('writes one line per request once answered: the masked address, the status, the time', async () => {
    const lines: Record<string, unknown>[] = [];
    const production = await productionApp({ write: (line) => void lines.push(JSON.parse(line)) });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/config?token=s3cret',
      });
      expect(response.statusCode).toBe(200);
      const ofRequest = lines.filter((line) => line.reqId === lines.at(-1)?.reqId);
      expect(ofRequest).toEqual([expect.objectContaining(completedLine)]);
    } finally {
      await production.close();
    }
  });

  it('reaches the output through the batched stream of main.ts within its delay', async () => {
    const written: string[] = [];
    const stream = new BatchedLogStream((bytes) => void written.push(bytes.toString()), {
      maxDelayMs: 50,
    });
    const production = await productionApp(stream);
    try {
      await production.app.inject({ method: 'GET', url: '/api/config?token=s3cret' });
      await vi.waitFor(() => {
        const lines = written
          .join('')
          .trimEnd()
          .split('\n')
          .map((line) => JSON.parse(line));
        expect(lines.at(-1)).toEqual(expect.objectContaining(completedLine));
      });
    } finally {
      await production.close();
    }
  });
});
