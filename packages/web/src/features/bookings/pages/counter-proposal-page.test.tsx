import type { Booking } from '@espaces/domain/api/bookings';
import { addDaysToDate } from '@espaces/domain/availability/paris-time';
import { formatDate } from '@espaces/domain/locale/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createFacilityAdmin } from '../../../test/factories.ts';
import {
  hydraError,
  installSignedInApi,
  jsonResponse,
  lastQueryTo,
  violationList,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  at,
  BOOKING_ID,
  createBooking,
  createFreeWindow,
  createSlot,
  dayAhead,
  PLACE_ID,
} from '../test/booking-factories.ts';

const BOOKING_PATH = `/api/bookings/${BOOKING_ID}`;
const PAGE_PATH = `/reservation/${BOOKING_ID}/contre-proposition`;
const DAY = dayAhead(14);
const NEXT_WEEK = addDaysToDate(DAY, 7);
const TITLE = { level: 1, name: 'Contre-proposition RES-2026-000042' } as const;

const counterProposable = (overrides: Partial<Booking> = {}): Booking => {
  const booking = createBooking(overrides);
  return {
    ...booking,
    originalData: {
      purposeType: booking.purposeType,
      query: booking.query,
      bookingSlots: booking.bookingSlots.map(({ startDate, endDate }) => ({ startDate, endDate })),
      activity: booking.activity,
      expectedAttendance: booking.expectedAttendance,
      rentPrice: booking.rentPrice,
      cleaningPrice: booking.cleaningPrice,
    },
    _abilities: { ...booking._abilities, edit: false, withdraw: false, counterPropose: true },
  };
};

function counterProposalApi(booking: Booking, answers: Record<string, Response | Response[]>) {
  return installSignedInApi(createFacilityAdmin(), {
    [`GET ${BOOKING_PATH}`]: jsonResponse(200, booking),
    [`GET /api/places/${PLACE_ID}/time_slots`]: jsonResponse(
      200,
      collectionOf([createFreeWindow(DAY, '14:00', '22:00'), createFreeWindow(NEXT_WEEK)]),
    ),
    ...answers,
  });
}

const setValue = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

const rowWith = (table: HTMLElement, text: string): HTMLElement => {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`No row with ${text}`);
  return row;
};

