import type { Actor } from '@espaces/domain/access/actor';
import {
  ORGANIZATION_IDENTIFIER_MISSING,
  type Organization,
  type OrganizationUpdate,
} from '@espaces/domain/api/organizations';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import { editSendsBackToReview } from '@espaces/domain/organizations/organization-identity';
import {
  canEditOrganizationDetails,
  nextOrganizationStatus,
  transitionRefusal,
  type OrganizationAction,
} from '@espaces/domain/organizations/organization-transitions';
import type { Database } from '../../db/client.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { MailContent } from '../mail/mail-layout.ts';
import {
  organizationNonCompliantMail,
  organizationRejectedMail,
  organizationValidatedMail,
} from './organizations.mails.ts';
import { actsForOrganization, isCentralReviewer } from './organizations.policy.ts';
import { presentOrganization } from './organizations.presenter.ts';
import {
  findRepresentatives,
  lockOrganization,
  updateOrganization,
  type OrganizationRow,
} from './organizations.repository.ts';
import { loadOrganizationView, requireVisibleOrganization } from './organizations.service.ts';

/**
 * Central review of an organisation (docs/organisations.md#statuses-and-transitions): validate,
 * mark non-compliant, reject; the organisation edits its details and, when non-compliant, is sent
 * back to review. Each decision changes the status through `nextOrganizationStatus`, writes its
 * audit event and the representative's e-mail in one transaction.
 */

type CentralDecision =
  | { action: 'validate' }
  | { action: 'mark_non_compliant'; reason: string }
  | { action: 'reject'; reason: string };

const DETAILS_WITH_VALIDATION =
  'La validation d’une organisation ne modifie pas ses informations\u00a0: envoyez le statut seul.';
const NOT_EDITABLE = 'Les informations de cette organisation ne peuvent plus être modifiées.';

function requireNextStatus(organization: OrganizationRow, action: OrganizationAction) {
  const toStatus = nextOrganizationStatus(organization.status, action);
  if (!toStatus) {
    throw new ValidationFailure([
      violation('status', transitionRefusal(organization.status, action), 'VALIDATION_FAILED'),
    ]);
  }
  return toStatus;
}

function decisionMail(
  deps: ModuleOptions,
  decision: CentralDecision,
  base: { firstName: string; organizationName: string },
): MailContent {
  const common = { appName: deps.config.appName, appUrl: deps.config.appUrl, ...base };
  switch (decision.action) {
    case 'validate':
      return organizationValidatedMail(common);
    case 'mark_non_compliant':
      return organizationNonCompliantMail({ ...common, reason: decision.reason });
    case 'reject':
      return organizationRejectedMail({ ...common, reason: decision.reason });
  }
}

/** The reason columns a decision writes; validation clears a non-compliance it resolved. */
function reasonColumns(decision: CentralDecision) {
  switch (decision.action) {
    case 'validate':
      return { nonComplianceReason: null };
    case 'mark_non_compliant':
      return { nonComplianceReason: decision.reason };
    case 'reject':
      return { rejectionReason: decision.reason };
  }
}

async function applyCentralDecision(
  deps: ModuleOptions,
  viewer: Actor | null,
  organizationId: string,
  decision: CentralDecision,
): Promise<Organization> {
  const { actor } = await requireVisibleOrganization(deps.db, viewer, organizationId);
  if (!isCentralReviewer(actor)) throw new DomainError('FORBIDDEN');
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const organization = (await lockOrganization(tx, organizationId))!;
    const toStatus = requireNextStatus(organization, decision.action);
    const reason = decision.action === 'validate' ? null : decision.reason;
    await updateOrganization(tx, organizationId, {
      status: toStatus,
      ...reasonColumns(decision),
      updatedAt: now,
    });
    await recordAuditEvent(tx, {
      occurredAt: now,
      actorUserId: actor.id,
      entityType: 'organization',
      entityId: organizationId,
      action: decision.action,
      fromStatus: organization.status,
      toStatus,
      changes: reason === null ? null : { reason },
    });
    await mailRepresentative(tx, organization, now, (representative) =>
      decisionMail(deps, decision, {
        firstName: representative.firstName,
        organizationName: organization.name,
      }),
    );
  });
  return presentOrganizationFor(deps.db, organizationId, actor);
}

async function mailRepresentative(
  tx: Database,
  organization: OrganizationRow,
  now: Date,
  content: (representative: { firstName: string }) => MailContent,
): Promise<void> {
  const representative = (await findRepresentatives(tx, [organization.id])).get(organization.id);
  if (representative)
    await enqueueMail(tx, { to: representative.email, ...content(representative) }, now);
}

