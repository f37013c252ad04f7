// The agreement PDF scenario's draft, made through the API as a facility would make it: a yearly
// booking of 40 weekly evenings at a place of its own (the creation scenario's place stays free),
// requested by the organisation, approved by the facility's admin, its agreement prepared. Its
// preview renders the PDF at every request.
import { sql } from 'drizzle-orm';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import type { Database } from '@espaces/server/src/db/client.ts';
import { queryRows } from '@espaces/server/src/db/raw-query.ts';
import {
  facilityAdminEmail,
  REGION_EMAIL_DOMAIN,
} from '@espaces/server/src/db/seed/region-data.ts';
import { createAllDayPlace } from './booking-data.ts';
import { signIn } from './region-targets.ts';

const OCCURRENCES = 40;

async function send(
  address: string,
  cookie: string,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<{ id: string }> {
  const response = await fetch(`${address}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as { id: string };
}

export interface DraftPlace {
  placeId: string;
  /** The admin of its facility, who approves and prepares. */
  adminEmail: string;
  /** A member of an organisation without any agreement at the facility: a draft gathers an
   * organisation's approved bookings there, and a second run must not find the first's. */
  organizationEmail: string;
  firstDay: string;
}

/** Before the server starts (PGlite's directory opens in one process at a time). */
export async function createDraftPlace(
  db: Database,
  facilityId: string,
  now: Date,
): Promise<DraftPlace> {
  const { placeId } = await createAllDayPlace(
    db,
    facilityId,
    7 * OCCURRENCES,
    now,
    "Salle du banc d'essai (convention)",
  );
  const [accounts] = await queryRows<{ adminEmail: string; organizationEmail: string }>(
    db,
    sql`SELECT ${facilityAdminEmail} AS "adminEmail",
        (SELECT u.email FROM users u JOIN organizations o ON o.id = u.organization_id
          WHERE u.email LIKE ${`asso-%@${REGION_EMAIL_DOMAIN}`} AND o.status = 'validated'
            AND NOT EXISTS (SELECT 1 FROM agreements a
              WHERE a.organization_id = o.id AND a.facility_id = f.id)
          ORDER BY u.email LIMIT 1) AS "organizationEmail"
      FROM facilities f WHERE f.id = ${facilityId}`,
  );
  return { placeId, ...accounts!, firstDay: addDaysToDate(parisDateOf(now), 1) };
}

/** The draft's preview path, and the cookie of the facility admin who may read it. */
export async function yearlyAgreementDraft(
  address: string,
  place: DraftPlace,
): Promise<{ path: string; staffCookie: string }> {
  const staffCookie = await signIn(address, place.adminEmail);
  const organizationCookie = await signIn(address, place.organizationEmail);
  const bookingSlots = Array.from({ length: OCCURRENCES }, (_, week) => {
    const day = addDaysToDate(place.firstDay, 7 * week);
    return {
      startDate: parisWallClockToUtc(day, '18:00').toISOString(),
      endDate: parisWallClockToUtc(day, '20:00').toISOString(),
    };
  });
  const booking = await send(address, organizationCookie, 'POST', '/api/bookings', {
    place: `/api/places/${place.placeId}`,
    bookingSlots,
    activity: "Entraînement hebdomadaire (banc d'essai)",
    expectedAttendance: 20,
  });
  await send(address, staffCookie, 'PUT', `/api/bookings/${booking.id}`, { status: 'approved' });
  const draft = await send(address, staffCookie, 'POST', '/api/agreements', {
    booking: `/api/bookings/${booking.id}`,
  });
  return { path: `/api/agreements/${draft.id}/preview`, staffCookie };
}
