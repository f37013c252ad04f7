import { SLOT_TAKEN } from '@espaces/domain/messages';
import { formatDate } from '@espaces/domain/locale/format';
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
const created = createBooking({ reference: 'RES-2026-000123' });

function requestApi(postAnswers: Response[] = [jsonResponse(201, created)]) {
  return installSignedInApi(createOrganizationUser('validated'), {
    [`GET ${PLACE_PATH}`]: jsonResponse(200, createPlace()),
    [`GET ${PLACE_PATH}/time_slots`]: jsonResponse(200, collectionOf([createFreeWindow(DAY)])),
    'POST /api/bookings': postAnswers,
    [`GET /api/bookings/${BOOKING_ID}`]: jsonResponse(200, created),
  });
}

/** Matches an element whose whole text is `text`, no-break spaces included. */
const exactly = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && element.children.length === 0;

const setValue = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('booking request page', () => {
  it('adds a casual slot, keeps its times on the 15-minute grid and sends the request', async () => {
    const violation = jsonResponse(422, {
      '@type': 'ConstraintViolationList',
      'hydra:title': 'Une erreur est survenue',
      'hydra:description': SLOT_TAKEN,
      violations: [{ propertyPath: 'bookingSlots', message: SLOT_TAKEN, code: 'SLOT_TAKEN' }],
    });
    const api = requestApi([violation, jsonResponse(201, created)]);
    const app = await renderApp(`/espace/${PLACE_ID}/reservation`);
    await screen.findByRole('heading', { level: 1, name: 'Demande de réservation' });
    expect(screen.getByRole('link', { name: 'Gymnase des Canuts' })).toHaveAttribute(
      'href',
      `/espace/${PLACE_ID}`,
    );

    setValue(screen.getByLabelText('Date'), DAY.split('-').reverse().join('/'));
    setValue(screen.getByLabelText('Heure de début'), '18:00');
    setValue(screen.getByLabelText('Heure de fin'), '19:00');
    await app.user.click(screen.getByRole('button', { name: 'Ajouter le créneau' }));
    const chosen = await screen.findByRole('table', { name: 'Créneaux choisis' });
    expect(within(chosen).getByText(formatDate(at(DAY, '18:00')))).toBeVisible();
    expect(within(chosen).getByText(exactly('40,00\u00a0€'))).toBeVisible();

    const end = within(chosen).getByLabelText(`Fin du créneau du ${formatDate(at(DAY, '18:00'))}`);
    setValue(end, '20:10');
    expect(
      await screen.findByText(
        'Le créneau doit commencer et finir sur un quart d’heure (00, 15, 30 ou 45).',
      ),
    ).toBeVisible();
    setValue(end, '20:15');
    expect(await within(chosen).findByText(exactly('71,25\u00a0€'))).toBeVisible();
    expect(screen.getByText(exactly('Total\u00a0: 71,25\u00a0€'))).toBeVisible();

    await app.user.type(screen.getByLabelText(/Activité prévue/), 'Entraînement de basket');
    await app.user.type(screen.getByLabelText(/Nombre de participants/), '20');
    await app.user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText(SLOT_TAKEN)).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Votre demande a été envoyée (RES-2026-000123)')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`/reservation/${BOOKING_ID}`));
    const posts = api.callsTo('POST', '/api/bookings');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      place: PLACE_PATH,
      purposeType: 'casual',
      bookingSlots: [{ startDate: at(DAY, '18:00'), endDate: at(DAY, '20:15') }],
      activity: 'Entraînement de basket',
      expectedAttendance: 20,
    });
  });

  it('lists every yearly occurrence, says why one is closed and leaves it out of the request', async () => {
    const tuesdays = [dayAhead(7), dayAhead(14), dayAhead(21)];
    const occurrences = tuesdays.map((day, index) => ({
      startDate: at(day, '18:00'),
      endDate: at(day, '20:00'),
      available: index !== 1,
      ...(index === 1 ? { closedReason: 'Vacances de printemps, zone A' } : {}),
    }));
    const answers = installSignedInApi(createOrganizationUser('validated'), {
      [`GET ${PLACE_PATH}`]: jsonResponse(200, createPlace()),
      [`GET ${PLACE_PATH}/time_slots`]: jsonResponse(200, collectionOf([])),
      'GET /api/generated_booking_slots': jsonResponse(200, collectionOf(occurrences)),
      'POST /api/bookings': jsonResponse(201, created),
      [`GET /api/bookings/${BOOKING_ID}`]: jsonResponse(200, created),
    });
    const app = await openYearlyTuesdayRequest();

    const table = await screen.findByRole('table', {
      name: 'Occurrences de la réservation à l’année',
    });
    expect(screen.getByText('Tous les mardis de 18:00 à 20:00')).toBeVisible();
    expect(screen.getByText('2 créneaux disponibles sur 3')).toBeVisible();
    const unavailable = within(table).getByText(formatDate(occurrences[1]!.startDate));
    expect(unavailable).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(unavailable.closest('tr')!).getByText('Indisponible')).toBeVisible();
    expect(
      within(unavailable.closest('tr')!).getByText('Vacances de printemps, zone A'),
    ).toBeVisible();
    const query = lastQueryTo(answers, '/api/generated_booking_slots');
    expect(Object.fromEntries(query)).toEqual({
      weekDay: '2',
      startTime: '18:00',
      endTime: '20:00',
      place: PLACE_PATH,
    });
    expect(screen.getByText(exactly('Total\u00a0: 130,00\u00a0€'))).toBeVisible();

    await app.user.type(screen.getByLabelText(/Activité prévue/), 'Basket loisir');
    await app.user.type(screen.getByLabelText(/Nombre de participants/), '12');
    await app.user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(app.location()).toBe(`/reservation/${BOOKING_ID}`));
    expect(answers.callsTo('POST', '/api/bookings')[0]?.body).toEqual({
      place: PLACE_PATH,
      purposeType: 'yearly',
      query: { weekDay: 2, startTime: '18:00', endTime: '20:00' },
      bookingSlots: [occurrences[0], occurrences[2]].map((slot) => ({
        startDate: slot!.startDate,
        endDate: slot!.endDate,
      })),
      activity: 'Basket loisir',
      expectedAttendance: 12,
    });
  });
});