async function presentOrganizationFor(db: Database, organizationId: string, actor: Actor) {
  const view = await loadOrganizationView(db, organizationId);
  return presentOrganization(view!, actor);
}

export function markOrganizationNonCompliant(
  deps: ModuleOptions,
  viewer: Actor | null,
  organizationId: string,
  reason: string,
): Promise<Organization> {
  return applyCentralDecision(deps, viewer, organizationId, {
    action: 'mark_non_compliant',
    reason,
  });
}

export function rejectOrganization(
  deps: ModuleOptions,
  viewer: Actor | null,
  organizationId: string,
  reason: string,
): Promise<Organization> {
  return applyCentralDecision(deps, viewer, organizationId, { action: 'reject', reason });
}

/**
 * `PUT /api/organizations/{id}`: `{ "status": "validated" }` alone is central's validation;
 * otherwise the organisation's own user edits its details, which resubmits a non-compliant
 * organisation for review and sends a validated one whose identity changes back to it.
 */
export async function updateOrganizationResource(
  deps: ModuleOptions,
  viewer: Actor | null,
  organizationId: string,
  update: OrganizationUpdate,
): Promise<Organization> {
  const { status, ...details } = update;
  const detailFields = Object.keys(details).filter(
    (field) => details[field as keyof typeof details] !== undefined,
  );
  if (status !== undefined) {
    if (detailFields.length > 0) {
      throw new ValidationFailure([
        violation('status', DETAILS_WITH_VALIDATION, 'VALIDATION_FAILED'),
      ]);
    }
    return applyCentralDecision(deps, viewer, organizationId, { action: 'validate' });
  }
  return editOrganizationDetails(deps, viewer, organizationId, details);
}

async function editOrganizationDetails(
  deps: ModuleOptions,
  viewer: Actor | null,
  organizationId: string,
  details: Omit<OrganizationUpdate, 'status'>,
): Promise<Organization> {
  const { actor } = await requireVisibleOrganization(deps.db, viewer, organizationId);
  if (!actsForOrganization(actor, organizationId)) throw new DomainError('FORBIDDEN');
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const organization = (await lockOrganization(tx, organizationId))!;
    if (!canEditOrganizationDetails(organization.status)) {
      throw new ValidationFailure([violation('', NOT_EDITABLE, 'VALIDATION_FAILED')]);
    }
    const merged = { ...organization, ...definedOnly(details) };
    if (merged.siret === null && merged.rna === null) {
      throw new ValidationFailure([
        violation('siret', ORGANIZATION_IDENTIFIER_MISSING, 'VALIDATION_FAILED'),
      ]);
    }
    const changes = changedDetails(organization, merged);
    const review = reviewAfterEdit(organization, details);
    const toStatus = review ? requireNextStatus(organization, review) : organization.status;
    await updateOrganization(tx, organizationId, {
      ...definedOnly(details),
      status: toStatus,
      ...(review === 'resubmit' ? { nonComplianceReason: null } : {}),
      updatedAt: now,
    });
    await recordAuditEvent(tx, {
      occurredAt: now,
      actorUserId: actor.id,
      entityType: 'organization',
      entityId: organizationId,
      action: review ?? 'update',
      fromStatus: organization.status,
      toStatus,
      changes,
    });
  });
  return presentOrganizationFor(deps.db, organizationId, actor);
}

/**
 * The review an edit asks for: a non-compliant organisation resubmits its corrected details; a
 * validated one whose identity changes goes back to central review (organization-identity.ts),
 * its bookings untouched.
 */
function reviewAfterEdit(
  organization: OrganizationRow,
  details: Omit<OrganizationUpdate, 'status'>,
): OrganizationAction | null {
  if (organization.status === 'non_compliant') return 'resubmit';
  if (editSendsBackToReview(organization.status, organization, details)) return 'change_identity';
  return null;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

const DETAIL_FIELDS = [
  'name',
  'legalForm',
  'siret',
  'rna',
  'address',
  'postalCode',
  'city',
  'phone',
] as const;

function changedDetails(before: OrganizationRow, after: OrganizationRow) {
  return Object.fromEntries(
    DETAIL_FIELDS.filter((field) => before[field] !== after[field]).map((field) => [
      field,
      { from: before[field], to: after[field] },
    ]),
  );
}
