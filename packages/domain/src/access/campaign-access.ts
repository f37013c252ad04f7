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
 * Who does what in a yearly campaign (docs/campaigns.md):
 * - create, open and run the allocation: central for the whole region or a territory, a
 *   territory's administrator for their territory;
 * - view the campaign: those, the staff of a facility within its scope, and, once it is
 *   open, any organisation;
 * - file wishes: a validated organisation, for itself;
 * - view and decide a facility's proposal: its administrators and validators, its
 *   territory's administrator; central sees it without deciding it;
 * - publish a facility's part: central, its territory's administrator, its own administrators
 *   and validators (who decided its proposal); the whole campaign: who manages it.
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

/**
 * Who publishes a facility's part of a campaign (docs/campaigns.md#publication): whoever sees its
 * proposal, that is central, its territory's admins, its own admins and validators.
 */
export const mayPublishFacility = (actor: Actor | null, facility: CampaignFacility): boolean =>
  maySeeFacilityProposal(actor, facility);