describe('counter-proposal page', () => {
  it('moves a slot to another hour, removes one, proposes prices and sends them', async () => {
    const booking = counterProposable();
    const sent = { ...booking, status: 'pending' as const };
    const api = counterProposalApi(booking, { [`PUT ${BOOKING_PATH}`]: jsonResponse(200, sent) });
    const app = await renderApp(PAGE_PATH);
    await screen.findByRole('heading', TITLE);
    expect(screen.getByRole('heading', { level: 2, name: 'Demande initiale' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Votre proposition' })).toBeVisible();

    const chosen = screen.getByRole('table', { name: 'Créneaux choisis' });
    const day = formatDate(at(DAY, '18:00'));
    // The saved slot becomes movable once the free range holding it is known.
    setValue(await within(chosen).findByLabelText(`Début du créneau du ${day}`), '19:00');
    setValue(within(chosen).getByLabelText(`Fin du créneau du ${day}`), '21:00');
    await waitFor(() => expect(within(rowWith(chosen, day)).getByText('Modifié')).toBeVisible());
    await app.user.click(
      within(chosen).getByRole('button', {
        name: `Retirer le créneau du ${formatDate(at(NEXT_WEEK, '18:00'))} de 18:00 à 20:00`,
      }),
    );
    const initial = screen.getByRole('table', { name: 'Créneaux de la demande initiale' });
    // The evening whose hours changed is moved, not dropped: only the other one is « Retiré ».
    expect(within(rowWith(initial, day)).getByText('Déplacé')).toBeVisible();
    expect(within(initial).getAllByText('Retiré')).toHaveLength(1);

    const rent = screen.getByRole('textbox', { name: 'Tarif horaire proposé' });
    expect(rent).toHaveValue('25,00\u00a0€');
    await app.user.clear(rent);
    await app.user.type(rent, '30');
    await app.user.clear(screen.getByRole('textbox', { name: 'Forfait ménage proposé' }));
    // 2 h × 30,00 € + the current cleaning fee (15,00 €) kept by the emptied field.
    expect(screen.getByText(/^Total\s:\s75,00\s€$/)).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Envoyer la contre-proposition' }));
    expect(
      await screen.findByText('Votre contre-proposition a été envoyée à l’organisation.'),
    ).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`/reservation/${BOOKING_ID}`));
    expect(api.callsTo('PUT', BOOKING_PATH)[0]?.body).toEqual({
      status: 'pending',
      bookingSlots: [{ startDate: at(DAY, '19:00'), endDate: at(DAY, '21:00') }],
      proposedRentPrice: 30,
      proposedCleaningPrice: null,
    });
    expect(lastQueryTo(api, `/api/places/${PLACE_ID}/time_slots`).get('bookingToExclude')).toBe(
      BOOKING_ID,
    );
  });

  it('shows the violation of a refused proposal, refuses an empty one and cancels unsaved', async () => {
    const nothingChanged = 'La contre-proposition ne change rien à la demande.';
    const api = counterProposalApi(counterProposable(), {
      [`PUT ${BOOKING_PATH}`]: violationList([{ propertyPath: '', message: nothingChanged }]),
    });
    const app = await renderApp(PAGE_PATH);
    await screen.findByRole('heading', TITLE);
    const send = screen.getByRole('button', { name: 'Envoyer la contre-proposition' });

    await app.user.click(send);
    expect(await screen.findByText(nothingChanged)).toBeVisible();
    expect(app.location()).toBe(PAGE_PATH);
    expect(api.callsTo('PUT', BOOKING_PATH)[0]?.body).toMatchObject({
      proposedRentPrice: 25,
      proposedCleaningPrice: 15,
    });

    for (const button of screen.getAllByRole('button', { name: /^Retirer le créneau/ })) {
      await app.user.click(button);
    }
    await app.user.click(send);
    expect(await screen.findByText('Choisissez au moins un créneau.')).toBeVisible();
    expect(api.callsTo('PUT', BOOKING_PATH)).toHaveLength(1);

    await app.user.click(screen.getByRole('link', { name: 'Annuler' }));
    await waitFor(() => expect(app.location()).toBe(`/reservation/${BOOKING_ID}`));
    expect(api.callsTo('PUT', BOOKING_PATH)).toHaveLength(1);
  });

  it('marks every slot of a changed weekly query as updated and sends the query', async () => {
    const booking = counterProposable({
      purposeType: 'yearly',
      query: { weekDay: 2, startTime: '18:00', endTime: '20:00' },
    });
    const wednesdays = [dayAhead(8), dayAhead(15), dayAhead(22)].map((day, index) => ({
      startDate: at(day, '18:00'),
      endDate: at(day, '20:00'),
      available: index !== 1,
    }));
    const current = booking.bookingSlots.map(({ startDate, endDate }) => ({
      startDate,
      endDate,
      available: true,
    }));
    const api = counterProposalApi(booking, {
      'GET /api/generated_booking_slots': [
        jsonResponse(200, collectionOf(current)),
        jsonResponse(200, collectionOf(wednesdays)),
      ],
      [`PUT ${BOOKING_PATH}`]: jsonResponse(200, { ...booking, status: 'pending' }),
    });
    const app = await renderApp(PAGE_PATH);
    await screen.findByRole('heading', TITLE);
    const chosen = screen.getByRole('table', { name: 'Créneaux choisis' });
    expect(within(chosen).getAllByRole('row')).toHaveLength(3);
    expect(within(chosen).queryByText('Modifié')).not.toBeInTheDocument();

    await app.user.click(screen.getByLabelText(/Jour de la semaine/, { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Mercredi', hidden: true }));
    expect(await screen.findByText('Tous les mercredis de 18:00 à 20:00')).toBeVisible();
    // The table is drawn again once the new occurrences are known.
    const proposed = () => screen.getByRole('table', { name: 'Créneaux choisis' });
    await waitFor(() => expect(within(proposed()).getAllByText('Modifié')).toHaveLength(2));
    expect(within(proposed()).getByText(formatDate(wednesdays[0]!.startDate))).toBeVisible();
    expect(within(proposed()).queryByText(formatDate(wednesdays[1]!.startDate))).toBeNull();
    expect(lastQueryTo(api, '/api/generated_booking_slots').get('booking')).toBe(BOOKING_ID);
    // The proposed slots are the list; the occurrences are only counted.
    expect(screen.getByText('2 créneaux disponibles sur 3')).toBeVisible();
    expect(
      screen.queryByRole('table', { name: 'Occurrences de la réservation à l’année' }),
    ).toBeNull();
    // A slot removed by hand is counted at once.
    await app.user.click(
      screen.getByRole('button', {
        name: `Retirer le créneau du ${formatDate(wednesdays[0]!.startDate)} de 18:00 à 20:00`,
      }),
    );
    expect(
      await screen.findByText('2 créneaux disponibles sur 3, dont 1 proposé (1 retiré)'),
    ).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Envoyer la contre-proposition' }));
    await waitFor(() => expect(api.callsTo('PUT', BOOKING_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', BOOKING_PATH)[0]?.body).toEqual({
      status: 'pending',
      bookingSlots: [wednesdays[2]].map((slot) => ({
        startDate: slot!.startDate,
        endDate: slot!.endDate,
      })),
      proposedRentPrice: 25,
      proposedCleaningPrice: 15,
      query: { weekDay: 3, startTime: '18:00', endTime: '20:00' },
    });
  });

  it('explains why a booking cannot be counter-proposed and links back to it', async () => {
    const approved = createBooking({
      status: 'approved',
      bookingSlots: [createSlot(1, DAY, '18:00', '20:00')],
    });
    counterProposalApi(approved, {});
    await renderApp(PAGE_PATH);
    expect(
      await screen.findByText('Cette demande ne peut pas faire l’objet d’une contre-proposition.'),
    ).toBeVisible();
    expect(screen.getByText(/^Statut de la demande\s:\sApprouvée\.$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Revenir à la réservation' })).toHaveAttribute(
      'href',
      `/reservation/${BOOKING_ID}`,
    );
    expect(
      screen.queryByRole('button', { name: 'Envoyer la contre-proposition' }),
    ).not.toBeInTheDocument();
  });

  it('says when the booking cannot be loaded', async () => {
    counterProposalApi(counterProposable(), {
      [`GET ${BOOKING_PATH}`]: hydraError(404, 'Ressource introuvable.'),
    });
    await renderApp(PAGE_PATH);
    expect(await screen.findByText('Cette réservation n’a pas pu être chargée.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('link', { name: 'Revenir à la réservation' })).toBeVisible();
  });
});
