import { WEEK_DAYS } from '../booking/booking-labels.ts';
import type { AmountFigures, Indicators, UsageFigures } from '../api/indicators.ts';
import type { CampaignFigures, CampaignIndicators } from '../api/campaign-indicators.ts';
import { CANCELLATION_CONDITION_LABELS, CANCELLED_BY_LABELS } from './indicator-messages.ts';

/**
 * Every table of the indicators page, built once from the API's figures: the screen formats
 * its cells in French (« 72,5 % », « 1 234 h »), the CSV export writes the same cells as numbers
 * a French spreadsheet reads (indicators-csv.ts), so both always show the same figures.
 */
export type FigureCell =
  | { kind: 'text'; value: string }
  /** null: no figure yet (a campaign's outcomes before its allocation). */
  | { kind: 'count'; value: number | null }
  | { kind: 'hours'; minutes: number }
  | { kind: 'rate'; value: number | null }
  | { kind: 'duration'; minutes: number | null }
  | { kind: 'month'; value: string }
  /** Euros in cents; null when the figures cannot hold amounts (a place type is chosen). */
  | { kind: 'money'; cents: number | null };

export interface FigureTable {
  id: string;
  title: string;
  columns: string[];
  rows: FigureCell[][];
  /** The totals, under every page of the rows and last in the CSV. */
  total?: FigureCell[];
}

const text = (value: string): FigureCell => ({ kind: 'text', value });
const count = (value: number | null): FigureCell => ({ kind: 'count', value });
const hours = (minutes: number): FigureCell => ({ kind: 'hours', minutes });
const rate = (value: number | null): FigureCell => ({ kind: 'rate', value });

const USAGE_COLUMNS = [
  'Heures d’ouverture',
  'Heures réservées',
  'Taux d’occupation',
  'Organisations',
  'Demandes reçues',
];
const usageCells = (figures: UsageFigures): FigureCell[] => [
  hours(figures.openedMinutes),
  hours(figures.bookedMinutes),
  rate(figures.occupancyRate),
  count(figures.organizations),
  count(figures.requests.received),
];

const AMOUNT_COLUMNS = ['Montant facturé', 'Montant payé', 'Montant dû'];
const amountCells = (amounts: AmountFigures | null): FigureCell[] => [
  { kind: 'money', cents: amounts?.invoicedCents ?? null },
  { kind: 'money', cents: amounts?.paidCents ?? null },
  { kind: 'money', cents: amounts?.dueCents ?? null },
];

export function summaryTable({ totals }: Indicators): FigureTable {
  const { requests } = totals;
  return {
    id: 'synthese',
    title: 'Synthèse',
    columns: ['Indicateur', 'Valeur'],
    rows: [
      [text('Heures d’ouverture'), hours(totals.openedMinutes)],
      [text('Heures réservées'), hours(totals.bookedMinutes)],
      [text('Taux d’occupation'), rate(totals.occupancyRate)],
      [text('Organisations'), count(totals.organizations)],
      [text('Demandes reçues'), count(requests.received)],
      [text('Demandes approuvées'), count(requests.approved)],
      [text('Demandes contre-proposées'), count(requests.counterProposed)],
      [text('Demandes refusées'), count(requests.rejected)],
      [text('Demandes retirées'), count(requests.withdrawn)],
      [
        text('Délai médian de décision'),
        { kind: 'duration', minutes: requests.medianDecisionMinutes },
      ],
      ...AMOUNT_COLUMNS.map((label, index) => [text(label), amountCells(totals.amounts)[index]!]),
    ],
  };
}

export function monthTable({ months }: Indicators): FigureTable {
  return {
    id: 'occupation-par-mois',
    title: 'Occupation par mois',
    columns: ['Mois', 'Heures d’ouverture', 'Heures réservées', 'Taux d’occupation'],
    rows: months.map((row) => [
      { kind: 'month', value: row.month },
      hours(row.openedMinutes),
      hours(row.bookedMinutes),
      rate(row.occupancyRate),
    ]),
  };
}

