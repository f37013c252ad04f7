import { describe, expect, it } from 'vitest';
import { paymentFiltersFromParams, paymentListQuery } from './payment-list-filters.ts';

describe('payment list filters', () => {
  it('reads known statuses only and builds the API query under the agreement’s names', () => {
    const filters = paymentFiltersFromParams(
      new URLSearchParams('status=due&facility=f1&territory=none&facilityType=t1'),
    );
    expect(filters.status).toBe('due');
    expect(paymentListQuery({ ...filters, page: 2 }, 30)).toEqual({
      page: '2',
      itemsPerPage: '30',
      'status[]': 'due',
      'agreement.facility.id': 'f1',
      'agreement.facility.facilityType.id': 't1',
    });
    expect(paymentFiltersFromParams(new URLSearchParams('status=bogus')).status).toBeNull();
  });
});
