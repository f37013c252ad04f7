import '@mantine/charts/styles.css';
import type { Indicators } from '@espaces/domain/api/indicators';
import type { IndicatorPeriod, PeriodPreset } from '@espaces/domain/indicators/indicator-period';
import { FIGURE_DEFINITIONS } from '@espaces/domain/indicators/indicator-messages';
import {
  cancellationTable,
  facilityTable,
  heatmapTable,
  monthTable,
  organizationTable,
  placeTable,
  summaryTable,
  territoryTable,
} from '@espaces/domain/indicators/indicator-tables';
import { formatDate } from '@espaces/domain/locale/format';
import { List, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Page } from '../../../ui/page.tsx';
import { useIndicators } from '../api/indicators-api.ts';
import { FigureSection } from '../components/figure-section.tsx';
import { IndicatorFiltersPanel } from '../components/indicator-filters-panel.tsx';
import {
  HeatmapChart,
  MonthChart,
  OrganizationChart,
  PlaceRankingChart,
} from '../components/indicator-charts.tsx';
import { CampaignFigures } from '../components/campaign-figures.tsx';
import { KeyFigures } from '../components/key-figures.tsx';
import {
  CAMPAIGN_PARAM,
  filterQuery,
  indicatorFiltersFromParams,
  indicatorsQuery,
  paramsWithFilter,
  paramsWithPeriod,
  periodOfPreset,
  todayInParis,
  type IndicatorFilterName,
} from '../lib/indicator-filters.ts';

const dayOf = (day: string) => formatDate(`${day}T12:00:00Z`);

function IndicatorSections({ figures }: { figures: Indicators }) {
  const { period } = figures;
  return (
    <Stack gap="xl">
      <KeyFigures totals={figures.totals} />
      <FigureSection
        table={monthTable(figures)}
        period={period}
        definition={FIGURE_DEFINITIONS.occupancy}
        chart={<MonthChart months={figures.months} />}
        tableShown={false}
        paged={false}
        empty="Aucun mois dans la période."
      />
      <FigureSection
        table={heatmapTable(figures)}
        period={period}
        definition={FIGURE_DEFINITIONS.heatmap}
        chart={<HeatmapChart heatmap={figures.heatmap} />}
        tableShown={false}
        paged={false}
        empty="Aucune heure d’ouverture ni de réservation sur la période."
      />
      <FigureSection
        table={placeTable(figures)}
        period={period}
        definition={FIGURE_DEFINITIONS.bookedHours}
        chart={<PlaceRankingChart places={figures.places} />}
        empty="Aucun espace."
      />
      <FigureSection
        table={organizationTable(figures)}
        period={period}
        definition={FIGURE_DEFINITIONS.organizations}
        chart={<OrganizationChart organizations={figures.organizations} />}
        empty="Aucune organisation n’a réservé sur la période."
      />
      {figures.facilities.length > 1 && (
        <FigureSection
          table={facilityTable(figures)}
          period={period}
          empty="Aucun établissement."
        />
      )}
      {figures.territories.length > 1 && (
        <FigureSection table={territoryTable(figures)} period={period} empty="Aucun territoire." />
      )}
      <FigureSection
        table={cancellationTable(figures)}
        period={period}
        definition={FIGURE_DEFINITIONS.cancelledSlots}
        empty="Aucun créneau annulé sur la période."
      />
      <FigureSection table={summaryTable(figures)} period={period} empty="Aucun chiffre." />
      <Stack gap="xs" component="section" aria-labelledby="definitions-des-indicateurs">
        <Title order={2} id="definitions-des-indicateurs">
          Définitions
        </Title>
        <List size="sm">
          {Object.values(FIGURE_DEFINITIONS).map((definition) => (
            <List.Item key={definition}>{definition}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}

/** /espaces/indicateurs: how the places the user oversees are used. */
export function IndicatorsPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInParis();
  const filters = useMemo(() => indicatorFiltersFromParams(params, today), [params, today]);
  const indicators = useIndicators(indicatorsQuery(filters));
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) =>
      setParams(change, { preventScrollReset: true }),
    [setParams],
  );
  const setFilter = (name: IndicatorFilterName, value: string | null) =>
    update((current) => paramsWithFilter(current, name, value));
  const setPeriod = (period: IndicatorPeriod) =>
    update((current) => paramsWithPeriod(current, period));
  const setPreset = (preset: PeriodPreset) =>
    update((current) => {
      const next = paramsWithPeriod(current, periodOfPreset(preset, filters.period, today));
      if (preset === 'custom') next.set('preset', 'custom');
      else next.delete('preset');
      return next;
    });

  return (
    <Page
      title="Indicateurs"
      lead="L’occupation des espaces que vous gérez, mesurée sur une période."
    >
      <IndicatorFiltersPanel
        filters={filters}
        setFilter={setFilter}
        setPreset={setPreset}
        setPeriod={setPeriod}
      />
      <Text aria-live="polite">
        Période du {dayOf(filters.period.from)} au {dayOf(filters.period.to)}.
      </Text>
      {indicators.isPlaceholderData && (
        <Text size="sm" role="status">
          Mise à jour des indicateurs…
        </Text>
      )}
      {indicators.isPending ? (
        <PageLoader label="Calcul des indicateurs" />
      ) : indicators.isError ? (
        <Text role="alert">Les indicateurs n’ont pas pu être calculés. Réessayez plus tard.</Text>
      ) : indicators.data.places.length === 0 ? (
        <Text>Aucun espace ne correspond à ces filtres.</Text>
      ) : (
        <IndicatorSections figures={indicators.data} />
      )}
      <CampaignFigures
        campaignId={params.get(CAMPAIGN_PARAM)}
        setCampaignId={(id) => update((current) => paramsWithFilter(current, CAMPAIGN_PARAM, id))}
        query={filterQuery(filters)}
      />
    </Page>
  );
}
