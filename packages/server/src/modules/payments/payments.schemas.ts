import { z } from 'zod';
import { paymentSchema } from '@espaces/domain/api/payments';
import { PAYMENT_STATUSES } from '@espaces/domain/payment/payment-statuses';
import {
  idListParam,
  listParam,
  paginationQuery,
  territoryListParam,
} from '@espaces/domain/api/collection-params';
import { mergedIds } from '../../http/collections.ts';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import type { PaymentFilters } from './payments.repository.ts';

// HTTP shapes of the payment list (resource contracts: domain/api/payments).

const statusList = listParam.pipe(
  z.array(z.enum(PAYMENT_STATUSES, { message: 'Statut de paiement inconnu.' })),
);

/** Filters of GET /api/payments, the agreement list's names; `a` and `a[]` both accepted. */
export const paymentListQuery = paginationQuery.extend({
  status: statusList.optional(),
  'status[]': statusList.optional(),
  'agreement.facility.id': idListParam.optional(),
  'agreement.facility.id[]': idListParam.optional(),
  'agreement.facility.territory.id': territoryListParam.optional(),
  'agreement.facility.territory.id[]': territoryListParam.optional(),
  'agreement.facility.facilityType.id': idListParam.optional(),
  'agreement.facility.facilityType.id[]': idListParam.optional(),
  'agreement.organization.id': idListParam.optional(),
  'agreement.organization.id[]': idListParam.optional(),
  'agreement.id': idListParam.optional(),
  'agreement.id[]': idListParam.optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

export function paymentFiltersOf(query: PaymentListQuery): Omit<PaymentFilters, 'today'> {
  const territoryIds = mergedIds(
    query['agreement.facility.territory.id'],
    query['agreement.facility.territory.id[]'],
  );
  return {
    statuses: mergedIds(query.status, query['status[]']),
    facilityIds: mergedIds(query['agreement.facility.id'], query['agreement.facility.id[]']),
    territoryIds: territoryIds?.length ? territoryIds : undefined,
    facilityTypeIds: mergedIds(
      query['agreement.facility.facilityType.id'],
      query['agreement.facility.facilityType.id[]'],
    ),
    organizationIds: mergedIds(
      query['agreement.organization.id'],
      query['agreement.organization.id[]'],
    ),
    agreementIds: mergedIds(query['agreement.id'], query['agreement.id[]']),
  };
}

export const paymentCollectionSchema = hydraCollectionSchema(paymentSchema);
