import type {
  AffectedBooking,
  Closure,
  ClosureCalendarInput,
  ClosureCreated,
  ClosureImpact,
  ClosureInput,
  FacilityClosures,
} from '@espaces/domain/api/closures';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';

export type { AffectedBooking, Closure, FacilityClosures };

export const closureKeys = {
  ofFacility: (facilityId: string) => ['closures', 'facility', facilityId] as const,
};

export function useFacilityClosures(facilityId: string) {
  return useQuery({
    queryKey: closureKeys.ofFacility(facilityId),
    queryFn: ({ signal }) =>
      apiFetch<FacilityClosures>(`/api/facilities/${facilityId}/closures`, { signal }),
  });
}

/** The bookings a closure would cover, before it is saved. */
export function previewClosure(input: ClosureInput): Promise<ClosureImpact> {
  return apiFetch<ClosureImpact>('/api/closures/preview', { method: 'POST', body: input });
}

export function createClosure(input: ClosureInput): Promise<ClosureCreated> {
  return apiFetch<ClosureCreated>('/api/closures', { method: 'POST', body: input });
}

export function deleteClosure(closure: Closure): Promise<void> {
  return apiFetch<void>(closure['@id'], { method: 'DELETE' });
}

export function chooseClosureCalendar(
  facilityId: string,
  input: ClosureCalendarInput,
): Promise<FacilityClosures> {
  return apiFetch<FacilityClosures>(`/api/facilities/${facilityId}/closure-calendar`, {
    method: 'PUT',
    body: input,
  });
}
