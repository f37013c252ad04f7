import { agreementSchema, availableOrganizationSchema } from '@espaces/domain/api/agreements';
import type { AgreementListQuery } from '@espaces/domain/api/agreement-list';
import { normalizedAgreementReference } from '@espaces/domain/agreement/agreement-reference';
import { mergedIds } from '../../http/collections.ts';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import type { AgreementFilters } from '../agreement-records/agreements.repository.ts';

// HTTP shapes of the agreement routes (resource contracts: domain/api/agreements, agreement-list).

/** The list's filters, each `a` and `a[]` merged; the territory `none` alone filters nothing. */
export function agreementFiltersOf(
  query: AgreementListQuery,
): Omit<AgreementFilters, 'hideDrafts'> {
  const territoryIds = mergedIds(query['facility.territory.id'], query['facility.territory.id[]']);
  return {
    statuses: mergedIds(query.status, query['status[]']),
    facilityIds: mergedIds(query['facility.id'], query['facility.id[]']),
    territoryIds: territoryIds?.length ? territoryIds : undefined,
    facilityTypeIds: mergedIds(
      query['facility.facilityType.id'],
      query['facility.facilityType.id[]'],
    ),
    organizationIds: mergedIds(query['organization.id'], query['organization.id[]']),
    bookingIds: mergedIds(query['bookings.id'], query['bookings.id[]']),
    reference: query.reference ? normalizedAgreementReference(query.reference) : undefined,
  };
}

export const agreementCollectionSchema = hydraCollectionSchema(agreementSchema);
export const availableOrganizationCollectionSchema = hydraCollectionSchema(
  availableOrganizationSchema,
);
