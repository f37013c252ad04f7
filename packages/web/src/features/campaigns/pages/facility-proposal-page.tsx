import type { FacilityProposal, OverrideInput } from '@espaces/domain/api/campaigns';
import {
  WISH_OUTCOME_STATUSES,
  type WishOutcomeStatus,
} from '@espaces/domain/campaign/allocation-outcome';
import {
  CAMPAIGN_SCREEN_MESSAGES,
  DECISION_LABELS,
  OUTCOME_STATUS_LABELS,
  WISH_NOUN,
} from '@espaces/domain/campaign/campaign-screen-messages';
import { countOf } from '@espaces/domain/locale/french';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { statusOf } from '../../../api/errors.ts';
import { ErrorScreen } from '../../../app/error-screen.tsx';
import { confirm } from '../../../ui/confirm.tsx';
import { ListPagination } from '../../../ui/list/list-pagination.tsx';
import { useQueryFilters } from '../../../ui/list/use-query-filters.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import {
  acceptProposal,
  campaignKeys,
  overrideOutcome,
  useCampaign,
  useFacilityProposal,
  useOpeningHours,
  useScopePlaces,
} from '../api/campaign-api.ts';
import { OutcomeForm } from '../components/outcome-form.tsx';
import { ProposalWeekGrid } from '../components/proposal-week-grid.tsx';
import { PublishButton } from '../components/publish-button.tsx';
import { wishPlaceLabel } from '../components/wish-list.tsx';
import { durationLabel, weeklySlotLabel } from '../lib/campaign-labels.ts';
import { matchesSearch, pageOf } from '../lib/local-list.ts';
import { proposalWeeks, type WeekGrid } from '../lib/proposal-week.ts';

type Outcome = FacilityProposal['outcomes'][number];

const OUTCOMES_PER_PAGE = 20;
const STATUS_COLORS: Record<WishOutcomeStatus, string> = {
  allocated: 'green',
  partly: 'orange',
  unmet: 'red',
};

const readFilters = (params: URLSearchParams) => {
  const status = params.get('status');
  return {
    status: (WISH_OUTCOME_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as WishOutcomeStatus)
      : null,
  };
};

