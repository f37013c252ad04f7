import type { Actor } from '@espaces/domain/access/actor';
import { maySeeFacilityProposal } from '@espaces/domain/access/campaign-access';
import type { Campaign } from '@espaces/domain/api/campaigns';
import type { PlaceSummary } from '@espaces/domain/api/search';
import { countOf } from '@espaces/domain/locale/french';
import { Anchor, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../../ui/list/list-pagination.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useScopePlaces } from '../api/campaign-api.ts';
import { matchesSearch, pageOf } from '../lib/local-list.ts';

const FACILITIES_PER_PAGE = 20;
const FACILITY_NOUN = { one: 'établissement', other: 'établissements' };

interface ScopeFacility {
  id: string;
  name: string;
  city: string;
  territoryId: string;
}

function facilitiesOf(places: readonly PlaceSummary[]): ScopeFacility[] {
  const byId = new Map<string, ScopeFacility>();
  for (const { facility } of places) {
    byId.set(facility.id, {
      id: facility.id,
      name: facility.name,
      city: facility.city,
      territoryId: facility.territory.id,
    });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/**
 * The facilities of the campaign's scope whose proposal this user may open (its admins and
 * validators, its territory's admins, central), found by name, a page at a time.
 */
export function CampaignFacilities({ campaign, user }: { campaign: Campaign; user: Actor }) {
  const places = useScopePlaces(campaign.territory?.id ?? null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const facilities = facilitiesOf(places.data ?? []).filter((facility) =>
    maySeeFacilityProposal(user, { facilityId: facility.id, territoryId: facility.territoryId }),
  );
  if (!places.isPending && facilities.length === 0) return null;
  const found = facilities.filter((facility) =>
    matchesSearch(`${facility.name} ${facility.city}`, search),
  );
  const shown = pageOf(found, page, FACILITIES_PER_PAGE);
  return (
    <Stack gap="sm" component="section" aria-labelledby="propositions">
      <Title order={2} id="propositions">
        Propositions par établissement
      </Title>
      {places.isPending ? (
        <PageLoader label="Chargement des établissements" />
      ) : (
        <>
          <TextInput
            label="Rechercher un établissement"
            value={search}
            maw={360}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Text aria-live="polite" fw={500}>
            {countOf(found.length, FACILITY_NOUN)}
          </Text>
          <List spacing={4}>
            {shown.items.map((facility) => (
              <List.Item key={facility.id}>
                <Anchor
                  component={Link}
                  to={`/campagnes/${campaign.id}/etablissements/${facility.id}`}
                >
                  {facility.name}
                </Anchor>
                <Text span c="dimmed" size="sm">{` · ${facility.city}`}</Text>
              </List.Item>
            ))}
          </List>
          <ListPagination total={shown.pageCount} value={shown.page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
