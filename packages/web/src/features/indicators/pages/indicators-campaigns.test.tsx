import type { CampaignFigures, CampaignIndicators } from '@espaces/domain/api/campaign-indicators';
import type { Campaign } from '@espaces/domain/api/campaigns';
import type { Indicators } from '@espaces/domain/api/indicators';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionOf } from '../../../test/factories.ts';
import { jsonResponse, queriesTo, type FakeRequest } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { installPlacesApi } from '../../places/test/place-factories.ts';

// The campaign part of the indicators page (docs/indicators.md#campaigns): its campaign
// selector, the counts per territory and per facility with their totals, and its states.

const ids = (n: number) => `70000000-0000-4000-8000-00000000000${n}`;
const ref = (collectionName: string, n: number, name: string) => ({
  '@id': `/api/${collectionName}/${ids(n)}`,
  id: ids(n),
  name,
});

const campaign = (n: number, name: string, status: Campaign['status']): Campaign => ({
  ...ref('campaigns', n, name),
  '@type': 'Campaign',
  territory: null,
  schoolYear: '2027–2028',
  useFrom: '2027-09-01',
  useTo: '2028-07-04',
  applicationsFrom: '2027-03-01',
  applicationsTo: '2027-03-31',
  applicationsOpenAt: '2027-02-28T23:00:00.000Z',
  applicationsCloseAt: '2027-03-31T22:00:00.000Z',
  publicationDate: '2027-05-15',
  priorities: ['renewal'],
  wishesPerOrganization: 3,
  status,
  placeCount: 12,
  createdAt: '2027-02-01T10:00:00.000Z',
  _abilities: { open: false, allocate: false, fileWishes: false, publish: false },
});
const ALLOCATED = campaign(1, 'Campagne 2027–2028', 'allocated');
const OPEN = campaign(2, 'Campagne de rattrapage', 'open');

const lyon = ref('territories', 3, 'Métropole de Lyon');
const figures = (wishes: number, met: number, partlyMet: number, unmet: number) => ({
  wishes,
  met,
  partlyMet,
  unmet,
  awaitingDecision: 2,
});
const facilityRow = (n: number, name: string, counts: CampaignFigures) => ({
  ...counts,
  facility: ref('facilities', n, name),
  territory: lyon,
});

const ALLOCATED_FIGURES: CampaignIndicators = {
  '@id': `/api/indicators/campaigns/${ALLOCATED.id}`,
  '@type': 'CampaignIndicators',
  campaign: {
    ...ref('campaigns', 1, ALLOCATED.name),
    status: 'allocated',
    useFrom: '2027-09-01',
    useTo: '2028-07-04',
    allocated: true,
  },
  totals: figures(1_534, 1_200, 300, 34),
  territories: [{ ...figures(1_534, 1_200, 300, 34), territory: lyon }],
  // Twelve facilities: the table pages by ten, the totals stay under every page.
  facilities: [
    facilityRow(4, 'Lycée Ampère', figures(1_523, 1_190, 299, 34)),
    ...Array.from({ length: 11 }, (_, index) =>
      facilityRow(5, `Collège n°\u00a0${index + 1}`, figures(1, 1, 0, 0)),
    ),
  ],
};

const OPEN_FIGURES: CampaignIndicators = {
  ...ALLOCATED_FIGURES,
  '@id': `/api/indicators/campaigns/${OPEN.id}`,
  campaign: {
    ...ALLOCATED_FIGURES.campaign,
    ...ref('campaigns', 2, OPEN.name),
    status: 'open',
    allocated: false,
  },
  totals: { wishes: 7, met: null, partlyMet: null, unmet: null, awaitingDecision: null },
  territories: [
    {
      wishes: 7,
      met: null,
      partlyMet: null,
      unmet: null,
      awaitingDecision: null,
      territory: lyon,
    },
  ],
  facilities: [
    facilityRow(4, 'Lycée Ampère', {
      wishes: 7,
      met: null,
      partlyMet: null,
      unmet: null,
      awaitingDecision: null,
    }),
  ],
};
/** The usage figures are not this file's concern: no place. */
const NO_PLACE: Pick<Indicators, 'places'> = { places: [] };

function installCampaignApi(
  campaigns: Campaign[],
  answer: (request: FakeRequest) => Response | Promise<Response> = (request) =>
    jsonResponse(200, request.path.endsWith(OPEN.id) ? OPEN_FIGURES : ALLOCATED_FIGURES),
) {
  return installPlacesApi({
    'GET /api/indicators': jsonResponse(200, NO_PLACE),
    'GET /api/campaigns': jsonResponse(200, collectionOf(campaigns)),
    [`GET /api/indicators/campaigns/${ALLOCATED.id}`]: answer,
    [`GET /api/indicators/campaigns/${OPEN.id}`]: answer,
    'GET /api/territories': jsonResponse(200, collectionOf([])),
    'GET /api/facility_types': jsonResponse(200, collectionOf([])),
  });
}

