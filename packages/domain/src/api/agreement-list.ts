import { z } from 'zod';
import { AGREEMENT_STATUSES } from '../agreement/agreement-lifecycle.ts';
import {
  idListParam,
  enumListParam,
  paginationQuery,
  territoryListParam,
} from './collection-params.ts';
import { textField } from './fields.ts';

const statusList = enumListParam(AGREEMENT_STATUSES, 'Statut de convention inconnu.');

/**
 * Filters of GET /api/agreements, like the booking list's (docs/api.md#collections-and-filters);
 * `a` and `a[]` both accepted. The server validates with it; the web writes its list queries as
 * its input type.
 */
export const agreementListQuerySchema = paginationQuery.extend({
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
export type AgreementListQuery = z.infer<typeof agreementListQuerySchema>;
/** The query string as the client writes it (every value a string or a list of strings). */
export type AgreementListParams = z.input<typeof agreementListQuerySchema>;
