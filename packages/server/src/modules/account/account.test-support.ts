import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditEvents, refreshTokens } from '../../db/schema.ts';
import { DEMO_PASSWORD, type Cookies, type TestContext } from '../../../test/support/app.ts';

export { mailsTo, userByEmail } from '../../../test/support/stored-rows.ts';

// Helpers of the account API tests: the demo accounts, the outbox and the links it carries.

/** These tests sign every demo account in from one address, beyond the real sign-in limit. */
export const MANY_SIGN_INS = { signInRateLimit: { max: 1000, timeWindow: '5 minutes' } };

export const STRONG_PASSWORD = 'Nouveau-mot-2-passe';
export const HOUR = 3_600_000;

/** Every demo role, each allowed to manage its own account. */
export const DEMO_ACCOUNTS = [
  'central@espaces.test',
  'territoire@espaces.test',
  'admin@espaces.test',
  'validateur@espaces.test',
  'superviseur@espaces.test',
  'asso@espaces.test',
  'asso-attente@espaces.test',
  'asso-non-conforme@espaces.test',
  'asso-rejetee@espaces.test',
] as const;

/** The token of the only link of `path` in a mail's text body (`path` as a regexp source). */
export function tokenInLink(text: string, path: string): string {
  const links = [
    ...text.matchAll(new RegExp(`http://localhost:3000${path}\\?token=([\\w-]+)`, 'g')),
  ];
  expect(links).toHaveLength(1);
  return links[0]![1]!;
}

export function auditOf(db: Database, userId: string, action: string) {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, 'user'),
        eq(auditEvents.entityId, userId),
        eq(auditEvents.action, action),
      ),
    );
}

export async function liveRefreshTokens(db: Database, userId: string) {
  const tokens = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
  return tokens.filter((token) => token.revokedAt === null && token.usedAt === null);
}

export function signInAttempt(context: TestContext, email: string, password = DEMO_PASSWORD) {
  return context.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email, password },
  });
}

export async function refreshStatus(context: TestContext, cookies: Cookies): Promise<number> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/authentication/refresh',
    cookies,
  });
  return response.statusCode;
}
