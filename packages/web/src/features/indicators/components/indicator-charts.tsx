import type { Indicators } from '@espaces/domain/api/indicators';
import { formatHours, formatMonth, formatRate } from '@espaces/domain/indicators/indicator-format';
import { WEEK_DAYS } from '@espaces/domain/booking/booking-labels';
import { BarChart, MatrixChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';

// The charts of the page. Each is one image for assistive technologies (role="img" with a
// summary); its data table, next to it, carries the figures.

const percent = (rate: number | null) => (rate === null ? 0 : Math.round(rate * 1000) / 10);
const TOP = 10;

export function MonthChart({ months }: Pick<Indicators, 'months'>) {
  const data = months.map((row) => ({
    month: formatMonth(row.month),
    occupation: percent(row.occupancyRate),
  }));
  return (
    <Box
      role="img"
      aria-label="Graphique en barres du taux d’occupation par mois (le tableau donne les valeurs)"
    >
      <BarChart
        h={260}
        data={data}
        dataKey="month"
        series={[{ name: 'occupation', label: 'Taux d’occupation', color: 'blue.7' }]}
        valueFormatter={(value) => formatRate(value / 100)}
        yAxisProps={{ domain: [0, 100] }}
        withTooltip={false}
      />
    </Box>
  );
}

/** When are spaces free? Darker cells are fuller hours; blank cells never opened. */
export function HeatmapChart({ heatmap }: Pick<Indicators, 'heatmap'>) {
  const hours = [...new Set(heatmap.map((cell) => cell.hour))].sort((a, b) => a - b);
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  const cells = new Map(heatmap.map((cell) => [`${cell.weekDay}-${cell.hour}`, cell]));
  const data = hours.flatMap((hour) =>
    WEEK_DAYS.map((day) => {
      const rate = cells.get(`${day.value}-${hour}`)?.occupancyRate ?? null;
      return { x: day.short, y: hourLabel(hour), value: rate === null ? null : percent(rate) };
    }),
  );
  return (
    <>
      <Box
        role="img"
        aria-label="Carte de chaleur de l’occupation par jour de la semaine et par heure (le tableau donne les valeurs)"
        style={{ overflowX: 'auto' }}
      >
        <MatrixChart
          data={data}
          xLabels={WEEK_DAYS.map((day) => day.short)}
          yLabels={hours.map(hourLabel)}
          domain={[0, 100]}
          colors={['blue.1', 'blue.3', 'blue.5', 'blue.8']}
          cellSize={40}
          withXLabels
          withYLabels
          xLabelsPosition="top"
          xLabelsRotation={0}
          xLabelsHeight={24}
          withLegend
          legendLabels={['0\u00a0%', '100\u00a0%']}
        />
      </Box>
      <Text size="sm" c="dimmed">
        Case grise&nbsp;: aucune ouverture à cette heure sur la période.
      </Text>
    </>
  );
}

export function PlaceRankingChart({ places }: Pick<Indicators, 'places'>) {
  const data = places.slice(0, TOP).map((row) => ({
    place: row.place.name,
    occupation: percent(row.occupancyRate),
  }));
  return (
    <Box
      role="img"
      aria-label={`Graphique en barres des ${data.length} espaces les plus occupés (le tableau donne le classement complet)`}
    >
      <BarChart
        h={Math.max(120, data.length * 36)}
        data={data}
        dataKey="place"
        orientation="vertical"
        series={[{ name: 'occupation', label: 'Taux d’occupation', color: 'teal.8' }]}
        valueFormatter={(value) => formatRate(value / 100)}
        xAxisProps={{ domain: [0, 100] }}
        yAxisProps={{ width: 160 }}
        withTooltip={false}
      />
    </Box>
  );
}

export function OrganizationChart({ organizations }: Pick<Indicators, 'organizations'>) {
  const data = organizations.slice(0, TOP).map((row) => ({
    organization: row.organization.name,
    heures: Math.round(row.bookedMinutes / 6) / 10,
  }));
  return (
    <Box
      role="img"
      aria-label={`Graphique en barres des ${data.length} organisations ayant réservé le plus d’heures (le tableau donne les valeurs)`}
    >
      <BarChart
        h={Math.max(120, data.length * 36)}
        data={data}
        dataKey="organization"
        orientation="vertical"
        series={[{ name: 'heures', label: 'Heures réservées', color: 'grape.8' }]}
        valueFormatter={(value) => formatHours(value * 60)}
        yAxisProps={{ width: 180 }}
        withTooltip={false}
      />
    </Box>
  );
}
