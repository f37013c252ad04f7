import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO_PASSWORD, nextWeekday } from './support.ts';

// Steps a journey needs done but does not walk: taken through the API as the pages would.

export async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await context.post('/api/authentication', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return context;
}

export async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const answered = await response;
  expect(answered.status(), await answered.text()).toBeLessThan(300);
  return (await answered.json()) as T;
}

/** The instant Paris clocks show `time` on `shownDate` (DD/MM/YYYY), summer or winter. */
export function parisInstant(shownDate: string, time: string): string {
  const [dd, mm, yyyy] = shownDate.split('/');
  const date = `${yyyy}-${mm}-${dd}`;
  const noon = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    timeZoneName: 'longOffset',
  })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${date}T${time}:00${offset || '+00:00'}`).toISOString();
}

/** asso@'s request for one hour at `time` on `shownDate` (DD/MM/YYYY) in `place` (its IRI). */
export async function requestBooking(
  asso: APIRequestContext,
  place: string,
  shownDate: string,
  time: string,
): Promise<{ id: string; reference: string }> {
  const start = new Date(parisInstant(shownDate, time));
  return ok(
    asso.post('/api/bookings', {
      data: {
        place,
        bookingSlots: [
          {
            startDate: start.toISOString(),
            endDate: new Date(start.getTime() + 3600_000).toISOString(),
          },
        ],
        activity: 'Entraînement de volley',
        expectedAttendance: 12,
      },
    }),
  );
}

/** The IRI of the published place named `name`, as its staff list it. */
export async function placeIri(staff: APIRequestContext, name?: string): Promise<string> {
  const places = await ok<{ 'hydra:member': { '@id': string; name: string }[] }>(
    staff.get('/api/places', { params: { published: 'true' } }),
  );
  const place = places['hydra:member'].find((found) => name === undefined || found.name === name);
  if (!place) throw new Error(`no published place named ${name}`);
  return place['@id'];
}

/** asso@'s requested booking approved, its agreement issued and signed: its payments scheduled. */
export async function approveIssueAndSign(baseURL: string, bookingId: string): Promise<string> {
  const admin = await apiAs(baseURL, 'admin@espaces.test');
  const validator = await apiAs(baseURL, 'validateur@espaces.test');
  const asso = await apiAs(baseURL, 'asso@espaces.test');
  await ok(validator.put(`/api/bookings/${bookingId}`, { data: { status: 'approved' } }));
  const agreement = await ok<{ id: string }>(
    admin.post('/api/agreements', { data: { booking: `/api/bookings/${bookingId}` } }),
  );
  await ok(admin.post(`/api/agreements/${agreement.id}/generate`, { data: {} }));
  await ok(asso.post(`/api/agreements/${agreement.id}/signature-code`, { data: {} }));
  const { mails } = await ok<{ mails: { subject: string; text: string }[] }>(
    asso.get('/dev/mails.json', { params: { recipient: 'asso@espaces.test' } }),
  );
  const code = mails
    .filter((mail) => mail.subject.startsWith('Code de signature'))
    .map((mail) => /code de signature est (\d{6})/.exec(mail.text)?.[1])
    .find((found) => found !== undefined);
  await ok(
    asso.post(`/api/agreements/${agreement.id}/signature`, {
      data: { fullName: 'Camille Bernard', consent: true, code },
    }),
  );
  for (const context of [admin, validator, asso]) await context.dispose();
  return agreement.id;
}

/**
 * Issues the agreements of approved bookings no agreement holds yet. A facility admin prepares one
 * agreement per organisation and facility holding every such booking
 * (docs/agreements.md#preparation-and-generation): a journey that reads its agreement's amounts
 * first gives the bookings other journeys left approved an agreement of their own.
 */
export async function issueWaitingAgreements(baseURL: string): Promise<void> {
  const admin = await apiAs(baseURL, 'admin@espaces.test');
  const approved = await ok<{ 'hydra:member': { '@id': string }[] }>(
    admin.get('/api/bookings', { params: { status: 'approved' } }),
  );
  for (const booking of approved['hydra:member']) {
    const agreement = await ok<{ id: string; status: string }>(
      admin.post('/api/agreements', { data: { booking: booking['@id'] } }),
    );
    if (agreement.status === 'draft') {
      await ok(admin.post(`/api/agreements/${agreement.id}/generate`, { data: {} }));
    }
  }
  await admin.dispose();
}

/** asso@'s booking on a Friday evening, approved, issued and signed: its payments scheduled. */
export async function signedAgreement(
  baseURL: string,
  ahead: number,
  hour: string,
): Promise<string> {
  const admin = await apiAs(baseURL, 'admin@espaces.test');
  const asso = await apiAs(baseURL, 'asso@espaces.test');
  const friday = nextWeekday('Friday', ahead);
  const booking = await requestBooking(asso, await placeIri(admin), friday, hour);
  for (const context of [admin, asso]) await context.dispose();
  return approveIssueAndSign(baseURL, booking.id);
}
