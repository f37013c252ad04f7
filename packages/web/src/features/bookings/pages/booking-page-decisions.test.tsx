import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import type { Booking } from '@espaces/domain/api/bookings';
import { formatEuros } from '@espaces/domain/locale/format';
import { SLOT_IN_THE_PAST, SLOT_IN_THE_PAST_LONG } from '@espaces/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  collectionOf,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BOOKING_ID, createBooking, PLACE_ID } from '../test/booking-factories.ts';

/** Testing Library compares texts with their spaces, no-break ones included, made plain. */
const spaced = (text: string): string => text.replace(/\s+/g, ' ');

const BOOKING_PATH = `/api/bookings/${BOOKING_ID}`;
const NO_ABILITIES = createBooking()._abilities;
const VALIDATOR_ABILITIES = {
  ...NO_ABILITIES,
  edit: false,
  withdraw: false,
  approve: true,
  counterPropose: true,
  reject: true,
};
const toValidator = createBooking({ _abilities: VALIDATOR_ABILITIES });

function bookingApi(
  user: AuthenticatedUser,
  shown: Booking[],
  answers: Parameters<typeof installSignedInApi>[1] = {},
) {
  return installSignedInApi(user, {
    [`GET ${BOOKING_PATH}`]: shown.map((answer) => jsonResponse(200, answer)),
    [`GET /api/places/${PLACE_ID}/time_slots`]: jsonResponse(200, collectionOf([])),
    'GET /api/bookings': jsonResponse(200, collectionOf([])),
    ...answers,
  });
}

