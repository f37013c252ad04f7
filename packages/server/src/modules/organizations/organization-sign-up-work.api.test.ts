import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/support/app.ts';
import { loadConfig } from '../../config.ts';
import { createLocalFileStorage } from '../../files/local-file-storage.ts';
import { answerNoSoonerThan } from '../../http/answer-floor.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { SIGN_UP_ANSWER_FLOOR_MS } from './organization-sign-up.service.ts';
import {
  APP_URL,
  postSignUp,
  signUpData,
  signUpParts,
  type OrganizationsWorld,
} from './organizations.test-support.ts';

// The time of a sign-up's answer must not tell whether its address already has an account:
// both paths do the same costly work and leave at the same floor. What each path does is
// counted here, never timed.

vi.mock('../auth/password-hashing.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../auth/password-hashing.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});
vi.mock('../../http/answer-floor.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../http/answer-floor.ts')>();
  return { answerNoSoonerThan: vi.fn(original.answerNoSoonerThan) };
});

const storageCalls = { saved: 0, deleted: 0 };
let world: OrganizationsWorld;

beforeAll(async () => {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'espaces-sign-up-work-'));
  const local = createLocalFileStorage(filesDir);
  const context = await createTestApp({
    config: loadConfig({
      NODE_ENV: 'test',
      COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
      WEB_DIST_DIR: '/nonexistent',
      APP_URL,
    }),
    storage: {
      ...local,
      saveFile: (content) => ((storageCalls.saved += 1), local.saveFile(content)),
      deleteFile: (key) => ((storageCalls.deleted += 1), local.deleteFile(key)),
    },
  });
  world = {
    context,
    filesDir,
    cookiesOf: () => Promise.reject(new Error('no session needed')),
    close: async () => {
      await context.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
});
afterAll(() => world.close());
beforeEach(() => {
  vi.clearAllMocks();
  Object.assign(storageCalls, { saved: 0, deleted: 0 });
});

/** The answer's structure with its values reduced to their types. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
}

async function signUpWith(email: string) {
  const filesBefore = (await readdir(world.filesDir).catch(() => [])).length;
  const response = await postSignUp(world, signUpParts(signUpData({ representative: { email } })));
  const work = {
    hashes: vi.mocked(hashPassword).mock.calls.length,
    floors: vi.mocked(answerNoSoonerThan).mock.calls.map(([, floorMs]) => floorMs),
    documentsStored: storageCalls.saved,
  };
  const filesKept = (await readdir(world.filesDir).catch(() => [])).length - filesBefore;
  vi.clearAllMocks();
  Object.assign(storageCalls, { saved: 0, deleted: 0 });
  return { response, work, filesKept };
}

describe('POST /api/organizations, address free or taken', () => {
  it('hashes the password once, stores both documents and waits for the same floor on both paths', async () => {
    const free = await signUpWith(`libre.${Date.now()}@foulees.example.fr`);
    const taken = await signUpWith('asso@espaces.test');

    expect(free.work).toEqual({
      hashes: 1,
      floors: [SIGN_UP_ANSWER_FLOOR_MS],
      documentsStored: 2,
    });
    expect(taken.work).toEqual(free.work);
    expect(taken.response.statusCode).toBe(201);
    expect(taken.response.statusCode).toBe(free.response.statusCode);
    expect(shapeOf(taken.response.json())).toEqual(shapeOf(free.response.json()));
    // The taken address's documents are removed again: nothing refers to them.
    expect([free.filesKept, taken.filesKept]).toEqual([2, 0]);
  });

  it('answers a taken address in a capitalised spelling the same way', async () => {
    const free = await signUpWith(`libre.${Date.now()}@foulees.example.fr`);
    const taken = await signUpWith(' Asso@Espaces.test');
    expect(taken.work).toEqual(free.work);
    expect(taken.response.statusCode).toBe(free.response.statusCode);
    expect(shapeOf(taken.response.json())).toEqual(shapeOf(free.response.json()));
  });
});
