import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { generateUserToken } from '../users/user-tokens.ts';
import { insertAccountToken } from './account.repository.ts';
import { STRONG_PASSWORD, userByEmail } from './account.test-support.ts';

// Issue 10 item 2: the costly argon2 hash runs only for a usable link, so that guessing links
// cannot load the server.
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
