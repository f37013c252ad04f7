import type { Actor } from '@espaces/domain/access/actor';
import {
  mayCreateCampaign,
  mayDecideFacilityProposal,
  mayManageCampaign,
  maySeeCampaign,
  maySeeFacilityProposal,
  type CampaignFacility,
  type CampaignScope,
} from '@espaces/domain/access/campaign-access';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import { mayOrganizationBook } from '@espaces/domain/booking/booking-eligibility';
import { DomainError } from '@espaces/domain/errors';

// The rules are domain/access/campaign-access.ts; here they become 404 (may not see) or 403.

export function requireCampaignCreator(actor: Actor, territoryId: string | null): void {
  if (!mayCreateCampaign(actor, territoryId)) throw new DomainError('FORBIDDEN');
}

/** 404 for a campaign the actor may not see, whether it exists or not. */
export function requireVisibleCampaign<T extends CampaignScope>(
  actor: Actor,
  campaign: T | undefined,
): T {
  if (!campaign || !maySeeCampaign(actor, campaign)) throw new DomainError('NOT_FOUND');
  return campaign;
}

export function requireCampaignManager(actor: Actor, campaign: CampaignScope): void {
  if (!mayManageCampaign(actor, campaign)) throw new DomainError('FORBIDDEN');
}

/** A validated organisation files wishes for itself; others are refused (403). */
export function requireWishFiler(actor: Actor): { organizationId: string } {
  if (!isOrganizationUser(actor) || actor.organization === null) {
    throw new DomainError('FORBIDDEN');
  }
  if (!mayOrganizationBook(actor.organization)) throw new DomainError('ORGANIZATION_NOT_VALIDATED');
  return { organizationId: actor.organization.id };
}

export function mayFileWishes(actor: Actor): boolean {
  return isOrganizationUser(actor) && mayOrganizationBook(actor.organization);
}

/** 404 for a facility's proposal the actor may not see. */
export function requireProposalReader(actor: Actor, facility: CampaignFacility | undefined) {
  if (!facility || !maySeeFacilityProposal(actor, facility)) throw new DomainError('NOT_FOUND');
  return facility;
}

export function requireProposalDecider(actor: Actor, facility: CampaignFacility): void {
  if (!mayDecideFacilityProposal(actor, facility)) throw new DomainError('FORBIDDEN');
}

export { mayDecideFacilityProposal, mayManageCampaign };
