import { windowsKeptForBookings } from '@espaces/domain/availability/availability-messages';
import { ALL_SLOTS_DELETED, CHANGES_SAVED, PLACE_DELETED } from '@espaces/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, queriesTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  createPlace,
  createTimeSlot,
  installPlacesApi,
  PLACE_ID,
} from '../test/place-factories.ts';
import { collectionOf } from '../../../test/factories.ts';

const EDIT_PATH = `/espace/editer/${PLACE_ID}`;
const PLACE_PATH = `/api/places/${PLACE_ID}`;

function editionApi(answers: Parameters<typeof installPlacesApi>[0] = {}) {
  return installPlacesApi({
    [`GET ${PLACE_PATH}`]: jsonResponse(200, createPlace()),
    [`GET ${PLACE_PATH}/time_slots`]: jsonResponse(200, collectionOf([])),
    ...answers,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('place edition page', () => {
  it('shows the place in its form, with prices typed in French', async () => {
    editionApi();
    await renderApp(EDIT_PATH);
    expect(await screen.findByRole('textbox', { name: /Tarif horaire/ })).toHaveValue('25,00');
    expect(screen.getByRole('textbox', { name: /Forfait ménage/ })).toHaveValue('12,50');
    expect(screen.getByRole('link', { name: 'Gérer les portes' })).toHaveAttribute(
      'href',
      `${EDIT_PATH}/portes`,
    );
  });

  it('saves the whole place with PUT and says « Modification sauvegardée »', async () => {
    const api = editionApi({
      [`PUT ${PLACE_PATH}`]: jsonResponse(200, createPlace({ rentPrice: 30 })),
    });
    const app = await renderApp(EDIT_PATH);
    const rentPrice = await screen.findByRole('textbox', { name: /Tarif horaire/ });
    await app.user.clear(rentPrice);
    await app.user.type(rentPrice, '30');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(CHANGES_SAVED)).toBeVisible();
    expect(api.callsTo('PUT', PLACE_PATH)[0]?.body).toMatchObject({
      name: 'Gymnase A',
      rentPrice: 30,
      cleaningPrice: 12.5,
      capacity: 120,
      doors: [],
    });
  });

  it('asks before deleting, then says « Espace supprimé » and goes back to the list', async () => {
    const api = editionApi({
      [`DELETE ${PLACE_PATH}`]: jsonResponse(204),
      'GET /api/places': jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp(EDIT_PATH);
    await app.user.click(await screen.findByRole('button', { name: 'Supprimer l’espace' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cette action est définitive.');
    expect(api.callsTo('DELETE', PLACE_PATH)).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Supprimer l’espace' }));
    expect(await screen.findByText(PLACE_DELETED)).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/espaces/liste'));
    expect(api.callsTo('DELETE', PLACE_PATH)).toHaveLength(1);
  });

  it('keeps the place when the server refuses to delete it', async () => {
    const refusal = 'Cet espace porte des réservations en cours (RES-2026-000042).';
    editionApi({
      [`DELETE ${PLACE_PATH}`]: jsonResponse(422, {
        '@type': 'ConstraintViolationList',
        'hydra:title': 'Une erreur est survenue',
        'hydra:description': refusal,
        violations: [{ propertyPath: '', message: refusal, code: 'x' }],
      }),
    });
    const app = await renderApp(EDIT_PATH);
    await app.user.click(await screen.findByRole('button', { name: 'Supprimer l’espace' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer l’espace' }),
    );
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(app.location()).toBe(EDIT_PATH);
  });

  it('turns a weekly pattern into week time slot actions, previews them and saves', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-10-20T08:00:00Z'));
    const outputs = [
      {
        '@type': 'TimeSlotActionOutput',
        action: 'add',
        startDate: '2027-10-21T16:00:00.000Z',
        endDate: '2027-10-21T20:00:00.000Z',
        timeSlot: null,
      },
      {
        '@type': 'TimeSlotActionOutput',
        action: 'add',
        startDate: '2027-11-01T17:00:00.000Z',
        endDate: '2027-11-01T21:00:00.000Z',
        timeSlot: null,
      },
    ];
    const api = editionApi({
      'GET /api/time_slot_action_outputs': jsonResponse(200, collectionOf(outputs)),
      [`POST ${PLACE_PATH}/time_slot_actions`]: jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp(EDIT_PATH);
    await app.user.click(await screen.findByRole('checkbox', { name: 'Lundi' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Jeudi' }));
    await app.user.type(screen.getByLabelText(/Heure de début/), '18:00');
    await app.user.type(screen.getByLabelText(/Heure de fin/), '22:00');
    await app.user.click(screen.getByRole('button', { name: 'Ajouter aux modifications' }));
    expect(
      await screen.findByText('Chaque lundi de 18:00 à 22:00, du 25/10/2027 au 20/11/2027'),
    ).toBeVisible();
    expect(
      screen.getByText('Chaque jeudi de 18:00 à 22:00, du 21/10/2027 au 20/11/2027'),
    ).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Prévisualiser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prévisualisation des créneaux' });
    expect(
      within(dialog).getByText('Ajout du jeudi 21/10/2027 de 18:00 à 22:00'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Ajout du lundi 01/11/2027 de 18:00 à 22:00'),
    ).toBeInTheDocument();
    const [query] = queriesTo(api.fetchMock, '/api/time_slot_action_outputs');
    expect(query?.get('place')).toBe(PLACE_PATH);
    expect(JSON.parse(query?.get('timeSlotActions') ?? 'null')).toEqual([]);
    const weekly = [
      {
        action: 'add',
        startDate: '2027-10-25T16:00:00.000Z',
        endDate: '2027-10-25T20:00:00.000Z',
        until: '2027-11-20',
      },
      {
        action: 'add',
        startDate: '2027-10-21T16:00:00.000Z',
        endDate: '2027-10-21T20:00:00.000Z',
        until: '2027-11-20',
      },
    ];
    expect(JSON.parse(query?.get('weekTimeSlotActions') ?? 'null')).toEqual(weekly);

    await app.user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(CHANGES_SAVED)).toBeVisible();
    expect(api.callsTo('POST', `${PLACE_PATH}/time_slot_actions`)[0]?.body).toEqual({
      timeSlotActions: [],
      weekTimeSlotActions: weekly,
    });
    expect(screen.getByText('Aucune modification en attente.')).toBeVisible();
  });

  it("removes a week's window from its text list after confirmation", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-10-20T08:00:00Z'));
    const window = createTimeSlot('2027-10-21T16:00:00.000Z', '2027-10-21T20:00:00.000Z');
    const api = editionApi({
      [`GET ${PLACE_PATH}/time_slots`]: jsonResponse(200, collectionOf([window])),
      'GET /api/time_slot_action_outputs': jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp(EDIT_PATH);
    await app.user.click(
      await screen.findByRole('button', {
        name: 'Supprimer le créneau du jeudi 21/10/2027 de 18:00 à 22:00',
      }),
    );
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect(
      await screen.findByText('Suppression du jeudi 21/10/2027 de 18:00 à 22:00'),
    ).toBeVisible();
    expect(screen.getByText('Aucun créneau cette semaine.')).toBeVisible();
    const [weekQuery] = queriesTo(api.fetchMock, `${PLACE_PATH}/time_slots`);
    expect(weekQuery?.get('pagination')).toBe('false');
    expect(weekQuery?.get('endDate[after]')).toBe('2027-10-18T00:00:00.000Z');
    expect(weekQuery?.get('startDate[before]')).toBe('2027-10-25T00:00:00.000Z');

    await app.user.click(screen.getByRole('button', { name: 'Prévisualiser' }));
    const [query] = queriesTo(api.fetchMock, '/api/time_slot_action_outputs');
    expect(JSON.parse(query?.get('timeSlotActions') ?? 'null')).toEqual([
      {
        action: 'remove',
        startDate: window.startDate,
        endDate: window.endDate,
        timeSlot: window['@id'],
      },
    ]);
  });

  it('deletes every future window after confirmation, telling which were kept', async () => {
    const api = editionApi({
      [`PUT ${PLACE_PATH}/delete-future-slots`]: jsonResponse(200, {
        '@type': 'DeleteFutureSlotsResult',
        deleted: 3,
        kept: 2,
      }),
    });
    const app = await renderApp(EDIT_PATH);
    await app.user.click(
      await screen.findByRole('button', { name: 'Supprimer tous les créneaux à venir' }),
    );
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Supprimer les créneaux',
      }),
    );
    expect(await screen.findByText(ALL_SLOTS_DELETED)).toBeVisible();
    expect(screen.getByText(windowsKeptForBookings(2).replace(/\s+/g, ' '))).toBeVisible();
    expect(api.callsTo('PUT', `${PLACE_PATH}/delete-future-slots`)).toHaveLength(1);
    expect(app.location()).toBe(EDIT_PATH);
  });
});
