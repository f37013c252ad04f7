import type { Readable } from 'node:stream';
import type { Actor, OrganizationStatus } from '@espaces/domain/access/actor';
import type { Organization, OrganizationListItem } from '@espaces/domain/api/organizations';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { auditHistory } from '../audit/audit-events.ts';
import { listOrganizations } from './organization-list.repository.ts';
import {
  organizationListScope,
  organizationResource,
  requireOrganizationVisible,
} from './organizations.policy.ts';
import {
  presentOrganization,
  presentOrganizationListItem,
  type OrganizationDetailView,
} from './organizations.presenter.ts';
import {
  findBookedFacilities,
  findDocument,
  findDocumentsOf,
  findOrganization,
  findRepresentatives,
  type OrganizationDocumentRow,
  type OrganizationRow,
} from './organizations.repository.ts';

export async function loadOrganizationView(
  db: Database,
  organizationId: string,
): Promise<OrganizationDetailView | undefined> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) return undefined;
  const [representatives, documents, history] = await Promise.all([
    findRepresentatives(db, [organizationId]),
    findDocumentsOf(db, organizationId),
    auditHistory(db, 'organization', organizationId),
  ]);
  return { organization, representative: representatives.get(organizationId), documents, history };
}

/**
 * The organisation if `viewer` may see it (otherwise 404,
 * docs/organisations.md#who-sees-and-decides).
 */
export async function requireVisibleOrganization(
  db: Database,
  viewer: Actor | null,
  organizationId: string,
): Promise<{ actor: Actor; organization: OrganizationRow }> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) {
    if (!viewer) throw new DomainError('NOT_AUTHENTICATED');
    throw new DomainError('NOT_FOUND');
  }
  const booked = await findBookedFacilities(db, organizationId);
  const actor = requireOrganizationVisible(viewer, organizationResource(organizationId, booked));
  return { actor, organization };
}

export async function getOrganization(
  db: Database,
  viewer: Actor | null,
  organizationId: string,
): Promise<Organization> {
  const { actor } = await requireVisibleOrganization(db, viewer, organizationId);
  const view = await loadOrganizationView(db, organizationId);
  return presentOrganization(view!, actor);
}

export interface OrganizationListQuery {
  statuses?: OrganizationStatus[];
  search?: string;
  orderByName?: 'asc' | 'desc';
  limit?: number;
  offset: number;
}

export async function listOrganizationsFor(
  db: Database,
  actor: Actor,
  query: OrganizationListQuery,
): Promise<{ members: OrganizationListItem[]; total: number }> {
  const scope = organizationListScope(actor);
  const { rows, total } = await listOrganizations(db, {
    ...query,
    bookedIn: scope.kind === 'booked' ? scope : undefined,
  });
  const representatives = await findRepresentatives(
    db,
    rows.map((row) => row.id),
  );
  return {
    members: rows.map((row) =>
      presentOrganizationListItem(row, representatives.get(row.id), actor),
    ),
    total,
  };
}

/** A document of an organisation the viewer may see, with its stored content. */
export async function openOrganizationDocument(
  db: Database,
  storage: FileStorage,
  viewer: Actor | null,
  documentId: string,
): Promise<{ document: OrganizationDocumentRow; content: Readable }> {
  const document = await findDocument(db, documentId);
  if (!document) {
    if (!viewer) throw new DomainError('NOT_AUTHENTICATED');
    throw new DomainError('NOT_FOUND');
  }
  await requireVisibleOrganization(db, viewer, document.organizationId);
  const content = await storage.openFile(document.storageKey);
  // A row whose file vanished answers 404 rather than an empty download.
  if (!content) throw new DomainError('NOT_FOUND');
  return { document, content };
}
