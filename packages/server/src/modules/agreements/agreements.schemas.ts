import { z } from 'zod';
import { agreementSchema, availableOrganizationSchema } from '@espaces/domain/api/agreements';
import { AGREEMENT_STATUSES } from '@espaces/domain/agreement/agreement-lifecycle';
import { idListParam, listParam, paginationQuery } from '../../http/collections.ts';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';

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
  'organization.id': idListParam.optional(),
  'organization.id[]': idListParam.optional(),
  'bookings.id': idListParam.optional(),
  'bookings.id[]': idListParam.optional(),
});
export type AgreementListQuery = z.infer<typeof agreementListQuery>;

export const agreementCollectionSchema = hydraCollectionSchema(agreementSchema);
export const availableOrganizationCollectionSchema = hydraCollectionSchema(
  availableOrganizationSchema,
);
