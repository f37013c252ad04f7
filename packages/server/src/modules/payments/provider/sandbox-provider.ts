import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import type { Database } from '../../../db/client.ts';
import { sandboxCards, sandboxCharges } from '../../../db/schema.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.ts';

/** The web app's route of the sandbox's hosted page (a test page, plainly marked). */
export const SANDBOX_PAGE_PATH = '/bac-a-sable/carte';

const resultOf = (row: typeof sandboxCharges.$inferSelect): ChargeResult =>
  row.outcome === 'succeeded'
    ? { outcome: 'succeeded', reference: row.reference }
    : { outcome: 'declined', reason: row.failureReason ?? PAYMENT_MESSAGES.chargeDeclined };

/**
 * `PAYMENT_PROVIDER=sandbox` (default): a provider that lives in the product, its books in
 * its own tables (written outside the caller's transaction, as a remote provider's would be).
 * A charge under a key already used answers the first charge again, never charges twice.
 */
export function createSandboxProvider(db: Database, appUrl: string): PaymentProvider {
  const findCharge = async (idempotencyKey: string) => {
    const [row] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return row ? resultOf(row) : null;
  };
  return {
    name: 'sandbox',
    registrationUrl: async ({ id }) => `${appUrl}${SANDBOX_PAGE_PATH}/${id}`,
    findCharge,
    // A refund is the sandbox's books' negative line, one per key like a charge.
    async refund(request) {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.reference, request.chargeReference));
      await db
        .insert(sandboxCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          token: charge?.token ?? '',
          amountCents: -request.amountCents,
          outcome: 'succeeded',
          reference: `sbx_re_${randomBytes(8).toString('hex')}`,
        })
        .onConflictDoNothing();
      const [refund] = await db
        .select({ reference: sandboxCharges.reference })
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
      return refund!.reference;
    },
    async forgetCard(token) {
      await db.delete(sandboxCards).where(eq(sandboxCards.token, token));
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const [card] = await db
        .select()
        .from(sandboxCards)
        .where(eq(sandboxCards.token, request.token));
      const succeeded = card?.chargeOutcome === 'succeeded';
      await db
        .insert(sandboxCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          token: request.token,
          amountCents: request.amountCents,
          outcome: succeeded ? 'succeeded' : 'declined',
          reference: `sbx_ch_${randomBytes(8).toString('hex')}`,
          failureReason: succeeded ? null : PAYMENT_MESSAGES.chargeDeclined,
        })
        .onConflictDoNothing();
      return (await findCharge(request.idempotencyKey))!;
    },
  };
}

/** The sandbox tokenises an accepted test card: only its last four digits are kept. */
export async function tokenizeSandboxCard(
  db: Database,
  card: { last4: string; chargeOutcome: 'succeeded' | 'declined' },
): Promise<string> {
  const token = `sbx_card_${randomBytes(12).toString('hex')}`;
  await db.insert(sandboxCards).values({ token, ...card });
  return token;
}
