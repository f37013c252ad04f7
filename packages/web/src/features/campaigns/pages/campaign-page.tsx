import { mayManageCampaign } from '@espaces/domain/access/campaign-access';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import type { Campaign } from '@espaces/domain/api/campaigns';
import { PRIORITY_RULE_LABELS } from '@espaces/domain/campaign/campaign-rules';
import { formatDate } from '@espaces/domain/locale/format';
import { countOf } from '@espaces/domain/locale/french';
import { Alert, Anchor, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { statusOf } from '../../../api/errors.ts';
import { ErrorScreen } from '../../../app/error-screen.tsx';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useAllCampaigns, useCampaign } from '../api/campaign-api.ts';
import { CampaignActions } from '../components/campaign-actions.tsx';
import { CampaignFacilities } from '../components/campaign-facilities.tsx';
import { CampaignStatusBadge } from '../components/campaign-status-badge.tsx';
import { OwnWishes } from '../components/own-wishes.tsx';
import { PublishButton } from '../components/publish-button.tsx';
import { daysLabel, scopeLabel, windowNotice } from '../lib/campaign-labels.ts';

const PLACE_NOUN = { one: 'espace', other: 'espaces' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function CampaignFacts({ campaign }: { campaign: Campaign }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="regles">
      <Title order={2} id="regles">
        Calendrier et règles
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
        <Fact label="Périmètre">{scopeLabel(campaign)}</Fact>
        <Fact label="Période d’utilisation">{daysLabel(campaign.useFrom, campaign.useTo)}</Fact>
        <Fact label="Dépôt des vœux">
          {daysLabel(campaign.applicationsFrom, campaign.applicationsTo)}
        </Fact>
        <Fact label="Publication des attributions">{formatDate(campaign.publicationDate)}</Fact>
        <Fact label="Vœux par organisation">{String(campaign.wishesPerOrganization)}</Fact>
        <Fact label="Espaces inclus">{countOf(campaign.placeCount, PLACE_NOUN)}</Fact>
      </SimpleGrid>
      <div>
        <Text size="sm" c="dimmed" id="priorites">
          Priorités entre vœux concurrents, dans l’ordre
        </Text>
        {campaign.priorities.length === 0 ? (
          <Text>Aucune&nbsp;: le rang des vœux, puis leur date de dépôt.</Text>
        ) : (
          <List type="ordered" aria-labelledby="priorites">
            {campaign.priorities.map((rule) => (
              <List.Item key={rule}>{PRIORITY_RULE_LABELS[rule]}</List.Item>
            ))}
          </List>
        )}
      </div>
    </Stack>
  );
}

/**
 * /campagnes/{id}: the campaign's calendar and rules; who manages it opens it, runs the
 * allocation and publishes; an organisation files its wishes; facility staff reach their
 * facility's proposal.
 */
export function CampaignPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const campaign = useCampaign(id);
  const organization = user !== null && isOrganizationUser(user);
  const others = useAllCampaigns(organization);
  if (campaign.isPending) return <PageLoader />;
  if (campaign.isError) return <ErrorScreen statusCode={statusOf(campaign.error) ?? 500} />;
  const shown = campaign.data;
  const manages =
    user !== null &&
    mayManageCampaign(user, { territoryId: shown.territory?.id ?? null, status: shown.status });
  const notice = windowNotice(shown, others.data ?? [], new Date());
  const allocated = shown.status === 'allocated' || shown.status === 'published';
  return (
    <Page
      title={shown.name}
      lead={
        <Group gap="sm">
          <CampaignStatusBadge status={shown.status} />
          <Text>{`Année scolaire ${shown.schoolYear} · ${scopeLabel(shown)}`}</Text>
        </Group>
      }
    >
      <Alert color={notice.open ? 'green' : 'gray'} variant="light" role="note">
        <Stack gap={4}>
          {(organization ? notice.lines : notice.lines.slice(0, 1)).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      </Alert>
      {(manages || shown._abilities.publish) && (
        <Group gap="sm">
          {manages && <CampaignActions campaign={shown} />}
          {shown._abilities.publish && <PublishButton campaign={shown} />}
        </Group>
      )}
      {organization && user.organization?.status === 'validated' && <OwnWishes campaign={shown} />}
      <CampaignFacts campaign={shown} />
      {!organization && user !== null && allocated && (
        <CampaignFacilities campaign={shown} user={user} />
      )}
      <Anchor component={Link} to="/campagnes">
        Toutes les campagnes
      </Anchor>
    </Page>
  );
}
