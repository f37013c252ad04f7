import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordResetRequests, userTokens } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { generateUserToken } from './account-tokens.ts';
import { insertAccountToken } from './account.repository.ts';
import { mailsTo, STRONG_PASSWORD, userByEmail } from './account.test-support.ts';
import { sendPasswordResetLinks } from './password-reset-request.service.ts';

// What a reset costs the server, which must tell nothing and spare it: a request does the same
// work for any address; the argon2 hash runs only for a usable link.
vi.mock('../auth/password-hashing.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../auth/password-hashing.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let context: TestContext;
beforeEach(async () => {
  context = await createTestApp();
  vi.mocked(hashPassword).mockClear();
});
afterEach(() => context.close());

function reset(token: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/user_password_resets',
    payload: { token, newPassword: STRONG_PASSWORD },
  });
}

describe('POST /api/user_password_reset_requests', () => {
  it('only records the request: the account is looked up later, off the request path', async () => {
    for (const email of ['asso@espaces.test', 'personne@espaces.test']) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/user_password_reset_requests',
        payload: { email },
      });
      expect(response.statusCode).toBe(202);
    }
    const waiting = await context.db.select().from(passwordResetRequests);
    expect(waiting.map((request) => request.email).sort()).toEqual([
      'asso@espaces.test',
      'personne@espaces.test',
    ]);
    const asso = await userByEmail(context.db, 'asso@espaces.test');
    const tokensOfAsso = () =>
      context.db.select().from(userTokens).where(eq(userTokens.userId, asso.id));
    expect(await tokensOfAsso()).toHaveLength(0);
    expect(await mailsTo(context.db, 'asso@espaces.test')).toHaveLength(0);

    await sendPasswordResetLinks(context.db, context.clock.now(), {
      appUrl: 'http://localhost:3000',
      appName: 'Espaces Partagés',
    });
    expect(await context.db.select().from(passwordResetRequests)).toHaveLength(0);
    expect(await tokensOfAsso()).toHaveLength(1);
    expect(await mailsTo(context.db, 'asso@espaces.test')).toHaveLength(1);
    expect(await mailsTo(context.db, 'personne@espaces.test')).toHaveLength(0);
  });
});

describe('POST /api/user_password_resets', () => {
  it('refuses an unknown, used or expired link without hashing the password', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const expired = generateUserToken();
    await insertAccountToken(context.db, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: expired.tokenHash,
      expiresAt: new Date(context.clock.now().getTime() - 1000),
    });
    for (const token of ['lien-invente', expired.token]) {
      expect((await reset(token)).statusCode).toBe(422);
    }
    expect(hashPassword).not.toHaveBeenCalled();

    const usable = generateUserToken();
    await insertAccountToken(context.db, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: usable.tokenHash,
      expiresAt: new Date(context.clock.now().getTime() + 60_000),
    });
    expect((await reset(usable.token)).statusCode).toBe(204);
    expect((await reset(usable.token)).statusCode).toBe(422);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});
