import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { SLOT_TAKEN } from '@espaces/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { openYearlyTuesdayRequest } from '../test/yearly-request.ts';
import {
  at,
  BOOKING_ID,
  createBooking,
  createFreeWindow,
  createPlace,
  dayAhead,
  PLACE_ID,
} from '../test/booking-factories.ts';

const DAY = dayAhead(10);
const PLACE_PATH = `/api/places/${PLACE_ID}`;
const OTHER_PLACE_PATH = '/api/places/10000000-0000-4000-8000-000000000002';
const created = createBooking({ reference: 'RES-2026-000124' });

const taken = jsonResponse(422, {
  '@type': 'ConstraintViolationList',
  'hydra:title': 'Une erreur est survenue',
  'hydra:description': SLOT_TAKEN,
  violations: [{ propertyPath: 'bookingSlots.0', message: SLOT_TAKEN, code: 'SLOT_TAKEN' }],
});

const alternative = (place: string, start: string, end: string, label: string) => ({
  '@type': 'SlotAlternative',
  kind: place === PLACE_PATH ? 'same-day' : 'other-place',
  place,
  placeName: place === PLACE_PATH ? 'Gymnase des Canuts' : 'Gymnase Annexe',
  startDate: at(DAY, start),
  endDate: at(DAY, end),
  label,
});

const weeklyAlternative = (
  kind: string,
  place: string,
  placeName: string,
  query: { weekDay: number; startTime: string; endTime: string },
  bookingSlots: readonly { startDate: string; endDate: string }[],
  label: string,
) => ({
  '@type': 'WeeklyAlternative',
  kind,
  place,
  placeName,
  query,
  bookingSlots: bookingSlots.map(({ startDate, endDate }) => ({ startDate, endDate })),
  label,
});

