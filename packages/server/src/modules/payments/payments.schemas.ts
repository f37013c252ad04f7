import { z } from 'zod';
import type { PaymentListQuery, paymentPartyFilterFields } from '@espaces/domain/api/payment-list';
import { paymentSchema } from '@espaces/domain/api/payments';
import { normalizedAgreementReference } from '@espaces/domain/agreement/agreement-reference';
import { mergedIds } from '../../http/collections.ts';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import type { PaymentFilters, PaymentPartyFilters } from './payments.repository.ts';

// HTTP shapes of the payment list (resource contracts: domain/api/payments, payment-list).

type PartyFilterQuery = z.infer<z.ZodObject<typeof paymentPartyFilterFields>>;

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
    agreementReference: query['agreement.reference']
      ? normalizedAgreementReference(query['agreement.reference'])
      : undefined,
  };
}

export function paymentFiltersOf(query: PaymentListQuery): Omit<PaymentFilters, 'today'> {
  return { statuses: mergedIds(query.status, query['status[]']), ...partyFiltersOf(query) };
}

export const paymentCollectionSchema = hydraCollectionSchema(paymentSchema);
