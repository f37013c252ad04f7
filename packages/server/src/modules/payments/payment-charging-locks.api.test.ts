import { eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '@espaces/domain/availability/paris-time';
import type { Database } from '../../db/client.ts';
import { backendOf, blockedBy } from '../../../test/support/lock-waits.ts';
import { agreements, facilities, payments } from '../../db/schema.ts';
import { chargeDuePayments } from './charge-due-payments.job.ts';
import { organizationIdOf } from '../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  type AgreementWorld,
} from '../agreements/agreements.test-support.ts';
import { paymentProviderFor } from './provider/payment-providers.ts';
import {
  createSignedAgreement,
  parisNoon,
  paymentsOf,
  registerCard,
} from './payments.test-support.ts';

// The card charge job updates its due payments one by one, and each update bumps its
// facility's indicators version row (migration 0016). Taken in the payments' due order, a pass
// crossing two facilities deadlocked with a write taking them in key order, as the finish job
// does (docs/decisions.md#lock-order). PGlite runs one transaction at a time:
// PostgreSQL only.

const APP = { appName: 'Espaces Partagés', appUrl: 'http://localhost:3000' };
let world: AgreementWorld;

beforeAll(async () => {
  world = await createAgreementWorld();
});
afterAll(() => world.close());

const bump = (tx: Database, key: string) =>
  tx.execute(sql`select bump_indicator_versions(ARRAY[${key}::uuid])`);

describe.runIf(process.env.DATABASE_URL)('the card charge job beside another write', () => {
  it('takes the facilities of its payments in key order, not in their due order', async () => {
    const organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
    const first = await createSignedAgreement(world, [3]);
    const second = await createSignedAgreement(world, [5]);
    await registerCard(world, organizationId, first.agreementId, '4242 4242 4242 4242');
    const [other] = await world.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(ne(facilities.id, world.facilityId))
      .limit(1);
    await world.db
      .update(agreements)
      .set({ facilityId: other!.id })
      .where(eq(agreements.id, second.agreementId));
    const [low, high] = [world.facilityId, other!.id].sort();
    const inHigh = high === other!.id ? second.agreementId : first.agreementId;
    const today = (await paymentsOf(world.db, first.agreementId))[0]!.dueDate;
    const yesterday = addDaysToDate(today, -1);
    // The payment of the facility with the higher key comes first in due order.
    await world.db
      .update(payments)
      .set({ dueDate: today })
      .where(inArray(payments.agreementId, [first.agreementId, second.agreementId]));
    await world.db
      .update(payments)
      .set({ dueDate: yesterday })
      .where(eq(payments.agreementId, inHigh));

    const sandbox = paymentProviderFor(
      { paymentProvider: 'sandbox', appUrl: APP.appUrl },
      world.db,
    );
    let charging: Promise<unknown> = Promise.resolve();
    await world.db.transaction(async (tx) => {
      await bump(tx, low!);
      const pid = await backendOf(tx);
      charging = chargeDuePayments(world.db, sandbox, parisNoon(today), APP).catch(
        (error: unknown) => error,
      );
      await blockedBy(world.db, pid, 'the charge pass');
      await bump(tx, high!);
    });
    expect(await charging).toMatchObject({ attempted: 2, paid: 2 });
  });
});
