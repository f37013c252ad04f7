import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_AMENDMENT_TO_ACCEPT } from './amendment-validation-page.tsx';
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
import { createAmendmentPreview } from '../test/amendment-factories.ts';

// Staff confirm the amendment they previewed.

const spaced = (text: string): string => text.replace(/\s+/g, ' ');

const BOOKING_PATH = `/api/bookings/${BOOKING_ID}`;
const slot = createSlot(1, dayAhead(5), '18:00', '20:00');
const booking = createBooking({
  status: 'validated',
  bookingSlots: [slot, createSlot(2, dayAhead(12), '18:00', '20:00')],
  _abilities: { ...createBooking()._abilities, edit: false, withdraw: false, cancel: true },
});
const preview = createAmendmentPreview({
  cancelledSlots: [
    {
      startDate: slot.startDate,
      endDate: slot.endDate,
      price: 65,
      due: 0,
      condition: 'byFacility',
      conditionLabel: 'annulé par l’établissement ou la Région\u00a0: rien à payer',
    },
  ],
  totalBefore: 130,
  totalAfter: 65,
  lines: [
    {
      kind: 'cancelled',
      startDate: slot.startDate,
      endDate: slot.endDate,
      from: null,
      before: 65,
      after: 0,
      label: 'annulé par l’établissement ou la Région\u00a0: rien à payer',
    },
  ],
  change: -65,
});
const PREVIEW_PATH = `/reservation/${BOOKING_ID}/avenant/previsualiser?creneaux=${slot.id}`;

async function open(previewAnswer = jsonResponse(200, preview)) {
  const api = installSignedInApi(createFacilityAdmin(), {
    [`GET ${BOOKING_PATH}`]: jsonResponse(200, booking),
    [`GET ${BOOKING_PATH}/amendments`]: jsonResponse(200, collectionOf([])),
    'GET /api/agreements': jsonResponse(200, collectionOf([])),
    'GET /api/bookings': jsonResponse(200, collectionOf([])),
    [`POST ${BOOKING_PATH}/amendments/preview`]: previewAnswer,
    [`POST ${BOOKING_PATH}/amendments`]: jsonResponse(201, {}),
  });
  const app = await renderApp(PREVIEW_PATH);
  return { api, app };
}

describe('amendment preview page', () => {
  it('shows what the amendment changes and issues it with its reason once confirmed', async () => {
    const { api, app } = await open();
    const heading = await screen.findByRole('heading', { level: 2, name: /Avenant n°/ });
    expect(heading).toBeVisible();
    const cancelled = screen.getByRole('table', { name: 'Créneaux annulés par l’avenant' });
    expect(spaced(within(cancelled).getAllByRole('row')[1]!.textContent ?? '')).toMatch(
      /annulé par l’établissement ou la Région : rien à payer65,00 €0,00 €$/,
    );
    const amounts = screen.getByRole('table', { name: 'Montants de l’avenant' });
    expect(
      within(amounts)
        .getAllByRole('row')
        .map((row) => spaced(row.textContent ?? '')),
    ).toEqual([
      'Montant dû avant l’avenant130,00 €',
      'Variation due aux lignes ci-dessus−65,00 €',
      'Montant dû après l’avenant65,00 €',
    ]);
    await app.user.type(screen.getByRole('textbox', { name: 'Motif' }), 'Travaux');
    await app.user.click(screen.getByRole('button', { name: 'Émettre l’avenant' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Émettre l’avenant' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `${BOOKING_PATH}/amendments`)[0]?.body).toEqual({
        reason: 'Travaux',
        counterPart: '',
        timeSlotsToCancel: [slot['@id']],
        proposedRentPrice: null,
        proposedCleaningPrice: null,
      }),
    );
    expect(await screen.findByText(spaced(AMENDMENT_MESSAGES.cancelledByFacility))).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`/reservation/${BOOKING_ID}`));
  });

  it('shows the violations when the slots can no longer be cancelled', async () => {
    await open(
      violationList([
        { propertyPath: 'timeSlotsToCancel[0]', message: AMENDMENT_MESSAGES.slotNotCancelable },
      ]),
    );
    expect(await screen.findByText(spaced(AMENDMENT_MESSAGES.slotNotCancelable))).toBeVisible();
  });
});

describe('amendment validation page', () => {
  it('tells the organisation no amendment waits for it and lists those issued', async () => {
    installSignedInApi(createOrganizationUser('validated'), {
      [`GET ${BOOKING_PATH}`]: jsonResponse(200, booking),
      [`GET ${BOOKING_PATH}/amendments`]: jsonResponse(200, collectionOf([])),
      [`GET ${BOOKING_PATH}/amendment_proposals`]: jsonResponse(200, collectionOf([])),
    });
    await renderApp(`/reservation/${BOOKING_ID}/avenant/valider`);
    expect(await screen.findByText(NO_AMENDMENT_TO_ACCEPT)).toBeVisible();
    expect(await screen.findByText('Aucun avenant.')).toBeVisible();
  });
});
