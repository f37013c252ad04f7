import { describe, expect, it } from 'vitest';
import { pageFromQuery } from '../../../lib/page-param.ts';
import { filtersFromQuery, filtersToQuery, NO_FILTERS } from './search-filters.ts';

describe('search filters in the query string', () => {
  it('reads back what it writes', () => {
    const filters = {
      ...NO_FILTERS,
      search: 'gymnase',
      placeType: 'type-1',
      capacity: 40,
      reducedMobilityAccess: true,
      availableOn: '2031-06-17',
      startTime: '18:00',
      endTime: '20:00',
    };
    const query = filtersToQuery(filters, { page: 2 });
    expect(query.toString()).toBe(
      'search=gymnase&placeType=type-1&capacity=40&reducedMobilityAccess=true' +
        '&availableOn=2031-06-17&startTime=18%3A00&endTime=20%3A00&page=2',
    );
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(pageFromQuery(query)).toBe(2);
  });

  it('names the minimum capacity as the API does', () => {
    const query = filtersToQuery({ ...NO_FILTERS, capacity: 40 }, { forApi: true });
    expect(query.get('capacity[gte]')).toBe('40');
  });

  it('leaves out an incomplete « disponible le » and ignores nonsense', () => {
    expect(filtersToQuery({ ...NO_FILTERS, startTime: '18:00' }).toString()).toBe('');
    const read = filtersFromQuery(new URLSearchParams('capacity=-3&page=zéro&territory='));
    expect(read).toEqual(NO_FILTERS);
    expect(pageFromQuery(new URLSearchParams('page=zéro'))).toBe(1);
  });
});