async function openBookingPage() {
  const app = await renderApp(`/reservation/${BOOKING_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Réservation RES-2026-000042' });
  return app;
}

const pastSlotViolation = jsonResponse(422, {
  '@type': 'ConstraintViolationList',
  'hydra:title': 'Une erreur est survenue',
  'hydra:description': SLOT_IN_THE_PAST,
  violations: [
    { propertyPath: 'bookingSlots[0]', message: SLOT_IN_THE_PAST, code: 'SLOT_IN_THE_PAST' },
  ],
});

describe('booking page, decisions of the establishment', () => {
  it('approves once confirmed, after the pre-approval checks pass', async () => {
    const approved = createBooking({ status: 'approved', _abilities: NO_ABILITIES });
    const api = bookingApi(createFacilityAdmin(), [toValidator, approved], {
      [`GET ${BOOKING_PATH}/validate`]: jsonResponse(200, {
        '@type': 'BookingValidation',
        groups: ['booking_approve'],
        valid: true,
      }),
      [`PUT ${BOOKING_PATH}`]: jsonResponse(200, approved),
    });
    const app = await openBookingPage();
    const decision = screen.getByRole('region', { name: 'Décision' });
    expect(
      within(decision).getByRole('link', { name: 'Faire une contre-proposition' }),
    ).toHaveAttribute('href', `/reservation/${BOOKING_ID}/contre-proposition`);

    await app.user.click(within(decision).getByRole('button', { name: 'Approuver la demande' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('GET', `${BOOKING_PATH}/validate`)).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Approuver' }));

    expect(await screen.findByText('La demande a été approuvée.')).toBeVisible();
    expect(lastQueryTo(api, `${BOOKING_PATH}/validate`).getAll('groups[]')).toEqual([
      'booking_approve',
    ]);
    expect(api.callsTo('PUT', BOOKING_PATH)[0]?.body).toEqual({ status: 'approved' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Décision' })).not.toBeInTheDocument(),
    );
    // The menu's count of requests to decide is asked again.
    await waitFor(() => expect(api.callsTo('GET', '/api/bookings')).toHaveLength(2));
  });

  it('stops the approval on a past slot and shows its long text', async () => {
    const api = bookingApi(createFacilityAdmin(), [toValidator], {
      [`GET ${BOOKING_PATH}/validate`]: pastSlotViolation,
    });
    const app = await openBookingPage();
    await app.user.click(screen.getByRole('button', { name: 'Approuver la demande' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approuver' }),
    );

    expect(await screen.findByText(SLOT_IN_THE_PAST_LONG)).toBeVisible();
    expect(screen.queryByText(SLOT_IN_THE_PAST)).not.toBeInTheDocument();
    expect(api.callsTo('PUT', BOOKING_PATH)).toHaveLength(0);
  });

  it('refuses only with a reason, which it sends', async () => {
    const rejected = createBooking({
      status: 'rejected',
      rejectionReason: 'Gymnase fermé pour travaux.',
      _abilities: NO_ABILITIES,
    });
    const api = bookingApi(createFacilityAdmin(), [toValidator, rejected], {
      [`PUT ${BOOKING_PATH}/reject`]: jsonResponse(200, rejected),
    });
    const app = await openBookingPage();
    await app.user.click(screen.getByRole('button', { name: 'Refuser la demande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande' });

    await app.user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(within(dialog).getByText('Le motif du refus est obligatoire.')).toBeVisible();
    expect(api.callsTo('PUT', `${BOOKING_PATH}/reject`)).toHaveLength(0);

    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Motif du refus/ }),
      'Gymnase fermé pour travaux.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Refuser' }));

    expect(await screen.findByText('La demande a été refusée.')).toBeVisible();
    expect(api.callsTo('PUT', `${BOOKING_PATH}/reject`)[0]?.body).toEqual({
      rejectionReason: 'Gymnase fermé pour travaux.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = await screen.findByRole('note', { name: 'Demande refusée' });
    expect(within(notice).getByText('Demande refusée')).toBeVisible();
    expect(within(notice).getByText('Gymnase fermé pour travaux.')).toBeVisible();
  });

  it('shows no decision block to the organisation', async () => {
    bookingApi(createOrganizationUser('validated'), [createBooking()]);
    await openBookingPage();
    expect(screen.queryByRole('region', { name: 'Décision' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approuver la demande' })).not.toBeInTheDocument();
  });
});

describe('booking page, history', () => {
  it('tells what each event changed, « — » when nothing', async () => {
    const [request] = createBooking().history ?? [];
    const booking = createBooking({
      history: [
        request!,
        {
          occurredAt: new Date(Date.now() + 60_000).toISOString(),
          action: 'counter_propose',
          fromStatus: 'new',
          toStatus: 'pending',
          actor: { firstName: 'Alex', lastName: 'Durand' },
          changes: { rentPrice: { from: 25, to: 20 }, expectedAttendance: { from: 20, to: 30 } },
        },
      ],
    });
    bookingApi(createOrganizationUser('validated'), [booking]);
    await openBookingPage();
    const history = screen.getByRole('table', { name: 'Historique de la réservation' });
    expect(within(history).getByRole('columnheader', { name: 'Détails' })).toBeVisible();
    const [, requestRow, proposalRow] = within(history).getAllByRole('row');
    expect(within(requestRow!).getByText('—')).toBeVisible();
    expect(
      within(proposalRow!).getByText(
        spaced(`Tarif horaire\u00a0: ${formatEuros(25)} → ${formatEuros(20)}`),
      ),
    ).toBeVisible();
    expect(within(proposalRow!).getByText('Participants : 20 → 30')).toBeVisible();
  });
});

describe('booking page, history of a booking made by a campaign', () => {
  it('tells the campaign and wish it comes from on its request and its approval', async () => {
    const origin = {
      origin: 'Issue de la campagne Campagne 2027–2028, vœu n°\u00a02',
      campaign: '/api/campaigns/60000000-0000-4000-8000-000000000001',
      campaignWish: '/api/campaign_wishes/60000000-0000-4000-8000-000000000402',
    };
    const at = Date.parse('2027-05-15T08:00:00.000Z');
    const booking = createBooking({
      status: 'approved',
      history: [
        {
          occurredAt: new Date(at).toISOString(),
          action: 'request',
          fromStatus: null,
          toStatus: 'new',
          actor: null,
          changes: { bookingSlots: 30, ...origin },
        },
        {
          occurredAt: new Date(at + 1).toISOString(),
          action: 'approve',
          fromStatus: 'new',
          toStatus: 'approved',
          actor: null,
          changes: origin,
        },
      ],
    });
    bookingApi(createOrganizationUser('validated'), [booking]);
    await openBookingPage();
    const history = screen.getByRole('table', { name: 'Historique de la réservation' });
    const [, requestRow, approvalRow] = within(history).getAllByRole('row');
    const told = spaced(origin.origin);
    expect(within(requestRow!).getByText(told)).toBeVisible();
    expect(within(requestRow!).getByText(spaced('30\u00a0créneaux demandés'))).toBeVisible();
    expect(within(approvalRow!).getByText(told)).toBeVisible();
    expect(within(approvalRow!).getByText('Le service')).toBeVisible();
  });
});
