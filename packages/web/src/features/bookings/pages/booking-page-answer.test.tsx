import type { Booking } from '@espaces/domain/api/bookings';
import { formatEuros } from '@espaces/domain/locale/format';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BOOKING_ID, createBooking, PLACE_ID } from '../test/booking-factories.ts';

/** Testing Library compares texts with their spaces, no-break ones included, made plain. */
const spaced = (text: string): string => text.replace(/\s+/g, ' ');

const BOOKING_PATH = `/api/bookings/${BOOKING_ID}`;
const requested = createBooking();
const [firstSlot, secondSlot] = requested.bookingSlots;

/** The establishment proposed a lower price and kept only the first slot. */
const proposal = createBooking({
  status: 'pending',
  rentPrice: 20,
  bookingSlots: [firstSlot!],
  originalData: {
    purposeType: 'casual',
    query: null,
    bookingSlots: [firstSlot!, secondSlot!].map(({ startDate, endDate }) => ({
      startDate,
      endDate,
    })),
    activity: requested.activity,
    expectedAttendance: 20,
    rentPrice: 25,
    cleaningPrice: 15,
  },
  history: [
    ...(requested.history ?? []),
    {
      occurredAt: new Date(Date.now() + 60_000).toISOString(),
      action: 'counter_propose',
      fromStatus: 'new',
      toStatus: 'pending',
      actor: { firstName: 'Alex', lastName: 'Durand' },
      changes: {
        rentPrice: { from: 25, to: 20 },
        removedSlots: [{ startDate: secondSlot!.startDate, endDate: secondSlot!.endDate }],
      },
    },
  ],
  _abilities: { ...requested._abilities, edit: true, withdraw: true, accept: true },
});

function answerApi(putAnswer: Booking, shown: Booking[]) {
  return installSignedInApi(createOrganizationUser('validated'), {
    [`GET ${BOOKING_PATH}`]: shown.map((answer) => jsonResponse(200, answer)),
    [`PUT ${BOOKING_PATH}`]: jsonResponse(200, putAnswer),
    [`GET /api/places/${PLACE_ID}/time_slots`]: jsonResponse(200, collectionOf([])),
  });
}

async function openProposal() {
  const app = await renderApp(`/reservation/${BOOKING_ID}`);
  return {
    app,
    section: await screen.findByRole('region', { name: 'Contre-proposition de l’établissement' }),
  };
}

describe('booking page, the organisation answers a counter-proposal', () => {
  it('tells what changed beside the first request, then accepts once confirmed', async () => {
    const approved = createBooking({
      ...proposal,
      status: 'approved',
      _abilities: {
        ...proposal._abilities,
        edit: false,
        withdraw: false,
        accept: false,
      },
    });
    const api = answerApi(approved, [proposal, approved]);
    const { app, section } = await openProposal();
    expect(
      within(section).getByText(
        spaced(`Tarif horaire\u00a0: ${formatEuros(25)} → ${formatEuros(20)}`),
      ),
    ).toBeVisible();
    // Beside « Accepter »: two evenings of 2 h at 25 € + 15 €, then one at 20 € + 15 €.
    const totals = within(section).getByRole('table', { name: 'Montants' });
    expect(spaced(totals.textContent ?? '')).toBe(
      spaced(`Montant de votre demande${formatEuros(130)}Montant proposé${formatEuros(55)}`),
    );
    expect(within(section).getByRole('heading', { name: 'Demande initiale' })).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Proposition actuelle' })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Retirer la demande' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Enregistrer les modifications' }),
    ).not.toBeInTheDocument();

    await app.user.click(
      within(section).getByRole('button', { name: 'Accepter la contre-proposition' }),
    );
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accepter' }),
    );

    expect(await screen.findByText('Vous avez accepté la contre-proposition.')).toBeVisible();
    expect(api.callsTo('PUT', BOOKING_PATH)[0]?.body).toEqual({ status: 'approved' });
    await waitFor(() => expect(section).not.toBeInTheDocument());
  });

  it('answers with its own edit, sent back as a new request', async () => {
    const renewed = createBooking({ ...proposal, status: 'new', activity: 'Match amical' });
    const api = answerApi(renewed, [proposal, renewed]);
    const { app, section } = await openProposal();
    const edit = within(section).getByRole('button', { name: 'Modifier ma demande' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');

    await app.user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const activity = screen.getByLabelText(/Activité prévue/);
    await app.user.clear(activity);
    await app.user.type(activity, 'Match amical');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(
      await screen.findByText('Votre demande modifiée a été renvoyée à l’établissement.'),
    ).toBeVisible();
    expect(api.callsTo('PUT', BOOKING_PATH)[0]?.body).toEqual({
      status: 'new',
      bookingSlots: [{ startDate: firstSlot!.startDate, endDate: firstSlot!.endDate }],
      activity: 'Match amical',
      expectedAttendance: 20,
    });
  });
});
