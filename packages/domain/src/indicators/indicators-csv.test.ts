import { describe, expect, it } from 'vitest';
import type { Indicators } from '../api/indicators.ts';
import { CSV_BOM, csvFileName, tableToCsv } from './indicators-csv.ts';
import { facilityTable, monthTable, placeTable, summaryTable } from './indicator-tables.ts';

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

/** A small reader of what tableToCsv writes: `;`, double quotes doubling, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let inQuotes = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1];
    if (inQuotes && char === '"' && next === '"') {
      field += '"';
      index++;
    } else if (inQuotes && char === '"') inQuotes = false;
    else if (inQuotes) field += char;
    else if (char === '"') inQuotes = true;
    else if (char === ';') endField();
    else if (char === '\r' && next === '\n') {
      endField();
      rows.push(row);
      row = [];
      index++;
    } else field += char;
  }
  return rows;
}

describe('CSV of the indicators', () => {
  it('starts with a BOM, separates with ; and reads back to the same figures', () => {
    const csv = tableToCsv(placeTable(indicators));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
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
    expect(parseCsv(tableToCsv(monthTable(indicators)).slice(1))[1]).toEqual([
      '01/09/2026',
      '10',
      '1,5',
      '15',
    ]);
    const summary = parseCsv(tableToCsv(summaryTable(indicators)).slice(1));
    expect(summary[0]).toEqual(['Indicateur', 'Valeur', 'Unité']);
    expect(summary).toContainEqual(['Taux d’occupation', '72,5', '%']);
    expect(summary).toContainEqual(['Délai médian de décision', '1,5', 'h']);
    expect(summary).toContainEqual(['Demandes reçues', '5', '']);
  });

  it('writes amounts as euros with a decimal comma, empty when there are none', () => {
    const facilities = parseCsv(tableToCsv(facilityTable(indicators)).slice(1));
    expect(facilities[0]!.slice(-3)).toEqual([
      'Montant facturé (€)',
      'Montant payé (€)',
      'Montant dû (€)',
    ]);
    expect(facilities[1]!.slice(-3)).toEqual(['1234,50', '1000,05', '-12,50']);
    expect(facilities[2]!.slice(-3)).toEqual(['', '', '']);
    const summary = parseCsv(tableToCsv(summaryTable(indicators)).slice(1));
    expect(summary).toContainEqual(['Montant facturé', '1234,50', '€']);
    expect(summary).toContainEqual(['Montant dû', '-12,50', '€']);
  });

  it('names the file after the table and the period', () => {
    expect(csvFileName(placeTable(indicators), indicators.period)).toBe(
      'indicateurs-classement-des-espaces-2026-09-01-au-2027-08-31.csv',
    );
  });
});