function OutcomeTable({
  outcomes,
  overridable,
  onOverride,
}: {
  outcomes: readonly Outcome[];
  overridable: boolean;
  onOverride: (outcome: Outcome) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>Vœux de l’établissement, leur résultat et sa raison</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Organisation</Table.Th>
            <Table.Th scope="col">Vœu</Table.Th>
            <Table.Th scope="col">Résultat</Table.Th>
            <Table.Th scope="col">Explication</Table.Th>
            <Table.Th scope="col">Décision</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outcomes.map((outcome) => {
            const { wish, placement } = outcome;
            return (
              <Table.Tr key={wish.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {wish.organization.name}
                  </Text>
                  <Text size="xs" c="dimmed">{`Vœu n°\u00a0${wish.rank}`}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{wishPlaceLabel(wish)}</Text>
                  <Text size="sm">{`${weeklySlotLabel(wish)}, au moins ${durationLabel(wish.minimumDuration)}`}</Text>
                  <Text size="xs" c="dimmed">
                    {[
                      countOf(wish.participants, 'participant'),
                      wish.activity,
                      ...(wish.renewal ? ['renouvellement'] : []),
                      ...(wish.youth ? ['jeunesse ou scolaire'] : []),
                    ].join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[outcome.status]} variant="light">
                    {OUTCOME_STATUS_LABELS[outcome.status]}
                  </Badge>
                  {placement && (
                    <Text size="sm">{`${placement.place.name}, ${weeklySlotLabel(placement)}`}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{outcome.explanation}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{DECISION_LABELS[outcome.decision]}</Text>
                    {overridable && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Décider le vœu n°\u00a0${wish.rank} de ${wish.organization.name}`}
                        onClick={() => onOverride(outcome)}
                      >
                        Décider
                      </Button>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OutcomeList({
  proposal,
  places,
}: {
  proposal: FacilityProposal;
  places: readonly { id: string; name: string }[];
}) {
  const client = useQueryClient();
  const { filters, setFilter, searchText, setSearchText } = useQueryFilters(readFilters);
  const [deciding, setDeciding] = useState<Outcome | null>(null);
  const campaignId = proposal.campaign.split('/').pop() ?? '';
  const overriding = useMutation({
    mutationFn: (input: OverrideInput) => overrideOutcome(deciding?.wish.id ?? '', input),
    onSuccess: (decided) => {
      client.setQueryData(campaignKeys.proposal(campaignId, proposal.facility.id), decided);
      briefSuccess(CAMPAIGN_SCREEN_MESSAGES.outcomeDecided);
      setDeciding(null);
    },
  });
  const found = proposal.outcomes.filter(
    (outcome) =>
      (filters.status === null || outcome.status === filters.status) &&
      matchesSearch(`${outcome.wish.organization.name} ${outcome.wish.activity}`, filters.search),
  );
  const shown = pageOf(found, filters.page, OUTCOMES_PER_PAGE);
  return (
    <Stack gap="sm" component="section" aria-labelledby="voeux">
      <Title order={2} id="voeux">
        Vœux et résultats
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="search" aria-label="Filtrer les vœux" maw={720}>
        <TextInput
          type="search"
          label="Organisation ou activité"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <Select
          label="Résultat"
          placeholder="Tous les résultats"
          clearable
          data={WISH_OUTCOME_STATUSES.map((status) => ({
            value: status,
            label: OUTCOME_STATUS_LABELS[status],
          }))}
          value={filters.status}
          onChange={(value) => setFilter('status', value)}
        />
      </SimpleGrid>
      <Text aria-live="polite" fw={500}>
        {countOf(found.length, WISH_NOUN)}
      </Text>
      {shown.items.length === 0 ? (
        <Text c="dimmed">
          {proposal.outcomes.length === 0
            ? 'Aucun vœu pour cet établissement.'
            : 'Aucun vœu ne correspond à ces filtres.'}
        </Text>
      ) : (
        <OutcomeTable
          outcomes={shown.items}
          overridable={proposal._abilities.override}
          onOverride={setDeciding}
        />
      )}
      <ListPagination
        total={shown.pageCount}
        value={shown.page}
        onChange={(next) => setFilter('page', String(next))}
      />
      <Modal
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        closeButtonProps={{ 'aria-label': 'Fermer' }}
        title={
          deciding ? `Vœu n°\u00a0${deciding.wish.rank} de ${deciding.wish.organization.name}` : ''
        }
      >
        {deciding && (
          <OutcomeForm
            outcome={deciding}
            places={places}
            mutation={overriding}
            onCancel={() => setDeciding(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

function ProposalWeeks({ weeks, useFrom }: { weeks: WeekGrid[]; useFrom: string }) {
  const placeIds = weeks.flatMap((grid) => (grid.placeId ? [grid.placeId] : []));
  const openHours = useOpeningHours(placeIds, useFrom);
  return weeks.map((grid) => (
    <ProposalWeekGrid
      key={grid.key}
      grid={grid}
      open={grid.placeId ? openHours.get(grid.placeId) : undefined}
    />
  ));
}

/**
 * /campagnes/{id}/etablissements/{facilityId}: the facility's allocation proposal
 * (docs/campaigns.md#facility-proposal), its week place by place with the conflicts marked, then
 * each wish with its outcome, its explanation and its decision; its deciders accept it whole or
 * decide wish by wish, and who may publish the facility (its `_abilities.publish`) publishes it.
 */
export function FacilityProposalPage() {
  const { id = '', facilityId = '' } = useParams();
  const client = useQueryClient();
  const campaign = useCampaign(id);
  const proposal = useFacilityProposal(id, facilityId);
  const places = useScopePlaces(campaign.data?.territory?.id ?? null, campaign.isSuccess);
  const accepting = useMutation({
    mutationFn: () => acceptProposal(id, facilityId),
    onSuccess: (accepted) => {
      client.setQueryData(campaignKeys.proposal(id, facilityId), accepted);
      briefSuccess(CAMPAIGN_SCREEN_MESSAGES.proposalAccepted);
    },
    onError: handleApiError,
  });
  if (campaign.isPending || proposal.isPending) return <PageLoader />;
  if (campaign.isError) return <ErrorScreen statusCode={statusOf(campaign.error) ?? 500} />;
  if (proposal.isError) return <ErrorScreen statusCode={statusOf(proposal.error) ?? 500} />;
  const shown = proposal.data;
  const facilityPlaces = (places.data ?? [])
    .filter((place) => place.facility.id === facilityId)
    .map((place) => ({ id: place.id, name: place.name }));
  const counts = Object.fromEntries(
    WISH_OUTCOME_STATUSES.map((status) => [
      status,
      shown.outcomes.filter((outcome) => outcome.status === status).length,
    ]),
  ) as Record<WishOutcomeStatus, number>;
  const proposed = shown.outcomes.some((outcome) => outcome.decision === 'proposed');
  const weeks = proposalWeeks(shown);
  return (
    <Page
      title={`Proposition d’attribution – ${shown.facility.name}`}
      lead={
        <Anchor component={Link} to={`/campagnes/${id}`}>
          {campaign.data.name}
        </Anchor>
      }
    >
      <Text>
        {`${countOf(shown.outcomes.length, WISH_NOUN)}. ${CAMPAIGN_SCREEN_MESSAGES.outcomeCounts(counts)}`}
      </Text>
      {shown.publishedAt !== null && (
        <Text fw={500}>{CAMPAIGN_SCREEN_MESSAGES.publishedOn(shown.publishedAt)}</Text>
      )}
      <Group gap="sm">
        {shown._abilities.accept && proposed && (
          <Button
            loading={accepting.isPending}
            onClick={async () => {
              const confirmed = await confirm({
                title: 'Accepter la proposition\u00a0?',
                message: `Chaque vœu encore proposé est accepté tel quel\u00a0; ceux que vous avez décidés vous-même ne changent pas.`,
                confirmLabel: 'Accepter la proposition',
              });
              if (confirmed) accepting.mutate();
            }}
          >
            Accepter la proposition
          </Button>
        )}
        {shown._abilities.publish && (
          <PublishButton campaign={campaign.data} facility={shown.facility} />
        )}
      </Group>
      <Stack gap="md" component="section" aria-labelledby="semaine">
        <Title order={2} id="semaine">
          Semaine par espace
        </Title>
        <Text size="sm">
          Chaque heure montre le nombre de vœux qui la demandent (sur fond orange quand ils sont
          plusieurs&nbsp;: conflit), en gras les organisations placées par la proposition (fond
          vert), et, sur fond gris, «&nbsp;Fermé&nbsp;» quand l’espace n’ouvre pas.
        </Text>
        {weeks.length === 0 ? (
          <Text c="dimmed">Aucun vœu pour cet établissement.</Text>
        ) : (
          <ProposalWeeks weeks={weeks} useFrom={campaign.data.useFrom} />
        )}
      </Stack>
      <OutcomeList proposal={shown} places={facilityPlaces} />
    </Page>
  );
}
