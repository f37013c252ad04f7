import { CURRENT_STATUSES } from '@espaces/domain/booking/booking-statuses';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import {
  collectionOf,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import {
  installFakeApi,
  installSignedInApi,
  jsonResponse,
  lastQueryTo,
} from '../../../test/fake-api.ts';
import { prefetchBookingList } from './booking-list-api.ts';

describe('prefetchBookingList', () => {
  it('asks, once the session answers, for the default view of an organisation: its current bookings', async () => {
    const api = installSignedInApi(createOrganizationUser(), {
      'GET /api/bookings': jsonResponse(200, collectionOf([], 0)),
    });
    await prefetchBookingList(createQueryClient(), new URLSearchParams('page=2'));
    const query = lastQueryTo(api, '/api/bookings');
    expect(query.getAll('status[]')).toEqual([...CURRENT_STATUSES]);
    expect(query.get('page')).toBe('2');
    expect(api.callsTo('GET', '/api/authentication/user')).toHaveLength(1);
  });

  it('asks for the status of the address when it has one', async () => {
    const api = installSignedInApi(createFacilityAdmin(), {
      'GET /api/bookings': jsonResponse(200, collectionOf([], 0)),
    });
    await prefetchBookingList(createQueryClient(), new URLSearchParams('status=pending'));
    expect(lastQueryTo(api, '/api/bookings').getAll('status[]')).toEqual(['pending']);
  });

  it('asks nothing without a stored session', async () => {
    const api = installFakeApi();
    await prefetchBookingList(createQueryClient(), new URLSearchParams());
    expect(api.requests).toHaveLength(0);
  });
});