const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('indicators page: campaigns', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-04-10T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the newest campaign per territory and facility, in French, with totals', async () => {
    const api = installCampaignApi([ALLOCATED, OPEN]);
    const app = await renderApp('/espaces/indicateurs');
    const territories = await screen.findByRole('table', { name: 'Vœux par territoire' });
    const [head, lyonRow] = within(territories).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Territoire',
      'Vœux',
      'Attribués',
      'Partiellement attribués',
      'Non attribués',
      'En attente de décision',
    ]);
    expect(cellsOf(lyonRow!)).toEqual([
      'Métropole de Lyon',
      '1\u202f534',
      '1\u202f200',
      '300',
      '34',
      '2',
    ]);
    expect(within(lyonRow!).getByRole('rowheader')).toHaveTextContent('Métropole de Lyon');

    const facilities = screen.getByRole('table', { name: 'Vœux par établissement' });
    const total = () => {
      const rows = within(facilities).getAllByRole('row');
      return cellsOf(rows.at(-1)!);
    };
    expect(within(facilities).getAllByRole('row')).toHaveLength(1 + 10 + 1);
    expect(total()).toEqual(['Total', '', '1\u202f534', '1\u202f200', '300', '34', '2']);
    expect(facilities.querySelector('tfoot th[scope="row"]')).toHaveTextContent('Total');
    await app.user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(facilities).getAllByRole('row')).toHaveLength(1 + 2 + 1);
    expect(total()[0]).toBe('Total');

    expect(screen.getByLabelText('Campagne', { selector: 'input' })).toHaveValue(
      'Campagne 2027–2028 (Attribution en cours)',
    );
    expect(screen.getByText(/^En attente de décision\s: propositions/)).toBeInTheDocument();
    expect(queriesTo(api.fetchMock, '/api/campaigns')[0]?.get('itemsPerPage')).toBe('100');
  });

  it('switches campaigns, shows only the wishes before the allocation, and keeps the choice in the address', async () => {
    installCampaignApi([ALLOCATED, OPEN]);
    const app = await renderApp('/espaces/indicateurs');
    await screen.findByRole('table', { name: 'Vœux par territoire' });
    await app.user.click(screen.getByLabelText('Campagne', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', {
        name: 'Campagne de rattrapage (Ouverte aux vœux)',
        hidden: true,
      }),
    );
    await waitFor(() =>
      expect(screen.getByText(/^L’attribution n’a pas encore eu lieu/)).toBeInTheDocument(),
    );
    const facilities = screen.getByRole('table', { name: 'Vœux par établissement' });
    const [, ampere] = within(facilities).getAllByRole('row');
    expect(cellsOf(ampere!)).toEqual([
      'Lycée Ampère',
      'Métropole de Lyon',
      '7',
      '—',
      '—',
      '—',
      '—',
    ]);
    expect(app.location()).toContain(`campaign=${OPEN.id}`);
  });

  it('sends the shared filter with the campaign, not the period', async () => {
    const api = installCampaignApi([ALLOCATED]);
    await renderApp(`/espaces/indicateurs?campaign=${ALLOCATED.id}&territory=${lyon.id}`);
    await screen.findByRole('table', { name: 'Vœux par territoire' });
    const query = queriesTo(api.fetchMock, `/api/indicators/campaigns/${ALLOCATED.id}`)[0]!;
    expect(query.get('place.facility.territory.id')).toBe(lyon.id);
    expect(query.get('from')).toBeNull();
  });

  it('says when the filter keeps none of the campaign’s facilities', async () => {
    installCampaignApi([ALLOCATED], () =>
      jsonResponse(200, { ...ALLOCATED_FIGURES, territories: [], facilities: [] }),
    );
    await renderApp(`/espaces/indicateurs?territory=${lyon.id}`);
    expect(
      await screen.findByText('Aucun établissement de cette campagne ne correspond à ces filtres.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Vœux par établissement' })).toBeNull();
  });

  it('says when there is no campaign', async () => {
    installCampaignApi([]);
    await renderApp('/espaces/indicateurs');
    expect(await screen.findByText('Aucune campagne.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Campagne', { selector: 'input' })).toBeNull();
  });

  it('says while the wishes are being counted, then when they cannot be', async () => {
    // The first answer waits; once released, every answer (the client's retry too) is a 500.
    let failed = false;
    let release: () => void = () => {};
    installCampaignApi([ALLOCATED], () =>
      failed
        ? jsonResponse(500, {})
        : new Promise<Response>((resolve) => {
            release = () => resolve(jsonResponse(500, {}));
          }),
    );
    await renderApp('/espaces/indicateurs');
    expect(await screen.findByText('Décompte des vœux de la campagne')).toBeInTheDocument();
    failed = true;
    release();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Les vœux de la campagne n’ont pas pu être comptés.',
    );
  });
});
