import { z } from 'zod';
import { PAYMENT_STATUSES } from '../payment/payment-statuses.ts';
import {
  idListParam,
  enumListParam,
  paginationQuery,
  territoryListParam,
} from './collection-params.ts';
import { textField } from './fields.ts';
import { checkIndicatorPeriod, indicatorPeriodFields } from './indicators.ts';

const statusList = enumListParam(PAYMENT_STATUSES, 'Statut de paiement inconnu.');

/** The list's filters but its status, under the agreement list's names; `a` and `a[]` alike. */
export const paymentPartyFilterFields = {
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
  /** The agreement's reference as the agreement list takes it (agreement-list.ts). */
  'agreement.reference': textField('La référence de la convention', 40).optional(),
};

/**
 * Filters of GET /api/payments (docs/api.md#collections-and-filters). The server validates with
 * it; the web writes its list queries as its input type.
 */
export const paymentListQuerySchema = paginationQuery.extend({
  status: statusList.optional(),
  'status[]': statusList.optional(),
  ...paymentPartyFilterFields,
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
/** The query string as the client writes it (every value a string or a list of strings). */
export type PaymentListParams = z.input<typeof paymentListQuerySchema>;

/**
 * GET /api/payments/export (docs/payments.md#accounting-export): the list's filters (every line
 * is paid, so no status) and the period of Paris days, `from` and `to` as the indicators take
 * them: both or neither (the current month), 366 days at most.
 */
export const paymentExportQuerySchema = z
  .object({ ...indicatorPeriodFields, ...paymentPartyFilterFields })
  .superRefine(checkIndicatorPeriod);
export type PaymentExportParams = z.input<typeof paymentExportQuerySchema>;
