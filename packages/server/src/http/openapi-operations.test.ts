import { describe, expect, it } from 'vitest';
import { operationIdOf, securityOf } from './openapi-operations.ts';

describe('operationIdOf', () => {
  it('reads the method, then the path in camel case, its parameters as “by”', () => {
    expect(operationIdOf('GET', '/api/facilities/{id}/documents')).toBe(
      'getFacilitiesByIdDocuments',
    );
    expect(operationIdOf('PUT', '/api/places/{id}/delete-future-slots')).toBe(
      'putPlacesByIdDeleteFutureSlots',
    );
    expect(operationIdOf('GET', '/api/calendars/{token}.ics')).toBe('getCalendarsByTokenIcs');
    expect(operationIdOf('GET', '/dev/mails.json')).toBe('getDevMailsJson');
  });
});

describe('securityOf', () => {
  it('requires the access cookie unless the operation is listed as answering without it', () => {
    expect(securityOf('GET', '/api/bookings')).toEqual([{ cookieAuth: [] }]);
    expect(securityOf('GET', '/api/search/places')).toEqual([{}, { cookieAuth: [] }]);
    expect(securityOf('GET', '/api/config')).toEqual([]);
  });
});
