import type { Actor, OrganizationStatus } from '@espaces/domain/access/actor';
import type {
  Organization,
  OrganizationDocument,
  OrganizationHistoryEntry,
  OrganizationListItem,
} from '@espaces/domain/api/organizations';
import { iri } from '@espaces/domain/api/iri';
import { ORGANIZATION_STATUSES } from '@espaces/domain/access/actor';
import { actsForOrganization, organizationAbilities } from './organizations.policy.ts';
import type { AuditHistoryRow } from '../audit/audit-events.ts';
import type {
  OrganizationDocumentRow,
  OrganizationRow,
  Representative,
} from './organizations.repository.ts';

export function presentOrganizationListItem(
  organization: OrganizationRow,
  representative: Representative | undefined,
  viewer: Actor | null,
): OrganizationListItem {
  return {
    '@id': iri('organizations', organization.id),
    '@type': 'Organization',
    id: organization.id,
    name: organization.name,
    legalForm: organization.legalForm,
    siret: organization.siret,
    rna: organization.rna,
    address: organization.address,
    postalCode: organization.postalCode,
    city: organization.city,
    phone: organization.phone,
    status: organization.status,
    nonComplianceReason: organization.nonComplianceReason,
    rejectionReason: organization.rejectionReason,
    paymentType: organization.paymentType,
    creditCard:
      viewer && actsForOrganization(viewer, organization.id) ? creditCardOf(organization) : null,
    representative: representative ?? null,
    createdAt: organization.createdAt.toISOString(),
    _abilities: organizationAbilities(viewer, organization),
  };
}

/** Never the number: only what the payment provider told when the card was registered. */
function creditCardOf(organization: OrganizationRow): OrganizationListItem['creditCard'] {
  const { cardLast4, cardExpiryMonth, cardExpiryYear } = organization;
  if (!cardLast4 || cardExpiryMonth === null || cardExpiryYear === null) return null;
  return {
    brand: organization.cardBrand,
    last4: cardLast4,
    expiryMonth: cardExpiryMonth,
    expiryYear: cardExpiryYear,
    holder: organization.cardHolder,
  };
}

export function presentOrganizationDocument(
  document: OrganizationDocumentRow,
): OrganizationDocument {
  const id = iri('organization_documents', document.id);
  return {
    '@id': id,
    '@type': 'OrganizationDocument',
    id: document.id,
    kind: document.kind,
    name: document.name,
    mimeType: document.mimeType,
    size: document.size,
    createdAt: document.createdAt.toISOString(),
    contentUrl: `${id}/file`,
  };
}

const asStatus = (value: string | null): OrganizationStatus | null =>
  (ORGANIZATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as OrganizationStatus)
    : null;

function reasonOf(changes: unknown): string | null {
  if (typeof changes !== 'object' || changes === null) return null;
  const { reason } = changes as { reason?: unknown };
  return typeof reason === 'string' ? reason : null;
}

export function presentHistoryEntry(row: AuditHistoryRow): OrganizationHistoryEntry {
  return {
    occurredAt: row.occurredAt.toISOString(),
    action: row.action,
    fromStatus: asStatus(row.fromStatus),
    toStatus: asStatus(row.toStatus),
    reason: reasonOf(row.changes),
    actor:
      row.actorFirstName === null
        ? null
        : { firstName: row.actorFirstName, lastName: row.actorLastName ?? '' },
  };
}

export interface OrganizationDetailView {
  organization: OrganizationRow;
  representative: Representative | undefined;
  documents: OrganizationDocumentRow[];
  history: AuditHistoryRow[];
}

export function presentOrganization(
  view: OrganizationDetailView,
  viewer: Actor | null,
): Organization {
  return {
    ...presentOrganizationListItem(view.organization, view.representative, viewer),
    documents: view.documents.map(presentOrganizationDocument),
    history: view.history.map(presentHistoryEntry),
  };
}
