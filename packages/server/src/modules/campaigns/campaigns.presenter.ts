import type { Campaign, Wish, WishPublicationState } from '@espaces/domain/api/campaigns';
import { iri } from '@espaces/domain/api/iri';
import {
  campaignStatusAt,
  mayAllocate,
  acceptsWishes,
  schoolYearsOfUse,
  type StoredCampaignStatus,
} from '@espaces/domain/campaign/campaign-lifecycle';
import type { PriorityRule } from '@espaces/domain/campaign/campaign-rules';
import type { CampaignRow } from './campaigns.repository.ts';
import type { WishRow } from './campaign-wishes.repository.ts';

export const windowOf = (row: CampaignRow) => ({
  status: row.status as StoredCampaignStatus,
  applicationsOpenAt: row.applicationsOpenAt,
  applicationsCloseAt: row.applicationsCloseAt,
});

export function presentCampaign(
  row: CampaignRow,
  now: Date,
  abilities: { manage: boolean; fileWishes: boolean },
): Campaign {
  const window = windowOf(row);
  return {
    '@id': iri('campaigns', row.id),
    '@type': 'Campaign',
    id: row.id,
    name: row.name,
    territory:
      row.territoryId === null
        ? null
        : {
            '@id': iri('territories', row.territoryId),
            id: row.territoryId,
            name: row.territoryName ?? '',
          },
    schoolYear: schoolYearsOfUse(row.useFrom, row.useTo),
    useFrom: row.useFrom,
    useTo: row.useTo,
    applicationsFrom: row.applicationsFrom,
    applicationsTo: row.applicationsTo,
    applicationsOpenAt: row.applicationsOpenAt.toISOString(),
    applicationsCloseAt: row.applicationsCloseAt.toISOString(),
    publicationDate: row.publicationDate,
    priorities: row.priorities as PriorityRule[],
    wishesPerOrganization: row.wishesPerOrganization,
    status: campaignStatusAt(window, now),
    placeCount: row.placeCount,
    createdAt: row.createdAt.toISOString(),
    _abilities: {
      open: abilities.manage && row.status === 'draft' && now < row.applicationsCloseAt,
      allocate: abilities.manage && mayAllocate(window, now),
      fileWishes: abilities.fileWishes && acceptsWishes(window, now),
      publish: abilities.manage && row.status === 'allocated',
    },
  };
}

export function presentWish(
  row: WishRow,
  warnings: string[],
  abilities: { edit: boolean },
  publication: WishPublicationState | null = null,
): Wish {
  return {
    '@id': iri('campaign_wishes', row.id),
    '@type': 'CampaignWish',
    id: row.id,
    campaign: iri('campaigns', row.campaignId),
    rank: row.rank,
    organization: {
      '@id': iri('organizations', row.organizationId),
      id: row.organizationId,
      name: row.organizationName,
    },
    facility: {
      '@id': iri('facilities', row.facilityId),
      id: row.facilityId,
      name: row.facilityName,
    },
    place:
      row.placeId === null
        ? null
        : { '@id': iri('places', row.placeId), id: row.placeId, name: row.placeName ?? '' },
    placeType:
      row.placeTypeId === null
        ? null
        : {
            '@id': iri('place_types', row.placeTypeId),
            id: row.placeTypeId,
            name: row.placeTypeName ?? '',
          },
    weekDay: row.weekDay,
    startTime: row.startTime,
    endTime: row.endTime,
    minimumDuration: row.minimumMinutes,
    participants: row.participants,
    activity: row.activity,
    youth: row.youth,
    renewal: row.renewal,
    renewedBooking: row.renewedBookingId === null ? null : iri('bookings', row.renewedBookingId),
    appliedAt: row.appliedAt.toISOString(),
    warnings,
    publication,
    _abilities: { edit: abilities.edit, delete: abilities.edit },
  };
}
