import type { Booking } from '@espaces/domain/api/bookings';
import { formatDate } from '@espaces/domain/locale/format';
import { DEFAULT_ERROR, SLOT_IN_THE_PAST, SLOT_IN_THE_PAST_LONG } from '@espaces/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import { hydraError, installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  BOOKING_ID,
  createBooking,
  createSlot,
  dayAhead,
  PLACE_ID,
} from '../test/booking-factories.ts';

const BOOKING_PATH = `/api/bookings/${BOOKING_ID}`;
const booking = createBooking();
const [firstSlot, secondSlot] = booking.bookingSlots;

function bookingApi(putAnswers: Response | Response[], shown: Booking[] = [booking]) {
  return installSignedInApi(createOrganizationUser('validated'), {
    [`GET ${BOOKING_PATH}`]: shown.map((answer) => jsonResponse(200, answer)),
    [`PUT ${BOOKING_PATH}`]: putAnswers,
    [`GET /api/places/${PLACE_ID}/time_slots`]: jsonResponse(200, collectionOf([])),
  });
}

const pastSlotViolation = jsonResponse(422, {
  '@type': 'ConstraintViolationList',
  'hydra:title': 'Une erreur est survenue',
  'hydra:description': SLOT_IN_THE_PAST,
  violations: [
    { propertyPath: 'bookingSlots[0]', message: SLOT_IN_THE_PAST, code: 'SLOT_IN_THE_PAST' },
  ],
});

describe('booking page', () => {
  it('lets the organisation remove a slot, change its activity and save', async () => {
    const saved = createBooking({ bookingSlots: [firstSlot!], activity: 'Match amical' });
    const api = bookingApi(jsonResponse(200, saved));
    const app = await renderApp(`/reservation/${BOOKING_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Réservation RES-2026-000042' });
    expect(screen.getAllByText('Nouvelle demande')[0]).toBeVisible();
    expect(screen.getByText('Demande envoyée')).toBeVisible();

    const chosen = screen.getByRole('table', { name: 'Créneaux choisis' });
    const secondDay = formatDate(secondSlot!.startDate);
    await app.user.click(
      within(chosen).getByRole('button', {
        name: `Retirer le créneau du ${secondDay} de 18:00 à 20:00`,
      }),
    );
    expect(within(chosen).queryByText(secondDay)).not.toBeInTheDocument();
    const activity = screen.getByLabelText(/Activité prévue/);
    await app.user.clear(activity);
    await app.user.type(activity, 'Match amical');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Modification sauvegardée')).toBeVisible();
    expect(api.callsTo('PUT', BOOKING_PATH)[0]?.body).toEqual({
      bookingSlots: [{ startDate: firstSlot!.startDate, endDate: firstSlot!.endDate }],
      activity: 'Match amical',
      expectedAttendance: 20,
    });
  });

  it('withdraws the request only once confirmed', async () => {
    const withdrawn = createBooking({
      status: 'cancelled',
      _abilities: { ...booking._abilities, edit: false, withdraw: false },
    });
    const api = bookingApi(jsonResponse(200, withdrawn), [booking, withdrawn]);
    const app = await renderApp(`/reservation/${BOOKING_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Réservation RES-2026-000042' });

    await app.user.click(screen.getByRole('button', { name: 'Retirer la demande' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', BOOKING_PATH)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Retirer la demande' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer la demande' }),
    );
    expect(await screen.findByText('Votre demande a été retirée.')).toBeVisible();
    expect(api.callsTo('PUT', BOOKING_PATH)[0]?.body).toEqual({ status: 'cancelled' });
    expect((await screen.findAllByText('Annulée'))[0]).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retirer la demande' })).not.toBeInTheDocument(),
    );
  });

  it('shows the update errors, the past slot with its long text', async () => {
    bookingApi([
      pastSlotViolation,
      hydraError(409, 'La réservation a changé entre-temps.'),
      hydraError(500, 'Erreur interne'),
    ]);
    const app = await renderApp(`/reservation/${BOOKING_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Réservation RES-2026-000042' });
    const save = screen.getByRole('button', { name: 'Enregistrer les modifications' });

    await app.user.click(save);
    expect(await screen.findByText(SLOT_IN_THE_PAST_LONG)).toBeVisible();
    expect(screen.queryByText(SLOT_IN_THE_PAST)).not.toBeInTheDocument();
    await app.user.click(save);
    expect(await screen.findByText('La réservation a changé entre-temps.')).toBeVisible();
    await app.user.click(save);
    expect(await screen.findByText(DEFAULT_ERROR)).toBeVisible();
  });

  it('shows a settled booking read-only with its flags and a calendar shown on demand', async () => {
    const cancelled = { ...createSlot(3, dayAhead(21), '10:00', '12:00'), cancelled: true };
    const validated = createBooking({
      status: 'validated',
      purposeType: 'yearly',
      query: { weekDay: 2, startTime: '18:00', endTime: '20:00' },
      bookingSlots: [firstSlot!, cancelled],
      _abilities: {
        edit: false,
        withdraw: false,
        approve: false,
        counterPropose: false,
        accept: false,
        reject: false,
        cancel: true,
        prepareAgreement: false,
      },
    });
    bookingApi([], [validated]);
    const app = await renderApp(`/reservation/${BOOKING_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Réservation RES-2026-000042' });
    expect(screen.getByText('Annuelle · Tous les mardis de 18:00 à 20:00')).toBeVisible();
    const slots = screen.getByRole('table', { name: 'Créneaux de la réservation' });
    expect(within(slots).getByText('Annulé')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retirer la demande' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Enregistrer les modifications' }),
    ).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Afficher le calendrier' }));
    expect(
      await screen.findByRole('region', { name: 'Calendrier des disponibilités de la semaine' }),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Masquer le calendrier' }));
    expect(
      screen.queryByRole('region', { name: 'Calendrier des disponibilités de la semaine' }),
    ).not.toBeInTheDocument();
  });
});
