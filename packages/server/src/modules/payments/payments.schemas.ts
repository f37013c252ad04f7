import { z } from 'zod';
import { checkIndicatorPeriod, indicatorPeriodFields } from '@espaces/domain/api/indicators';
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
import type { PaymentFilters, PaymentPartyFilters } from './payments.repository.ts';

// HTTP shapes of the payment list (resource contracts: domain/api/payments).

const statusList = listParam.pipe(
  z.array(z.enum(PAYMENT_STATUSES, { message: 'Statut de paiement inconnu.' })),
);

/** The list's filters but its status, under the agreement list's names; `a` and `a[]` alike. */
const partyFilterFields = {
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
};

/** Filters of GET /api/payments. */
export const paymentListQuery = paginationQuery.extend({
  status: statusList.optional(),
  'status[]': statusList.optional(),
  ...partyFilterFields,
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

type PartyFilterQuery = z.infer<z.ZodObject<typeof partyFilterFields>>;

/** The filters on the agreement's parties, shared by the list and the export. */
export function partyFiltersOf(query: PartyFilterQuery): PaymentPartyFilters {
  const territoryIds = mergedIds(
    query['agreement.facility.territory.id'],
    query['agreement.facility.territory.id[]'],
  );
  return {
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

export function paymentFiltersOf(query: PaymentListQuery): Omit<PaymentFilters, 'today'> {
  return { statuses: mergedIds(query.status, query['status[]']), ...partyFiltersOf(query) };
}

export const paymentCollectionSchema = hydraCollectionSchema(paymentSchema);

/**
 * GET /api/payments/export (docs/payments.md#accounting-export): the list's filters (every line
 * is paid, so no status) and the period of Paris days, `from` and `to` as the indicators take
 * them: both or neither (the current month), 366 days at most.
 */
export const paymentExportQuery = z
  .object({ ...indicatorPeriodFields, ...partyFilterFields })
  .superRefine(checkIndicatorPeriod);
