import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import type { Amendment } from '@espaces/domain/api/amendments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  collectionOf,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createAgreement } from '../../agreements/test/agreement-factories.ts';
import { createAmendment } from '../../amendments/test/amendment-factories.ts';
import { BOOKING_ID, createBooking, createSlot, dayAhead } from '../test/booking-factories.ts';

// The cancel flow of the booking page and the amendments listed there.

const spaced = (text: string): string => text.replace(/\s+/g, ' ');

const BOOKING_PATH = `/api/bookings/${BOOKING_ID}`;
// 2 h × 25 € + 15 € = 65 € a slot: 3 days ahead (full price), 14 (half), 40 (free).
const validated = createBooking({
  status: 'validated',
  bookingSlots: [
    createSlot(1, dayAhead(3), '18:00', '20:00'),
    createSlot(2, dayAhead(14), '18:00', '20:00'),
    createSlot(3, dayAhead(40), '18:00', '20:00'),
  ],
  totalPrice: 195,
  amountDue: 195,
  _abilities: { ...createBooking()._abilities, edit: false, withdraw: false, cancel: true },
});

const amendment = createAmendment({ totalBefore: 195, totalAfter: 162.5, change: -32.5 });

async function open(user = createOrganizationUser('validated'), amendments: Amendment[] = []) {
  const preview = { ...amendment, '@type': 'AmendmentPreview', totalAfter: 130 };
  const api = installSignedInApi(user, {
    [`GET ${BOOKING_PATH}`]: jsonResponse(200, validated),
    [`GET ${BOOKING_PATH}/amendments`]: jsonResponse(200, collectionOf(amendments)),
    'GET /api/agreements': jsonResponse(200, collectionOf([createAgreement({ status: 'signed' })])),
    'GET /api/bookings': jsonResponse(200, collectionOf([])),
    [`POST ${BOOKING_PATH}/amendments/preview`]: jsonResponse(200, preview),
    [`PUT ${BOOKING_PATH}/cancel-booking-slots`]: jsonResponse(200, {
      '@type': 'BookingCancellation',
      status: 'validated',
      booking: BOOKING_PATH,
      amendment: amendment['@id'],
    }),
  });
  await renderApp(`/reservation/${BOOKING_ID}`);
  return api;
}

describe('booking page, cancelling slots', () => {
  it('shows the organisation what each slot would cost and cancels after confirming', async () => {
    const api = await open();
    const section = await screen.findByRole('region', { name: 'Annuler des créneaux' });
    const user = userEvent.setup();
    expect(within(section).getByText('Choisissez les créneaux à annuler.')).toBeVisible();
    const checkboxes = within(section).getAllByRole('checkbox');
    // « Tous les créneaux à venir », then one per slot.
    await user.click(checkboxes[2]!);
    expect(spaced(within(section).getByText(/^Montant dû/).textContent ?? '')).toBe(
      'Montant dû : 195,00 € → 162,50 €',
    );
    expect(within(section).getByText(/7 à 29 jours avant : 50 % dû \(32,50 €\)/)).toBeVisible();
    await user.click(checkboxes[0]!);
    expect(spaced(within(section).getByText(/^Montant dû/).textContent ?? '')).toBe(
      'Montant dû : 195,00 € → 97,50 €',
    );
    await user.click(within(section).getByRole('button', { name: 'Annuler les créneaux choisis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler des créneaux' });
    // The modal fades in: its text is visible once the transition has run.
    await waitFor(() =>
      expect(within(dialog).getByText(/3 créneaux seront annulés/)).toBeVisible(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler les créneaux' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `${BOOKING_PATH}/cancel-booking-slots`)[0]?.body).toEqual({
        timeSlots: validated.bookingSlots.map((slot) => slot['@id']),
      }),
    );
    expect(
      await screen.findByText(spaced(AMENDMENT_MESSAGES.cancelledByOrganization)),
    ).toBeVisible();
  });

  it('cancels nothing when the confirmation is dismissed', async () => {
    const api = await open();
    const section = await screen.findByRole('region', { name: 'Annuler des créneaux' });
    const user = userEvent.setup();
    await user.click(within(section).getAllByRole('checkbox')[1]!);
    await user.click(within(section).getByRole('button', { name: 'Annuler les créneaux choisis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler des créneaux' });
    await user.click(within(dialog).getByRole('button', { name: 'Revenir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', `${BOOKING_PATH}/cancel-booking-slots`)).toHaveLength(0);
  });

  it('sends staff to the amendment preview with the chosen slots', async () => {
    const api = await open(createFacilityAdmin());
    const section = await screen.findByRole('region', { name: 'Annuler des créneaux' });
    const user = userEvent.setup();
    await user.click(within(section).getAllByRole('checkbox')[1]!);
    expect(spaced(within(section).getByText(/^Montant dû/).textContent ?? '')).toBe(
      'Montant dû : 195,00 € → 130,00 €',
    );
    await user.click(within(section).getByRole('button', { name: 'Prévisualiser l’avenant' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Aperçu de l’avenant/ }),
    ).toBeVisible();
    await waitFor(() =>
      expect(api.callsTo('POST', `${BOOKING_PATH}/amendments/preview`)[0]?.body).toMatchObject({
        timeSlotsToCancel: [validated.bookingSlots[0]!['@id']],
        proposedRentPrice: null,
      }),
    );
  });

  it('lists the amendments with their PDF', async () => {
    await open(createOrganizationUser('validated'), [amendment]);
    const section = await screen.findByRole('region', { name: 'Avenants' });
    const link = await within(section).findByRole('link', {
      name: /Télécharger l’Avenant n°\s1 \(PDF\)/,
    });
    expect(link).toHaveAttribute('href', amendment.document);
  });
});
