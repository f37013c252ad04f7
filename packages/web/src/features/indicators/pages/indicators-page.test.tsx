import type { Indicators } from '@espaces/domain/api/indicators';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionOf, createCentralUser } from '../../../test/factories.ts';
import { jsonResponse, queriesTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { installPlacesApi } from '../../places/test/place-factories.ts';

const TYPE_ID = '30000000-0000-4000-8000-000000000001';
const ref = (collectionName: string, n: number, name: string) => {
  const id = `50000000-0000-4000-8000-00000000000${n}`;
  return { '@id': `/api/${collectionName}/${id}`, id, name };
};
const requests = {
  received: 4,
  approved: 2,
  counterProposed: 1,
  rejected: 1,
  withdrawn: 0,
  medianDecisionMinutes: 150,
};
const usage = {
  openedMinutes: 74_040,
  bookedMinutes: 53_679,
  occupancyRate: 0.725,
  organizations: 2,
  requests,
};

const amounts = { invoicedCents: 123_450, paidCents: 100_000, dueCents: 2_345 };

const FIGURES: Indicators = {
  '@id': '/api/indicators',
  '@type': 'Indicators',
  period: { from: '2026-09-01', to: '2027-08-31' },
  totals: { ...usage, amounts },
  territories: [{ ...usage, amounts, territory: ref('territories', 1, 'Métropole de Lyon') }],
  facilities: [
    {
      ...usage,
      amounts,
      facility: ref('facilities', 2, 'Lycée Jean Moulin'),
      territory: ref('territories', 1, 'Métropole de Lyon'),
    },
  ],
  places: [
    {
      ...usage,
      place: ref('places', 3, 'Gymnase A'),
      facility: ref('facilities', 2, 'Lycée Jean Moulin'),
    },
    {
      ...usage,
      openedMinutes: 0,
      bookedMinutes: 0,
      occupancyRate: null,
      place: ref('places', 4, 'Salle B'),
      facility: ref('facilities', 2, 'Lycée Jean Moulin'),
    },
  ],
  months: [
    { month: '2026-09', openedMinutes: 74_040, bookedMinutes: 53_679, occupancyRate: 0.725 },
  ],
  heatmap: [
    { weekDay: 1, hour: 18, openedMinutes: 600, bookedMinutes: 450, occupancyRate: 0.75 },
    { weekDay: 3, hour: 19, openedMinutes: 600, bookedMinutes: 0, occupancyRate: 0 },
  ],
  organizations: [
    { organization: ref('organizations', 5, 'Club Alpha'), bookedMinutes: 53_679, slots: 12 },
  ],
  cancellations: [
    { cancelledBy: 'organization', condition: 'not_to_be_paid', slots: 1, minutes: 60 },
  ],
};

function installIndicatorsApi(figures: Indicators = FIGURES) {
  return installPlacesApi({
    'GET /api/indicators': jsonResponse(200, figures),
    'GET /api/campaigns': jsonResponse(200, collectionOf([])),
    'GET /api/territories': jsonResponse(200, collectionOf([])),
    'GET /api/facility_types': jsonResponse(
      200,
      collectionOf([{ id: TYPE_ID, name: 'Lycée général' }]),
    ),
  });
}

describe('indicators page', () => {
  // The default period is the school year of the day the page opens: a fixed day in the
  // 2026–2027 school year, whatever day the suite runs.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the figures in French with their definitions', async () => {
    installIndicatorsApi();
    await renderApp('/espaces/indicateurs');
    // Text matchers collapse the no-break spaces: they are checked on the elements.
    const rate = await screen.findByText('72,5 %', { selector: 'dd' });
    expect(rate.textContent).toBe('72,5\u00a0%');
    expect(screen.getByText('1 234 h', { selector: 'dd' }).textContent).toBe('1\u202f234\u00a0h');
    expect(screen.getByText('2 h 30 min', { selector: 'dd' })).toBeInTheDocument();
    const paid = screen.getByText('1 000,00 €', { selector: 'dd' });
    expect(paid.textContent).toBe('1\u202f000,00\u00a0€');
    expect(paid.previousElementSibling).toHaveTextContent('Montant payé');
    expect(screen.getByText('23,45 €', { selector: 'dd' })).toBeInTheDocument();
    expect(
      screen.getAllByText(/Montant dû\s: part du montant facturé non payée/).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getAllByText(/Taux d’occupation\s: heures réservées ÷ heures d’ouverture/).length,
    ).toBeGreaterThan(0);
    const ranking = screen.getByRole('table', { name: 'Classement des espaces' });
    const [, first, second] = within(ranking).getAllByRole('row');
    expect(first).toHaveTextContent('1Gymnase ALycée Jean Moulin');
    expect(second).toHaveTextContent('Salle B');
    expect(within(second as HTMLElement).getByText('—')).toBeInTheDocument();
    expect(screen.getByText(/Période du 01\/09\/2026 au 31\/08\/2027/)).toBeInTheDocument();
  });

  it('shows the heat map’s data table on demand', async () => {
    installIndicatorsApi();
    const app = await renderApp('/espaces/indicateurs');
    await screen.findByText('72,5 %', { selector: 'dd' });
    expect(screen.queryByRole('table', { name: 'Occupation par jour et par heure' })).toBeNull();
    const toggles = screen.getAllByRole('button', { name: 'Afficher le tableau de données' });
    await app.user.click(toggles[1]!);
    const table = screen.getByRole('table', { name: 'Occupation par jour et par heure' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Heure', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(rows[1]).toHaveTextContent('18:0075 %——————');
    expect(rows[2]).toHaveTextContent('19:00——0 %————');
  });

  it('downloads a table as a CSV for French spreadsheets', async () => {
    installIndicatorsApi();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'),
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const app = await renderApp('/espaces/indicateurs');
    await screen.findByText('72,5 %', { selector: 'dd' });
    await app.user.click(screen.getByRole('button', { name: /Classement des espaces.*CSV/ }));
    expect(click).toHaveBeenCalled();
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[1]).toBe('1;Gymnase A;Lycée Jean Moulin;1234;894,65;72,5;2;4');
  });

  it('sends the period preset and the facility type from the query string', async () => {
    const api = installIndicatorsApi();
    const app = await renderApp('/espaces/indicateurs?from=2026-10-01&to=2026-10-31');
    await screen.findByText('72,5 %', { selector: 'dd' });
    expect(queriesTo(api.fetchMock, '/api/indicators').at(-1)?.get('from')).toBe('2026-10-01');
    expect(screen.getByLabelText('Période', { selector: 'input' })).toHaveValue('Mois');
    await app.user.click(screen.getByLabelText('Type d’établissement', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Lycée général', hidden: true }),
    );
    await waitFor(() =>
      expect(
        queriesTo(api.fetchMock, '/api/indicators').at(-1)?.get('place.facility.facilityType.id'),
      ).toBe(TYPE_ID),
    );
    expect(app.location()).toContain(`facilityType=${TYPE_ID}`);
  });

  it('opens for central staff, and shows no amount when the figures hold none', async () => {
    installPlacesApi({
      'GET /api/authentication/user': jsonResponse(200, createCentralUser()),
      'GET /api/indicators': jsonResponse(200, { ...FIGURES, totals: { ...usage, amounts: null } }),
      'GET /api/campaigns': jsonResponse(200, collectionOf([])),
      'GET /api/territories': jsonResponse(200, collectionOf([])),
      'GET /api/facility_types': jsonResponse(200, collectionOf([])),
    });
    await renderApp('/espaces/indicateurs');
    expect(await screen.findByText('72,5 %', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText('Montant payé', { selector: 'dt' })).toBeNull();
  });

  it('says when no place matches the filters', async () => {
    installIndicatorsApi({ ...FIGURES, places: [] });
    await renderApp('/espaces/indicateurs');
    expect(
      await screen.findByText('Aucun espace ne correspond à ces filtres.'),
    ).toBeInTheDocument();
  });

  it('reports an error', async () => {
    installPlacesApi({
      'GET /api/indicators': jsonResponse(500, {}),
      'GET /api/campaigns': jsonResponse(200, collectionOf([])),
    });
    await renderApp('/espaces/indicateurs');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les indicateurs n’ont pas pu être calculés',
    );
  });
});
