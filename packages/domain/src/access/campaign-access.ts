import type { Actor } from './actor.ts';
import {
  isCentral,
  isInstitutional,
  isOrganizationUser,
  managedTerritoryIds,
  validatingFacilityIds,
} from './roles.ts';
import { isSignedIn } from './checks.ts';

/**
 * Qui fait quoi dans une campagne annuelle (docs/campaigns.md) :
 * - créer, ouvrir et lancer l’attribution : le central pour toute la région ou un territoire,
 *   l’administrateur d’un territoire pour son territoire ;
 * - voir la campagne : ceux-là, le personnel d’un établissement du périmètre, et, une fois
 *   ouverte, toute organisation ;
 * - déposer des vœux : une organisation validée, pour elle-même ;
 * - voir et décider la proposition d’un établissement : ses administrateurs et valideurs,
 *   l’administrateur de son territoire ; le central la voit sans la décider.
 */

/** A campaign as the checks read it: its territory, null for the whole region. */
export interface CampaignScope {
  territoryId: string | null;
  status: string;
}

export interface CampaignFacility {
  facilityId: string;
  territoryId: string;
}

const staffTerritories = (actor: Actor) =>
  isInstitutional(actor) ? managedTerritoryIds(actor) : [];

export function mayCreateCampaign(actor: Actor | null, territoryId: string | null): boolean {
  if (!isSignedIn(actor)) return false;
  if (isCentral(actor)) return true;
  return territoryId !== null && staffTerritories(actor).includes(territoryId);
}

export const mayManageCampaign = (actor: Actor | null, campaign: CampaignScope): boolean =>
  mayCreateCampaign(actor, campaign.territoryId);

/** Staff of a facility of the campaign's scope (its territory, or anywhere for the region). */
function staffInScope(actor: Actor, campaign: CampaignScope): boolean {
  if (!isInstitutional(actor)) return false;
  if (campaign.territoryId === null) {
    return actor.facilityMemberships.length > 0 || staffTerritories(actor).length > 0;
  }
  return (
    staffTerritories(actor).includes(campaign.territoryId) ||
    actor.facilityMemberships.some(
      (membership) => membership.facility.territory?.id === campaign.territoryId,
    )
  );
}

export function maySeeCampaign(actor: Actor | null, campaign: CampaignScope): boolean {
  if (!isSignedIn(actor)) return false;
  if (mayManageCampaign(actor, campaign)) return true;
  if (campaign.status === 'draft') return false;
  return isOrganizationUser(actor) || staffInScope(actor, campaign);
}

/** The facility's admins and validators and its territory's admins decide its proposal. */
export function mayDecideFacilityProposal(
  actor: Actor | null,
  facility: CampaignFacility,
): boolean {
  if (!isSignedIn(actor) || !isInstitutional(actor)) return false;
  return (
    validatingFacilityIds(actor).includes(facility.facilityId) ||
    managedTerritoryIds(actor).includes(facility.territoryId)
  );
}

export function maySeeFacilityProposal(actor: Actor | null, facility: CampaignFacility): boolean {
  return isSignedIn(actor) && (isCentral(actor) || mayDecideFacilityProposal(actor, facility));
}
