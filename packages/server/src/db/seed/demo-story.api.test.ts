import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, signIn, type TestContext } from '../../../test/support/app.ts';
import { mailOutbox, storedDocuments } from '../schema.ts';
import { tellDemoStory } from './demo-story.ts';

// The demo story played on a fresh demo database at a fixed day: each demo account of the
// README finds something in its lists, whatever the day `npm start` runs.

const STATUSES = [
  'new',
  'pending',
  'approved',
  'to_review',
  'validated',
  'finished',
  'cancelled',
  'rejected',
];

interface Listed {
  id: string;
  status: string;
  _abilities: Record<string, boolean>;
}

async function storyAt(now: string) {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'espaces-demo-story-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
    WEB_DIST_DIR: '/nonexistent',
    FILES_DIR: filesDir,
  });
  const context = await createTestApp({ startAt: new Date(now), config });
  await tellDemoStory(context.db, config, new Date(now));
  return {
    context,
    close: async () => {
      await context.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

async function get<T>(context: TestContext, email: string, url: string): Promise<T> {
  const response = await context.app.inject({
    method: 'GET',
    url,
    cookies: await signIn(context.app, email),
  });
  expect(response.statusCode, `${email} GET ${url}`).toBe(200);
  return response.json() as T;
}

const members = async <T = Listed>(context: TestContext, email: string, url: string) =>
  (await get<{ 'hydra:member': T[] }>(context, email, url))['hydra:member'];

describe('the demo story on 28/12/2026', () => {
  let story: Awaited<ReturnType<typeof storyAt>>;
  beforeAll(async () => {
    story = await storyAt('2026-12-28T09:00:00Z');
  }, 600_000);
  afterAll(() => story.close());

  it('gives the association a booking in every status and a step to take', async () => {
    const bookings = await members(
      story.context,
      'asso@espaces.test',
      '/api/bookings?pagination=false',
    );
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(STATUSES));
    const pending = bookings.find((b) => b.status === 'pending')!;
    expect(pending._abilities).toMatchObject({ accept: true });
    const agreements = await members<{ status: string }>(
      story.context,
      'asso@espaces.test',
      '/api/agreements?pagination=false',
    );
    expect(agreements.map((a) => a.status).sort()).toEqual(['finished', 'signed', 'to_sign']);
  });

  it('has payments paid with receipts and payments still due', async () => {
    const payments = await members<{ status: string; receiptNumber: string | null }>(
      story.context,
      'asso@espaces.test',
      '/api/payments?pagination=false',
    );
    const paid = payments.filter((p) => p.status === 'paid');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((p) => p.receiptNumber !== null)).toBe(true);
    expect(payments.some((p) => p.status !== 'paid')).toBe(true);
  });

  it('keeps what the product wrote: stored PDFs, an amendment, a closure, mails sent', async () => {
    const documents = await story.context.db.select().from(storedDocuments);
    expect(documents.length).toBeGreaterThanOrEqual(4);
    expect(documents.every((d) => /^[0-9a-f]{64}$/.test(d.sha256))).toBe(true);
    const validated = (
      await members(story.context, 'asso@espaces.test', '/api/bookings?pagination=false')
    ).find((b) => b.status === 'validated')!;
    const amendments = await members(
      story.context,
      'asso@espaces.test',
      `/api/bookings/${validated.id}/amendments`,
    );
    expect(amendments).toHaveLength(1);
    const pendingMails = await story.context.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    expect(pendingMails).toEqual([]);
  });

  it('leaves the facility staff a decision, an agreement to prepare and a list to read', async () => {
    const forValidator = await members(
      story.context,
      'validateur@espaces.test',
      '/api/bookings?pagination=false',
    );
    expect(forValidator.find((b) => b.status === 'new')?._abilities).toMatchObject({
      approve: true,
    });
    const forAdmin = await members(
      story.context,
      'admin@espaces.test',
      '/api/bookings?pagination=false',
    );
    expect(forAdmin.map((b) => b.status)).toEqual(expect.arrayContaining(['new', 'approved']));
    for (const email of ['superviseur@espaces.test', 'territoire@espaces.test']) {
      expect((await members(story.context, email, '/api/bookings?pagination=false')).length).toBe(
        8,
      );
    }
  });

  it('gives central staff an organisation to review and figures, as the staff', async () => {
    const toReview = await members<{ status: string }>(
      story.context,
      'central@espaces.test',
      '/api/organizations?status[]=to_review&pagination=false',
    );
    expect(toReview.length).toBeGreaterThan(0);
    for (const email of ['central@espaces.test', 'admin@espaces.test']) {
      const figures = await get<{
        totals: { bookedMinutes: number; requests: { received: number } };
      }>(story.context, email, '/api/indicators');
      expect(figures.totals.bookedMinutes, email).toBeGreaterThan(0);
      expect(figures.totals.requests.received, email).toBeGreaterThan(0);
    }
    const waiting = await get<{ organization: { id: string; status: string } }>(
      story.context,
      'asso-attente@espaces.test',
      '/api/authentication/user',
    );
    expect(waiting.organization.status).toBe('to_review');
  });
});

describe.each([
  ['1 September', '2027-09-01T08:00:00Z'],
  ['30 June', '2027-06-30T08:00:00Z'],
  ['15 August', '2027-08-15T08:00:00Z'],
])('the demo story on %s', (_, now) => {
  it('still gives the association a booking in every status', async () => {
    const story = await storyAt(now);
    try {
      const bookings = await members(
        story.context,
        'asso@espaces.test',
        '/api/bookings?pagination=false',
      );
      expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(STATUSES));
    } finally {
      await story.close();
    }
  }, 600_000);
});
