import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  collectionOf,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, violationList } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  BOOKING_ID,
  createBooking,
  createSlot,
  dayAhead,
} from '../../bookings/test/booking-factories.ts';
import {
  createAmendmentPreview,
  createAmendmentProposal,
  PROPOSAL_ID,
} from '../test/amendment-factories.ts';

// Staff propose an amendment that changes the booking; the organisation
// accepts or refuses it at /reservation/{id}/avenant/valider.

const spaced = (text: string): string => text.replace(/\s+/g, ' ');

const BOOKING_PATH = `/api/bookings/${BOOKING_ID}`;
const held = createSlot(1, dayAhead(5), '18:00', '20:00');
const added = createSlot(9, dayAhead(12), '18:00', '20:00');
const booking = createBooking({
  status: 'validated',
  bookingSlots: [held],
  rentPrice: 25,
  cleaningPrice: 15,
  totalPrice: 65,
  amountDue: 65,
  _abilities: { ...createBooking()._abilities, edit: false, withdraw: false, cancel: true },
});
const change = {
  reason: 'Tournoi de fin d’année',
  addedSlots: [{ startDate: added.startDate, endDate: added.endDate, price: 75 }],
  rentPrice: { before: 25, after: 30 },
  totalBefore: 65,
  totalAfter: 150,
  needsAcceptance: true,
  lines: [
    {
      kind: 'added' as const,
      startDate: added.startDate,
      endDate: added.endDate,
      from: null,
      before: 0,
      after: 75,
      label: null,
    },
    {
      kind: 'repriced' as const,
      startDate: held.startDate,
      endDate: held.endDate,
      from: null,
      before: 65,
      after: 75,
      label: null,
    },
  ],
  change: 85,
};
const proposal = createAmendmentProposal(change);

describe('amendment creation and preview of a change', () => {
  it('previews other prices with the slots and sends the proposal to the organisation', async () => {
    const api = installSignedInApi(createFacilityAdmin(), {
      [`GET ${BOOKING_PATH}`]: jsonResponse(200, booking),
      [`GET ${BOOKING_PATH}/amendments`]: jsonResponse(200, collectionOf([])),
      [`GET ${BOOKING_PATH}/amendment_proposals`]: jsonResponse(200, collectionOf([])),
      'GET /api/bookings': jsonResponse(200, collectionOf([])),
      [`POST ${BOOKING_PATH}/amendments/preview`]: jsonResponse(
        200,
        createAmendmentPreview(change),
      ),
      [`POST ${BOOKING_PATH}/amendments`]: jsonResponse(201, proposal),
    });
    const app = await renderApp(`/reservation/${BOOKING_ID}/avenant`);
    const rent = await screen.findByRole('textbox', { name: /Tarif horaire/ });
    // Staff see the two ways of amending as two titled sections.
    expect(screen.getByRole('region', { name: 'Annuler des créneaux' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Modifier la réservation' })).toBeVisible();
    const section = screen.getByRole('region', { name: 'Modifier la réservation' });
    expect(within(section).getByText(/^Montant dû/)).toHaveTextContent(
      /^Montant dû\s:\s65,00\s€, inchangé$/,
    );
    await app.user.clear(rent);
    // Typed as a French amount: the field holds the text "30.50" until it reads as a number.
    await app.user.type(rent, '30,50');
    // 2 h × 30,50 € + 15,00 € for the evening to come, at the price as typed.
    expect(within(section).getByText(/^Montant dû/)).toHaveTextContent(
      /^Montant dû\s:\s65,00\s€ → 76,00\s€$/,
    );
    await app.user.click(screen.getByRole('button', { name: 'Prévisualiser la modification' }));
    await waitFor(() =>
      expect(app.location()).toBe(`/reservation/${BOOKING_ID}/avenant/previsualiser`),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', `${BOOKING_PATH}/amendments/preview`)[0]?.body).toEqual({
        timeSlotsToCancel: [],
        bookingSlots: [{ startDate: held.startDate, endDate: held.endDate }],
        proposedRentPrice: 30.5,
        proposedCleaningPrice: 15,
      }),
    );
    expect(
      await screen.findByRole('table', { name: 'Créneaux ajoutés par l’avenant' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        (_, node) => spaced(node?.textContent ?? '') === 'Tarif horaire : 25,00 € → 30,00 €',
      ),
    ).toBeVisible();
    await app.user.click(
      screen.getByRole('button', { name: 'Envoyer l’avenant à l’organisation' }),
    );
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Envoyer l’avenant' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `${BOOKING_PATH}/amendments`)[0]?.body).toMatchObject({
        proposedRentPrice: 30.5,
        reason: '',
      }),
    );
    expect(await screen.findByText(spaced(AMENDMENT_MESSAGES.proposalSent))).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`/reservation/${BOOKING_ID}`));
  });
});

async function openValidation(answers: Record<string, Response | Response[]> = {}) {
  const api = installSignedInApi(createOrganizationUser('validated'), {
    [`GET ${BOOKING_PATH}`]: jsonResponse(200, booking),
    [`GET ${BOOKING_PATH}/amendments`]: jsonResponse(200, collectionOf([])),
    [`GET ${BOOKING_PATH}/amendment_proposals`]: jsonResponse(200, collectionOf([proposal])),
    'GET /api/bookings': jsonResponse(200, collectionOf([])),
    ...answers,
  });
  const app = await renderApp(`/reservation/${BOOKING_ID}/avenant/valider`);
  return { api, app };
}

describe('amendment validation page', () => {
  it('shows the proposal and accepts it once confirmed', async () => {
    const { api, app } = await openValidation({
      [`PUT /api/amendment_proposals/${PROPOSAL_ID}/accept`]: jsonResponse(200, {}),
    });
    expect(await screen.findByText('Motif : Tournoi de fin d’année')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Créneaux ajoutés par l’avenant' })).toBeVisible();
    // The amounts before and after stand next to the buttons.
    expect(
      screen.getByText(
        spaced('Montant dû\u00a0: 65,00\u00a0€ avant l’avenant → 150,00\u00a0€ après'),
      ),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Accepter l’avenant' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Accepter l’avenant' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/amendment_proposals/${PROPOSAL_ID}/accept`)).toHaveLength(1),
    );
    expect(await screen.findByText(spaced(AMENDMENT_MESSAGES.proposalAccepted))).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`/reservation/${BOOKING_ID}`));
  });

  it('refuses it with a reason, and shows a violation when a slot was taken meanwhile', async () => {
    const { api, app } = await openValidation({
      [`PUT /api/amendment_proposals/${PROPOSAL_ID}/accept`]: violationList([
        { propertyPath: 'bookingSlots.1', message: 'Ce créneau n’est plus disponible.' },
      ]),
      [`PUT /api/amendment_proposals/${PROPOSAL_ID}/refuse`]: jsonResponse(200, {
        ...proposal,
        status: 'refused',
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Accepter l’avenant' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accepter l’avenant' }),
    );
    expect(await screen.findByText('Ce créneau n’est plus disponible.')).toBeVisible();
    await app.user.type(
      screen.getByRole('textbox', { name: 'Motif du refus (facultatif)' }),
      'Trop cher',
    );
    await app.user.click(screen.getByRole('button', { name: 'Refuser l’avenant' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refuser l’avenant' }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/amendment_proposals/${PROPOSAL_ID}/refuse`)[0]?.body).toEqual(
        { refusalReason: 'Trop cher' },
      ),
    );
    expect(await screen.findByText(spaced(AMENDMENT_MESSAGES.proposalRefused))).toBeVisible();
  });
});
