import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { ListScope } from '@espaces/domain/access/list-scopes';
import type { Database } from '../../db/client.ts';
import { agreements, facilities, organizations, payments } from '../../db/schema.ts';
import { partiesCondition, type PaymentPartyFilters } from './payments.repository.ts';

/**
 * The payments paid within [start, end) that the scope lets through, with what the accounting
 * export names of their parties (docs/payments.md#accounting-export), in the order they were
 * paid: one query. Only paid rows moved money; a cancelled or open one never did.
 */
export async function paidPaymentsBetween(
  db: Database,
  scope: ListScope,
  filters: PaymentPartyFilters,
  window: { start: Date; end: Date },
) {
  return db
    .select({
      payment: payments,
      agreementReference: agreements.reference,
      organizationName: organizations.name,
      siret: organizations.siret,
      rna: organizations.rna,
      facilityName: facilities.name,
      uai: facilities.uai,
    })
    .from(payments)
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .innerJoin(facilities, eq(facilities.id, agreements.facilityId))
    .innerJoin(organizations, eq(organizations.id, agreements.organizationId))
    .where(
      and(
        partiesCondition(scope, filters),
        eq(payments.status, 'paid'),
        // A credit imputed on an instalment moved no money: that instalment's line is net of it.
        isNull(payments.imputedOnPaymentId),
        gte(payments.paidAt, window.start),
        lt(payments.paidAt, window.end),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.receiptYear), asc(payments.receiptNumber));
}
