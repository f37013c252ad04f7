import { describe, expect, it } from 'vitest';
import type { CampaignIndicators } from '../api/campaign-indicators.ts';
import type { Indicators } from '../api/indicators.ts';
import { HOSTILE_NAMES, readCsv } from '../csv/csv.test-support.ts';
import { csvFileName, tableToCsv } from './indicators-csv.ts';
import {
  campaignFacilityTable,
  campaignTerritoryTable,
  facilityTable,
  monthTable,
  organizationTable,
  placeTable,
  summaryTable,
  territoryTable,
} from './indicator-tables.ts';

const requests = {
  received: 5,
  approved: 2,
  counterProposed: 1,
  rejected: 1,
  withdrawn: 1,
  medianDecisionMinutes: 90,
};
const usage = {
  openedMinutes: 74_070,
  bookedMinutes: 53_703,
  occupancyRate: 0.725,
  organizations: 3,
  requests,
};
const ref = (name: string) => ({ '@id': '/api/x/1', id: '1', name });
const indicators: Indicators = {
  '@id': '/api/indicators',
  '@type': 'Indicators',
  period: { from: '2026-09-01', to: '2027-08-31' },
  totals: { ...usage, amounts: { invoicedCents: 123_450, paidCents: 100_005, dueCents: -1_250 } },
  territories: [],
  facilities: [
    {
      ...usage,
      facility: ref('Lycée'),
      territory: ref('Savoie'),
      amounts: { invoicedCents: 123_450, paidCents: 100_005, dueCents: -1_250 },
    },
    { ...usage, facility: ref('Collège'), territory: ref('Savoie'), amounts: null },
  ],
  places: [
    { ...usage, place: ref('Gymnase « Jean; Moulin »'), facility: ref('Lycée "Ampère"') },
    {
      ...usage,
      openedMinutes: 0,
      bookedMinutes: 0,
      occupancyRate: null,
      place: ref('Salle B'),
      facility: ref('Lycée'),
    },
  ],
  months: [{ month: '2026-09', openedMinutes: 600, bookedMinutes: 90, occupancyRate: 0.15 }],
  heatmap: [],
  organizations: [],
  cancellations: [],
};

const campaign = (allocated: boolean): CampaignIndicators => {
  const counts = allocated
    ? { wishes: 1_500, met: 1_000, partlyMet: 200, unmet: 300, awaitingDecision: 0 }
    : { wishes: 1_500, met: null, partlyMet: null, unmet: null, awaitingDecision: null };
  return {
    '@id': '/api/indicators/campaigns/1',
    '@type': 'CampaignIndicators',
    campaign: {
      ...ref('Campagne 2027–2028'),
      status: allocated ? 'allocated' : 'open',
      useFrom: '2027-09-01',
      useTo: '2028-07-04',
      allocated,
    },
    totals: counts,
    territories: [{ ...counts, territory: ref('Savoie') }],
    facilities: [{ ...counts, facility: ref('Lycée'), territory: ref('Savoie') }],
  };
};
const COUNT_COLUMNS = [
  'Vœux',
  'Attribués',
  'Partiellement attribués',
  'Non attribués',
  'En attente de décision',
];

