import type { Actor } from '@espaces/domain/access/actor';
import { bookingAbilities } from '@espaces/domain/booking/booking-abilities';
import { BOOKING_STATUSES, type BookingStatus } from '@espaces/domain/booking/booking-statuses';
import {
  createCentral,
  createOrganizationUser,
  createStaff,
  F1,
  O1,
  T1,
} from '@espaces/domain/test/actors';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { installFakeApi } from '../../../test/fake-api.ts';
import { createBooking } from '../test/booking-factories.ts';
import { BookingNextStep } from './booking-next-step.tsx';

// Every status × every reader of /reservation/{id} has a next step (docs/bookings.md#next-steps),
// with the abilities the server computes for that reader (bookingAbilities of @espaces/domain).

const NOW = new Date('2027-05-10T10:00:00Z');
const READERS = {
  organisation: createOrganizationUser('validated', O1),
  valideur: createStaff('FACILITY_PROFILE_VALIDATOR'),
  administrateur: createStaff('FACILITY_PROFILE_ADMIN'),
  central: createCentral(),
} satisfies Record<string, Actor>;
type Reader = keyof typeof READERS;

/** What each reader reads, and the button (▶) or link (→) it is offered. */
const EXPECTED: Record<BookingStatus, Record<Reader, [RegExp, string?]>> = {
  new: {
    organisation: [/En attente de la décision de l’établissement/],
    valideur: [/La demande attend votre décision/],
    administrateur: [/La demande attend votre décision/],
    central: [/En attente de la décision d’un administrateur ou d’un valideur/],
  },
  pending: {
    organisation: [/contre-proposition : acceptez-la/],
    valideur: [/En attente de la réponse de l’organisation/],
    administrateur: [/En attente de la réponse de l’organisation/],
    central: [/En attente de la réponse de l’organisation/],
  },
  approved: {
    organisation: [/En attente de la convention de l’établissement\./],
    valideur: [/En attente de la convention, que prépare un administrateur/],
    administrateur: [/préparez sa convention/, '▶ Préparer la convention'],
    central: [/En attente de la convention, que prépare un administrateur/],
  },
  to_review: {
    organisation: [/lisez-la et signez-la/, '→ Aller à la convention'],
    valideur: [/En attente de la signature de la convention/],
    administrateur: [/En attente de la signature de la convention/],
    central: [/En attente de la signature de la convention/],
  },
  validated: {
    organisation: [/Réglez chaque échéance/, '→ Voir les paiements'],
    valideur: [/Les paiements suivent leur échéancier/],
    administrateur: [/Les paiements suivent leur échéancier/],
    central: [/Les paiements suivent leur échéancier/],
  },
  finished: {
    organisation: [/La réservation est terminée/],
    valideur: [/La réservation est terminée/],
    administrateur: [/La réservation est terminée/],
    central: [/La réservation est terminée/],
  },
  cancelled: {
    organisation: [/faites une nouvelle demande/, '→ Rechercher un espace'],
    valideur: [/ses créneaux sont de nouveau libres/],
    administrateur: [/ses créneaux sont de nouveau libres/],
    central: [/ses créneaux sont de nouveau libres/],
  },
  rejected: {
    organisation: [/a refusé cette demande/, '→ Rechercher un espace'],
    valideur: [/La demande est refusée/],
    administrateur: [/La demande est refusée/],
    central: [/La demande est refusée/],
  },
};

function renderNextStep(status: BookingStatus, reader: Reader) {
  installFakeApi();
  const actor = READERS[reader];
  const abilities = bookingAbilities(
    actor,
    {
      status,
      organizationId: O1,
      facilityId: F1,
      facilityTerritoryId: T1,
      bookingSlots: [{ startDate: '2027-05-11T10:00:00Z', cancelled: false }],
    },
    NOW,
  );
  const booking = createBooking({ status, _abilities: abilities });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <BookingNextStep
          booking={booking}
          reader={reader === 'organisation' ? 'organization' : 'staff'}
        />
      ),
    },
  ]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const CASES = BOOKING_STATUSES.flatMap((status) =>
  (Object.keys(READERS) as Reader[]).map((reader) => [status, reader] as const),
);

describe('the next step of a booking, for each status and reader', () => {
  it.each(CASES)('%s, read by %s', (status, reader) => {
    renderNextStep(status, reader);
    const [text, action] = EXPECTED[status][reader];
    const note = screen.getByRole('note', { name: 'Prochaine étape' });
    expect(note).toHaveTextContent(text);
    const button = screen.queryByRole('button');
    const link = screen.queryByRole('link');
    if (action?.startsWith('▶')) {
      expect(button).toHaveAccessibleName(action.slice(2));
      expect(link).toBeNull();
    } else if (action?.startsWith('→')) {
      expect(link).toHaveAccessibleName(action.slice(2));
      expect(button).toBeNull();
    } else {
      expect(button).toBeNull();
      expect(link).toBeNull();
    }
  });
});
