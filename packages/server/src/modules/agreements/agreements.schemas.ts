import { z } from 'zod';
import { agreementSchema, availableOrganizationSchema } from '@espaces/domain/api/agreements';
import { AGREEMENT_STATUSES } from '@espaces/domain/agreement/agreement-lifecycle';
import {
  idListParam,
  listParam,
  paginationQuery,
  territoryListParam,
} from '@espaces/domain/api/collection-params';
import { textField } from '@espaces/domain/api/fields';
import { normalizedAgreementReference } from '@espaces/domain/agreement/agreement-reference';
import { mergedIds } from '../../http/collections.ts';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import type { AgreementFilters } from './agreements.repository.ts';

// HTTP shapes of the agreement routes (resource contracts: domain/api/agreements).

const statusList = listParam.pipe(
  z.array(z.enum(AGREEMENT_STATUSES, { message: 'Statut de convention inconnu.' })),
);

/** Filters of GET /api/agreements, like the booking list's; `a` and `a[]` both accepted. */
export const agreementListQuery = paginationQuery.extend({
  status: statusList.optional(),
  'status[]': statusList.optional(),
  'facility.id': idListParam.optional(),
  'facility.id[]': idListParam.optional(),
  'facility.territory.id': territoryListParam.optional(),
  'facility.territory.id[]': territoryListParam.optional(),
  'facility.facilityType.id': idListParam.optional(),
  'facility.facilityType.id[]': idListParam.optional(),
  'organization.id': idListParam.optional(),
  'organization.id[]': idListParam.optional(),
  'bookings.id': idListParam.optional(),
  'bookings.id[]': idListParam.optional(),
  /** « CONV-2026-0042 », or a reference of before the yearly numbering (« CONV-83646E50 »). */
  reference: textField('La référence', 40).optional(),
});
export type AgreementListQuery = z.infer<typeof agreementListQuery>;

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
