import type { Campaign } from '@espaces/domain/api/campaigns';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { pageFromQuery } from '../../../lib/page-param.ts';
import { useCurrentUser } from '../../../session/session.tsx';
import { CollectionList } from '../../../ui/list/collection-list.tsx';
import { Page } from '../../../ui/page.tsx';
import { CAMPAIGNS_PER_PAGE, useCampaigns } from '../api/campaign-api.ts';
import { CampaignActions } from '../components/campaign-actions.tsx';
import { CampaignStatusBadge } from '../components/campaign-status-badge.tsx';
import { createsCampaigns, daysLabel, scopeLabel } from '../lib/campaign-labels.ts';

const CAMPAIGN_NOUN = { one: 'campagne', other: 'campagnes' };

function CampaignTable({ campaigns }: { campaigns: Campaign[] }) {
  return (
    // Narrow screens scroll the table, not the page.
    <Table.ScrollContainer minWidth={820}>
      <Table striped>
        <Table.Caption>Campagnes annuelles</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Campagne</Table.Th>
            <Table.Th scope="col">Périmètre</Table.Th>
            <Table.Th scope="col">Dépôt des vœux</Table.Th>
            <Table.Th scope="col">Statut</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td>
                <Anchor component={Link} to={`/campagnes/${campaign.id}`}>
                  {campaign.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {`Année scolaire ${campaign.schoolYear}`}
                </Text>
              </Table.Td>
              <Table.Td>{scopeLabel(campaign)}</Table.Td>
              <Table.Td>{daysLabel(campaign.applicationsFrom, campaign.applicationsTo)}</Table.Td>
              <Table.Td>
                <CampaignStatusBadge status={campaign.status} />
              </Table.Td>
              <Table.Td>
                <CampaignActions campaign={campaign} size="xs" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /campagnes (auth-campaigns): the yearly campaigns this user sees (the server scopes them: drafts
 * only to who manages them); who creates them opens them and runs their allocation from here.
 */
export function CampaignListPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params);
  const campaigns = useCampaigns(page);
  return (
    <Page
      title="Campagnes"
      lead={`Chaque année, les organisations déposent leurs vœux de créneaux hebdomadaires\u00a0; les établissements les attribuent ensuite selon les règles de la campagne.`}
    >
      {createsCampaigns(user) && (
        <Group>
          <Button component={Link} to="/campagnes/nouvelle">
            Nouvelle campagne
          </Button>
        </Group>
      )}
      <CollectionList
        collection={campaigns}
        perPage={CAMPAIGNS_PER_PAGE}
        page={page}
        onPageChange={(next) => setParams({ page: String(next) })}
        itemName={CAMPAIGN_NOUN}
        errorMessage="Les campagnes n’ont pas pu être chargées. Réessayez plus tard."
        emptyMessage="Aucune campagne pour l’instant."
      >
        {(items) => <CampaignTable campaigns={items} />}
      </CollectionList>
    </Page>
  );
}
