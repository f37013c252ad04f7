import type { Wish, WishPublicationState } from '@espaces/domain/api/campaigns';
import { CAMPAIGN_MESSAGES } from '@espaces/domain/campaign/campaign-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../../app/routes.ts';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, violationList } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  CAMPAIGN_ID,
  createCampaign,
  createWish,
  OTHER_PLACE_ID,
  wishIdOf,
} from '../test/campaign-factories.ts';

/** Testing Library compares texts with their spaces, no-break ones included, made plain. */
const spaced = (text: string): string => text.replace(/\s+/g, ' ');

const CAMPAIGN_PATH = `/api/campaigns/${CAMPAIGN_ID}`;
const BOOKING_ID = '60000000-0000-4000-8000-000000000601';
const published = createCampaign({ status: 'published' });

const publication = (overrides: Partial<WishPublicationState>): WishPublicationState => ({
  status: 'booked',
  publishedAt: '2027-05-15T08:00:00.000Z',
  explanation: 'Attribué : renouvellement prioritaire',
  booking: null,
  bookingId: null,
  waitingRank: null,
  offer: null,
  ...overrides,
});

const booked = createWish(1, {
  _abilities: { edit: false, delete: false },
  publication: publication({ booking: `/api/bookings/${BOOKING_ID}`, bookingId: BOOKING_ID }),
});
const offer = {
  status: 'pending' as const,
  // 24:00 Paris of 30/05/2027.
  deadline: '2027-05-30T22:00:00.000Z',
  placement: {
    place: { '@id': `/api/places/${OTHER_PLACE_ID}`, id: OTHER_PLACE_ID, name: 'Gymnase B' },
    weekDay: 2,
    startTime: '19:00',
    endTime: '21:00',
  },
  answerable: true,
};
const offered = createWish(2, {
  _abilities: { edit: false, delete: false },
  publication: publication({
    status: 'offered',
    explanation:
      'Proposé : mardi 19:00–21:00 au lieu de 18:00–20:00 ; créneau attribué à Judo club',
    offer,
  }),
});
const waiting = createWish(3, {
  _abilities: { edit: false, delete: false },
  publication: publication({
    status: 'waiting',
    explanation: 'Non attribué : créneau attribué à Judo club (priorité jeunesse)',
    waitingRank: 2,
  }),
});

const closed = createWish(3, {
  _abilities: { edit: false, delete: false },
  publication: publication({
    status: 'closed',
    explanation: offered.publication!.explanation,
    offer: { ...offer, status: 'declined', answerable: false },
  }),
});

function organizationApi(wishes: Wish[] | Wish[][], answers = {}) {
  const lists = (Array.isArray(wishes[0]) ? wishes : [wishes]) as Wish[][];
  return installSignedInApi(createOrganizationUser(), {
    [`GET ${CAMPAIGN_PATH}`]: jsonResponse(200, published),
    'GET /api/campaigns': jsonResponse(200, collectionOf([published])),
    [`GET ${CAMPAIGN_PATH}/wishes`]: lists.map((list) => jsonResponse(200, collectionOf(list))),
    ...answers,
  });
}

const resultOf = async (rank: number) =>
  screen.findByRole('group', { name: `Résultat du vœu ${rank}` });

describe('/campagnes/{id} once published', () => {
  it('shows each wish’s booking, offer or rank on the waiting list, with its explanation', async () => {
    organizationApi([booked, offered, waiting]);
    await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);

    const first = await resultOf(1);
    expect(within(first).getByText('Réservé')).toBeVisible();
    expect(within(first).getByText('Attribué : renouvellement prioritaire')).toBeVisible();
    expect(
      within(first).getByRole('link', { name: 'Voir la réservation à l’année' }),
    ).toHaveAttribute('href', `/reservation/${BOOKING_ID}`);

    const second = await resultOf(2);
    expect(
      within(second).getByText('Créneau proposé : Mardi 19:00–21:00, Gymnase B'),
    ).toBeVisible();
    expect(
      within(second).getByText('Réponse attendue avant le 31/05/2027 00:00 (heure de Paris).'),
    ).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Accepter la proposition' })).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Refuser' })).toBeVisible();
    expect(within(first).queryByRole('button')).toBeNull();

    const third = await resultOf(3);
    expect(within(third).getByText('Sur liste d’attente — rang 2')).toBeVisible();
    expect(
      within(third).getByText('Non attribué : créneau attribué à Judo club (priorité jeunesse)'),
    ).toBeVisible();
  });

  it('shows a closed wish with the offer it declined, and nothing to answer', async () => {
    organizationApi([closed]);
    await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    const closedResult = await resultOf(3);
    expect(within(closedResult).getByText('Clos')).toBeVisible();
    expect(
      within(closedResult).getByText('Proposition refusée : Mardi 19:00–21:00, Gymnase B'),
    ).toBeVisible();
    expect(within(closedResult).queryByRole('button')).toBeNull();
  });

  it('accepts an offer once confirmed, then shows the booking', async () => {
    const accepted = createWish(2, {
      _abilities: { edit: false, delete: false },
      publication: publication({
        explanation: offered.publication!.explanation,
        booking: `/api/bookings/${BOOKING_ID}`,
        bookingId: BOOKING_ID,
        offer: { ...offer, status: 'accepted', answerable: false },
      }),
    });
    const api = organizationApi([[offered], [accepted]], {
      [`POST /api/campaign_wishes/${wishIdOf(2)}/offer/acceptance`]: jsonResponse(200, accepted),
    });
    const app = await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    await app.user.click(
      within(await resultOf(2)).getByRole('button', { name: 'Accepter la proposition' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Accepter la proposition/ });
    expect(api.callsTo('POST', `/api/campaign_wishes/${wishIdOf(2)}/offer/acceptance`)).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Accepter la proposition' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', `/api/campaign_wishes/${wishIdOf(2)}/offer/acceptance`),
      ).toHaveLength(1),
    );
    const result = await resultOf(2);
    expect(await within(result).findByText('Réservé')).toBeVisible();
    expect(
      within(result).getByRole('link', { name: 'Voir la réservation à l’année' }),
    ).toBeVisible();
    expect(
      within(result).getByText('Proposition acceptée : Mardi 19:00–21:00, Gymnase B'),
    ).toBeVisible();
  });

  it('tells why an acceptance is refused, keeps the offer, and declines it once confirmed', async () => {
    const taken = CAMPAIGN_MESSAGES.offerSlotTaken('mardi 19:00–21:00, Gymnase B');
    const api = organizationApi([offered], {
      [`POST /api/campaign_wishes/${wishIdOf(2)}/offer/acceptance`]: violationList([
        { propertyPath: '', message: taken },
      ]),
      [`POST /api/campaign_wishes/${wishIdOf(2)}/offer/refusal`]: jsonResponse(200, offered),
    });
    const app = await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    const result = await resultOf(2);
    await app.user.click(within(result).getByRole('button', { name: 'Accepter la proposition' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Accepter la proposition',
      }),
    );
    expect(await within(result).findByRole('alert')).toHaveTextContent(spaced(taken));
    expect(within(result).getByRole('button', { name: 'Accepter la proposition' })).toBeEnabled();

    await app.user.click(within(result).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refuser la proposition/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Refuser la proposition' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/campaign_wishes/${wishIdOf(2)}/offer/refusal`)).toHaveLength(
        1,
      ),
    );
  });
});