const setValue = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('booking request page, slot taken', () => {
  it('lists the nearest free slots as buttons; one click requests the chosen one', async () => {
    const api = installSignedInApi(createOrganizationUser('validated'), {
      [`GET ${PLACE_PATH}`]: jsonResponse(200, createPlace()),
      [`GET ${PLACE_PATH}/time_slots`]: jsonResponse(200, collectionOf([createFreeWindow(DAY)])),
      [`GET ${PLACE_PATH}/alternatives`]: jsonResponse(
        200,
        collectionOf([
          alternative(PLACE_PATH, '19:00', '20:00', 'Même espace, 19:00–20:00'),
          alternative(OTHER_PLACE_PATH, '18:00', '19:00', 'Gymnase Annexe, même horaire'),
        ]),
      ),
      'POST /api/bookings': [taken, jsonResponse(201, created)],
      [`GET /api/bookings/${BOOKING_ID}`]: jsonResponse(200, created),
    });
    const app = await renderApp(`/espace/${PLACE_ID}/reservation`);
    await screen.findByRole('heading', { level: 1, name: 'Demande de réservation' });

    setValue(screen.getByLabelText('Date'), DAY.split('-').reverse().join('/'));
    setValue(screen.getByLabelText('Heure de début'), '18:00');
    setValue(screen.getByLabelText('Heure de fin'), '19:00');
    await app.user.click(screen.getByRole('button', { name: 'Ajouter le créneau' }));
    await screen.findByRole('table', { name: 'Créneaux choisis' });
    await app.user.type(screen.getByLabelText(/Activité prévue/), 'Entraînement de basket');
    await app.user.type(screen.getByLabelText(/Nombre de participants/), '20');
    await app.user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    const list = await screen.findByRole('list', { name: BOOKING_MESSAGES.slotAlternatives });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Même espace, 19:00–20:00',
      'Gymnase Annexe, même horaire',
    ]);
    expect(Object.fromEntries(lastQueryTo(api, `${PLACE_PATH}/alternatives`))).toEqual({
      startDate: at(DAY, '18:00'),
      endDate: at(DAY, '19:00'),
    });

    // Keyboard: the button takes the focus and Enter requests it.
    within(list).getByRole('button', { name: 'Gymnase Annexe, même horaire' }).focus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByText('Votre demande a été envoyée (RES-2026-000124)')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`/reservation/${BOOKING_ID}`));
    const posts = api.callsTo('POST', '/api/bookings');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      place: OTHER_PLACE_PATH,
      purposeType: 'casual',
      bookingSlots: [{ startDate: at(DAY, '18:00'), endDate: at(DAY, '19:00') }],
      activity: 'Entraînement de basket',
      expectedAttendance: 20,
    });
  });

  it('offers weekly alternatives to a yearly request; one click sends it again with one', async () => {
    const tuesdays = [dayAhead(7), dayAhead(14), dayAhead(21)];
    const occurrences = tuesdays.map((day) => ({
      startDate: at(day, '18:00'),
      endDate: at(day, '20:00'),
      available: true,
    }));
    const thursdays = [dayAhead(9), dayAhead(16), dayAhead(23)].map((day) => ({
      startDate: at(day, '18:00'),
      endDate: at(day, '20:00'),
    }));
    const api = installSignedInApi(createOrganizationUser('validated'), {
      [`GET ${PLACE_PATH}`]: jsonResponse(200, createPlace()),
      [`GET ${PLACE_PATH}/time_slots`]: jsonResponse(200, collectionOf([])),
      'GET /api/generated_booking_slots': jsonResponse(200, collectionOf(occurrences)),
      [`GET ${PLACE_PATH}/weekly_alternatives`]: jsonResponse(
        200,
        collectionOf([
          weeklyAlternative(
            'other-day',
            PLACE_PATH,
            'Gymnase des Canuts',
            { weekDay: 4, startTime: '18:00', endTime: '20:00' },
            thursdays,
            'Même espace, tous les jeudis de 18:00 à 20:00 (3\u00a0créneaux)',
          ),
          weeklyAlternative(
            'nearby',
            OTHER_PLACE_PATH,
            'Gymnase Voisin',
            { weekDay: 2, startTime: '18:00', endTime: '20:00' },
            occurrences.map(({ startDate, endDate }) => ({ startDate, endDate })),
            'Gymnase Voisin, Lycée des Gratte-Ciel, Villeurbanne (3,9\u00a0km), même horaire (3\u00a0créneaux)',
          ),
        ]),
      ),
      'POST /api/bookings': [taken, jsonResponse(201, created)],
      [`GET /api/bookings/${BOOKING_ID}`]: jsonResponse(200, created),
    });
    const app = await openYearlyTuesdayRequest();
    await screen.findByRole('table', { name: 'Occurrences de la réservation à l’année' });
    await app.user.type(screen.getByLabelText(/Activité prévue/), 'Basket loisir');
    await app.user.type(screen.getByLabelText(/Nombre de participants/), '12');
    await app.user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    const list = await screen.findByRole('list', { name: BOOKING_MESSAGES.slotAlternatives });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Même espace, tous les jeudis de 18:00 à 20:00 (3\u00a0créneaux)',
      'Gymnase Voisin, Lycée des Gratte-Ciel, Villeurbanne (3,9\u00a0km), même horaire (3\u00a0créneaux)',
    ]);
    expect(Object.fromEntries(lastQueryTo(api, `${PLACE_PATH}/weekly_alternatives`))).toEqual({
      weekDay: '2',
      startTime: '18:00',
      endTime: '20:00',
    });

    await app.user.click(within(list).getAllByRole('button')[0]!);
    await waitFor(() => expect(app.location()).toBe(`/reservation/${BOOKING_ID}`));
    const posts = api.callsTo('POST', '/api/bookings');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      place: PLACE_PATH,
      purposeType: 'yearly',
      query: { weekDay: 4, startTime: '18:00', endTime: '20:00' },
      bookingSlots: thursdays,
      activity: 'Basket loisir',
      expectedAttendance: 12,
    });
  });

  it('before sending, proposes the place’s hours free on every date when some are taken', async () => {
    const [first, second] = [dayAhead(7), dayAhead(14)];
    const tuesdays = [
      { startDate: at(first, '18:00'), endDate: at(first, '20:00'), available: true },
      { startDate: at(second, '18:00'), endDate: at(second, '20:00'), available: false },
    ];
    const thursdays = [dayAhead(9), dayAhead(16)].map((day) => ({
      startDate: at(day, '18:00'),
      endDate: at(day, '20:00'),
      available: true,
    }));
    const api = installSignedInApi(createOrganizationUser('validated'), {
      [`GET ${PLACE_PATH}`]: jsonResponse(200, createPlace()),
      [`GET ${PLACE_PATH}/time_slots`]: jsonResponse(200, collectionOf([])),
      'GET /api/generated_booking_slots': [
        jsonResponse(200, collectionOf(tuesdays)),
        jsonResponse(200, collectionOf(thursdays)),
      ],
      [`GET ${PLACE_PATH}/weekly_alternatives`]: jsonResponse(
        200,
        collectionOf([
          weeklyAlternative(
            'other-day',
            PLACE_PATH,
            'Gymnase des Canuts',
            { weekDay: 4, startTime: '18:00', endTime: '20:00' },
            thursdays.map(({ startDate, endDate }) => ({ startDate, endDate })),
            'Même espace, tous les jeudis de 18:00 à 20:00 (2\u00a0créneaux)',
          ),
          weeklyAlternative(
            'nearby',
            OTHER_PLACE_PATH,
            'Gymnase Voisin',
            { weekDay: 2, startTime: '18:00', endTime: '20:00' },
            [],
            'Gymnase Voisin, Villeurbanne (3,9\u00a0km), même horaire (2\u00a0créneaux)',
          ),
        ]),
      ),
    });
    const app = await openYearlyTuesdayRequest();

    const list = await screen.findByRole('list', {
      name: BOOKING_MESSAGES.weeklyAlternativesForTakenDates,
    });
    // Another place cannot be chosen from this form's hours: only the place's own.
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Même espace, tous les jeudis de 18:00 à 20:00 (2\u00a0créneaux)']);
    await app.user.click(within(list).getByRole('button'));
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/generated_booking_slots').get('weekDay')).toBe('4'),
    );
    expect(screen.getByLabelText(/Jour de la semaine/, { selector: 'input' })).toHaveValue('Jeudi');
    await waitFor(() =>
      expect(
        screen.queryByRole('list', { name: BOOKING_MESSAGES.weeklyAlternativesForTakenDates }),
      ).toBeNull(),
    );
    expect(api.callsTo('POST', '/api/bookings')).toHaveLength(0);
  });
});