/** One row per hour (0–23) that opened or was booked on some day, one column per weekday. */
export function heatmapTable({ heatmap }: Indicators): FigureTable {
  const cells = new Map(heatmap.map((cell) => [`${cell.weekDay}-${cell.hour}`, cell]));
  const usedHours = [...new Set(heatmap.map((cell) => cell.hour))].sort((a, b) => a - b);
  return {
    id: 'occupation-par-jour-et-heure',
    title: 'Occupation par jour et par heure',
    columns: ['Heure', ...WEEK_DAYS.map((day) => day.label)],
    rows: usedHours.map((hour) => [
      text(`${String(hour).padStart(2, '0')}:00`),
      ...WEEK_DAYS.map((_, index) =>
        rate(cells.get(`${index + 1}-${hour}`)?.occupancyRate ?? null),
      ),
    ]),
  };
}

export function placeTable({ places }: Indicators): FigureTable {
  return {
    id: 'classement-des-espaces',
    title: 'Classement des espaces',
    columns: ['Rang', 'Espace', 'Établissement', ...USAGE_COLUMNS],
    rows: places.map((row, index) => [
      count(index + 1),
      text(row.place.name),
      text(row.facility.name),
      ...usageCells(row),
    ]),
  };
}

export function facilityTable({ facilities }: Indicators): FigureTable {
  return {
    id: 'etablissements',
    title: 'Établissements',
    columns: ['Établissement', 'Territoire', ...USAGE_COLUMNS, ...AMOUNT_COLUMNS],
    rows: facilities.map((row) => [
      text(row.facility.name),
      text(row.territory.name),
      ...usageCells(row),
      ...amountCells(row.amounts),
    ]),
  };
}

export function territoryTable({ territories }: Indicators): FigureTable {
  return {
    id: 'territoires',
    title: 'Territoires',
    columns: ['Territoire', ...USAGE_COLUMNS, ...AMOUNT_COLUMNS],
    rows: territories.map((row) => [
      text(row.territory.name),
      ...usageCells(row),
      ...amountCells(row.amounts),
    ]),
  };
}

export function organizationTable({ organizations }: Indicators): FigureTable {
  return {
    id: 'organisations',
    title: 'Organisations par heures réservées',
    columns: ['Rang', 'Organisation', 'Heures réservées', 'Créneaux'],
    rows: organizations.map((row, index) => [
      count(index + 1),
      text(row.organization.name),
      hours(row.bookedMinutes),
      count(row.slots),
    ]),
  };
}

export function cancellationTable({ cancellations }: Indicators): FigureTable {
  return {
    id: 'creneaux-annules',
    title: 'Créneaux annulés',
    columns: ['Annulé par', 'Condition', 'Créneaux', 'Heures'],
    rows: cancellations.map((row) => [
      text(CANCELLED_BY_LABELS[row.cancelledBy]),
      text(CANCELLATION_CONDITION_LABELS[row.condition]),
      count(row.slots),
      hours(row.minutes),
    ]),
  };
}

const CAMPAIGN_COLUMNS = [
  'Vœux',
  'Attribués',
  'Partiellement attribués',
  'Non attribués',
  'En attente de décision',
];
const campaignCells = (figures: CampaignFigures): FigureCell[] => [
  count(figures.wishes),
  count(figures.met),
  count(figures.partlyMet),
  count(figures.unmet),
  count(figures.awaitingDecision),
];

/** Where a campaign's wishes stand, per territory, with the totals. */
export function campaignTerritoryTable({ territories, totals }: CampaignIndicators): FigureTable {
  return {
    id: 'campagne-territoires',
    title: 'Vœux par territoire',
    columns: ['Territoire', ...CAMPAIGN_COLUMNS],
    rows: territories.map((row) => [text(row.territory.name), ...campaignCells(row)]),
    total: [text('Total'), ...campaignCells(totals)],
  };
}

/** Where a campaign's wishes stand, per facility, with the totals. */
export function campaignFacilityTable({ facilities, totals }: CampaignIndicators): FigureTable {
  return {
    id: 'campagne-etablissements',
    title: 'Vœux par établissement',
    columns: ['Établissement', 'Territoire', ...CAMPAIGN_COLUMNS],
    rows: facilities.map((row) => [
      text(row.facility.name),
      text(row.territory.name),
      ...campaignCells(row),
    ]),
    total: [text('Total'), text(''), ...campaignCells(totals)],
  };
}
