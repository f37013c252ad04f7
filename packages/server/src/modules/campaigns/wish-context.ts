import { closureCalendarOfSources } from '../closures/closure-calendar.ts';
import { periodDays } from '@espaces/domain/campaign/campaign-week';
import { wishWarnings } from '@espaces/domain/campaign/wish-warnings';
import type { Database } from '../../db/client.ts';
import { campaignPlaceRows, type CampaignRow } from './campaigns.repository.ts';
import { closureSourcesOfFacilities, weeklyOpeningHours } from './campaign-week.repository.ts';
import type { WishRow } from './campaign-wishes.repository.ts';

/**
 * The warnings of some wishes of a campaign: the closures of their facilities during the
 * period and the weekly opening hours of the places they ask for (or of every place of the type
 * asked for), read in three queries whatever the number of wishes.
 */
export async function warningsOfWishes(
  db: Database,
  campaign: CampaignRow,
  wishes: readonly WishRow[],
): Promise<Map<string, string[]>> {
  const warnings = new Map<string, string[]>();
  if (wishes.length === 0) return warnings;
  const period = { firstDay: campaign.useFrom, lastDay: campaign.useTo };
  const facilityIds = [...new Set(wishes.map((wish) => wish.facilityId))];
  const campaignPlaces = (await campaignPlaceRows(db, campaign.id)).filter((place) =>
    facilityIds.includes(place.facilityId),
  );
  const placeIds = campaignPlaces.map((place) => place.placeId);
  const hours = await weeklyOpeningHours(db, placeIds, period);
  const sources = await closureSourcesOfFacilities(db, facilityIds, period);
  const days = periodDays(period);
  for (const wish of wishes) {
    const places = campaignPlaces.filter((place) =>
      wish.placeId !== null
        ? place.placeId === wish.placeId
        : place.facilityId === wish.facilityId && place.placeTypeId === wish.placeTypeId,
    );
    warnings.set(
      wish.id,
      wishWarnings(
        wish,
        days,
        closureCalendarOfSources(sources.get(wish.facilityId)),
        places.map((place) => hours.get(place.placeId) ?? []),
      ),
    );
  }
  return warnings;
}