describe('CSV of the indicators', () => {
  it('writes a campaign’s counts with their totals last, empty before the allocation', () => {
    expect(readCsv(tableToCsv(campaignFacilityTable(campaign(true))))).toEqual([
      ['Établissement', 'Territoire', ...COUNT_COLUMNS],
      ['Lycée', 'Savoie', '1500', '1000', '200', '300', '0'],
      ['Total', '', '1500', '1000', '200', '300', '0'],
    ]);
    expect(readCsv(tableToCsv(campaignTerritoryTable(campaign(false))))).toEqual([
      ['Territoire', ...COUNT_COLUMNS],
      ['Savoie', '1500', '', '', '', ''],
      ['Total', '1500', '', '', '', ''],
    ]);
  });

  it('starts with a BOM, separates with ; and reads back to the same figures', () => {
    expect(readCsv(tableToCsv(placeTable(indicators)))).toEqual([
      [
        'Rang',
        'Espace',
        'Établissement',
        'Heures d’ouverture (h)',
        'Heures réservées (h)',
        'Taux d’occupation (%)',
        'Organisations',
        'Demandes reçues',
      ],
      ['1', 'Gymnase « Jean; Moulin »', 'Lycée "Ampère"', '1234,5', '895,05', '72,5', '3', '5'],
      ['2', 'Salle B', 'Lycée', '0', '0', '', '3', '5'],
    ]);
  });

  it('writes months as DD/MM/YYYY and names the unit of mixed columns', () => {
    expect(readCsv(tableToCsv(monthTable(indicators)))[1]).toEqual([
      '01/09/2026',
      '10',
      '1,5',
      '15',
    ]);
    const summary = readCsv(tableToCsv(summaryTable(indicators)));
    expect(summary[0]).toEqual(['Indicateur', 'Valeur', 'Unité']);
    expect(summary).toContainEqual(['Taux d’occupation', '72,5', '%']);
    expect(summary).toContainEqual(['Délai médian de décision', '1,5', 'h']);
    expect(summary).toContainEqual(['Demandes reçues', '5', '']);
  });

  it('writes amounts as euros with a decimal comma, empty when there are none', () => {
    const facilities = readCsv(tableToCsv(facilityTable(indicators)));
    expect(facilities[0]!.slice(-3)).toEqual([
      'Montant facturé (€)',
      'Montant payé (€)',
      'Montant dû (€)',
    ]);
    expect(facilities[1]!.slice(-3)).toEqual(['1234,50', '1000,05', '-12,50']);
    expect(facilities[2]!.slice(-3)).toEqual(['', '', '']);
    const summary = readCsv(tableToCsv(summaryTable(indicators)));
    expect(summary).toContainEqual(['Montant facturé', '1234,50', '€']);
    expect(summary).toContainEqual(['Montant dû', '-12,50', '€']);
  });

  it('names the file after the table and the period', () => {
    expect(csvFileName(placeTable(indicators), indicators.period)).toBe(
      'indicateurs-classement-des-espaces-2026-09-01-au-2027-08-31.csv',
    );
  });

  it('writes every name a user chose as text, never as a formula, and amounts as numbers', () => {
    const hostile = (index: number) => ({
      '@id': `/api/x/${index}`,
      id: `${index}`,
      name: HOSTILE_NAMES[index]!,
    });
    const named: Indicators = {
      ...indicators,
      territories: HOSTILE_NAMES.map((_, index) => ({
        ...usage,
        territory: hostile(index),
        amounts: { invoicedCents: 0, paidCents: 0, dueCents: -1_250 },
      })),
      facilities: HOSTILE_NAMES.map((_, index) => ({
        ...usage,
        facility: hostile(index),
        territory: hostile(index),
        amounts: null,
      })),
      places: HOSTILE_NAMES.map((_, index) => ({
        ...usage,
        place: hostile(index),
        facility: hostile(index),
      })),
      organizations: HOSTILE_NAMES.map((_, index) => ({
        organization: hostile(index),
        bookedMinutes: 60,
        slots: 1,
      })),
    };
    const quoted = HOSTILE_NAMES.map((name) => `'${name}`);
    const column = (csv: string, index: number) =>
      readCsv(csv)
        .slice(1)
        .map((row) => row[index]);
    expect(column(tableToCsv(organizationTable(named)), 1)).toEqual(quoted);
    expect(column(tableToCsv(placeTable(named)), 1)).toEqual(quoted);
    expect(column(tableToCsv(placeTable(named)), 2)).toEqual(quoted);
    expect(column(tableToCsv(facilityTable(named)), 0)).toEqual(quoted);
    expect(column(tableToCsv(facilityTable(named)), 1)).toEqual(quoted);
    expect(column(tableToCsv(territoryTable(named)), 0)).toEqual(quoted);
    expect(column(tableToCsv(territoryTable(named)), 8)).toEqual(HOSTILE_NAMES.map(() => '-12,50'));
  });
});
