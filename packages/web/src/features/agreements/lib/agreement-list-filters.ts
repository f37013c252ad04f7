import type { AgreementListParams } from '@espaces/domain/api/agreement-list';
import {
  AGREEMENT_STATUSES,
  type AgreementStatus,
} from '@espaces/domain/agreement/agreement-lifecycle';
import { pageFromQuery } from '../../../lib/page-param.ts';

/**
 * Filters of /convention/liste-reservations, in the query string (docs/routes.md#page-flows) under
 * the booking list's names: the shared filter is `territory` (an id, or `none`), `facility`,
 * `facilityType`; `reference` finds one agreement by the reference printed on it.
 */
export interface AgreementListFilters {
  status: AgreementStatus | null;
  facility: string | null;
  /** One of the organisations holding bookings at the chosen facility. */
  organization: string | null;
  territory: string | null;
  facilityType: string | null;
  /** « CONV-2026-0042 » as quoted by the organisation, in any case. */
  reference: string | null;
  page: number;
}

export type AgreementFilterName = keyof AgreementListFilters;

export function agreementFiltersFromParams(params: URLSearchParams): AgreementListFilters {
  const status = params.get('status');
  return {
    status: (AGREEMENT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as AgreementStatus)
      : null,
    facility: params.get('facility'),
    organization: params.get('organization'),
    territory: params.get('territory'),
    facilityType: params.get('facilityType'),
    reference: params.get('reference'),
    page: pageFromQuery(params),
  };
}

/** The next query string after one filter changes; any change but the page goes back to page 1. */
export function paramsWithAgreementFilter(
  current: URLSearchParams,
  name: AgreementFilterName,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  // The organisations offered are those of the chosen facility: another facility, another choice.
  if (name === 'facility') next.delete('organization');
  if (name !== 'page') next.delete('page');
  return next;
}

/** Filters of GET /api/agreements; the territory `none` means every territory. */
export function agreementListQuery(
  filters: AgreementListFilters,
  itemsPerPage: number,
): AgreementListParams {
  const query: AgreementListParams = {
    page: String(filters.page),
    itemsPerPage: String(itemsPerPage),
  };
  if (filters.status) query['status[]'] = filters.status;
  if (filters.facility) query['facility.id'] = filters.facility;
  if (filters.facility && filters.organization) query['organization.id'] = filters.organization;
  if (filters.territory && filters.territory !== 'none') {
    query['facility.territory.id'] = filters.territory;
  }
  if (filters.facilityType) query['facility.facilityType.id'] = filters.facilityType;
  if (filters.reference) query.reference = filters.reference;
  return query;
}
