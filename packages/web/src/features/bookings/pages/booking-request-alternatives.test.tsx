import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { SLOT_TAKEN } from '@espaces/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
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
          {
            '@type': 'WeeklyAlternative',
            kind: 'other-day',
            place: PLACE_PATH,
            placeName: 'Gymnase des Canuts',
            query: { weekDay: 4, startTime: '18:00', endTime: '20:00' },
            bookingSlots: thursdays,
            label: 'Même espace, tous les jeudis de 18:00 à 20:00 (3\u00a0créneaux)',
          },
          {
            '@type': 'WeeklyAlternative',
            kind: 'nearby',
            place: OTHER_PLACE_PATH,
            placeName: 'Gymnase Voisin',
            query: { weekDay: 2, startTime: '18:00', endTime: '20:00' },
            bookingSlots: occurrences.map(({ startDate, endDate }) => ({ startDate, endDate })),
            label:
              'Gymnase Voisin, Lycée des Gratte-Ciel, Villeurbanne (3,9\u00a0km), même horaire (3\u00a0créneaux)',
          },
        ]),
      ),
      'POST /api/bookings': [taken, jsonResponse(201, created)],
      [`GET /api/bookings/${BOOKING_ID}`]: jsonResponse(200, created),
    });
    const app = await renderApp(`/espace/${PLACE_ID}/reservation`);
    await screen.findByRole('heading', { level: 1, name: 'Demande de réservation' });

    await app.user.click(screen.getByRole('radio', { name: 'À l’année' }));
    await app.user.click(screen.getByLabelText(/Jour de la semaine/, { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Mardi', hidden: true }));
    setValue(screen.getByLabelText(/Heure de début/), '18:00');
    setValue(screen.getByLabelText(/Heure de fin/), '20:00');
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
});
