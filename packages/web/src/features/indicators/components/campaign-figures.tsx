import type { Campaign } from '@espaces/domain/api/campaigns';
import { CAMPAIGN_STATUS_LABELS } from '@espaces/domain/campaign/campaign-lifecycle';
import { CAMPAIGN_FIGURE_DEFINITIONS } from '@espaces/domain/indicators/indicator-messages';
import {
  campaignFacilityTable,
  campaignTerritoryTable,
} from '@espaces/domain/indicators/indicator-tables';
import { List, Select, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useCampaignIndicators, useIndicatorCampaigns } from '../api/campaign-indicators-api.ts';
import { FigureTableView } from './figure-table.tsx';

const optionOf = (campaign: Campaign) => ({
  value: campaign.id,
  label: `${campaign.name} (${CAMPAIGN_STATUS_LABELS[campaign.status]})`,
});

/** The chosen campaign's counts per territory and per facility, with their definitions. */
function CampaignTables({
  campaignId,
  query,
}: {
  campaignId: string;
  query: Record<string, string>;
}) {
  const figures = useCampaignIndicators(campaignId, query);
  if (figures.isPending) return <PageLoader label="Décompte des vœux de la campagne" />;
  if (figures.isError) {
    return (
      <Text role="alert">
        Les vœux de la campagne n’ont pas pu être comptés. Réessayez plus tard.
      </Text>
    );
  }
  const { data } = figures;
  const period = { from: data.campaign.useFrom, to: data.campaign.useTo };
  return (
    <Stack gap="md">
      {figures.isPlaceholderData && (
        <Text size="sm" role="status">
          Mise à jour des vœux de la campagne…
        </Text>
      )}
      {!data.campaign.allocated && <Text>{CAMPAIGN_FIGURE_DEFINITIONS.beforeAllocation}</Text>}
      {data.facilities.length === 0 ? (
        <Text>Aucun établissement de cette campagne ne correspond à ces filtres.</Text>
      ) : (
        <>
          <Title order={3}>Par territoire</Title>
          <FigureTableView
            table={campaignTerritoryTable(data)}
            period={period}
            empty="Aucun territoire."
          />
          <Title order={3}>Par établissement</Title>
          <FigureTableView
            table={campaignFacilityTable(data)}
            period={period}
            empty="Aucun établissement."
          />
        </>
      )}
      <List size="sm" c="dimmed">
        <List.Item>{CAMPAIGN_FIGURE_DEFINITIONS.wishes}</List.Item>
        <List.Item>{CAMPAIGN_FIGURE_DEFINITIONS.outcomes}</List.Item>
        <List.Item>{CAMPAIGN_FIGURE_DEFINITIONS.awaitingDecision}</List.Item>
      </List>
    </Stack>
  );
}

/**
 * Where the wishes of an annual campaign stand (docs/indicators.md#campaigns): the campaigns the
 * user sees, the newest chosen unless the query string names another; the shared filter
 * applies, the period does not.
 */
export function CampaignFigures({
  campaignId,
  setCampaignId,
  query,
}: {
  campaignId: string | null;
  setCampaignId: (id: string) => void;
  query: Record<string, string>;
}) {
  const id = useId();
  const campaigns = useIndicatorCampaigns();
  const chosen =
    campaigns.data?.find((campaign) => campaign.id === campaignId) ?? campaigns.data?.[0];
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} id={`${id}-title`}>
        Campagnes annuelles
      </Title>
      <Text size="sm" c="dimmed">
        Vœux, attribués, partiellement, non attribués, par territoire et par établissement, quelle
        que soit la période choisie.
      </Text>
      {campaigns.isPending ? (
        <PageLoader label="Chargement des campagnes" />
      ) : campaigns.isError ? (
        <Text role="alert">Les campagnes n’ont pas pu être chargées. Réessayez plus tard.</Text>
      ) : chosen === undefined ? (
        <Text>Aucune campagne.</Text>
      ) : (
        <>
          <Select
            label="Campagne"
            data={campaigns.data.map(optionOf)}
            value={chosen.id}
            allowDeselect={false}
            onChange={(value) => value && setCampaignId(value)}
            maw={480}
          />
          <CampaignTables campaignId={chosen.id} query={query} />
        </>
      )}
    </Stack>
  );
}
