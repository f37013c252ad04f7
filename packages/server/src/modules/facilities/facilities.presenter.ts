import type { z } from 'zod';
import type {
  Facility,
  FacilityDetail,
  facilityDocumentSchema,
  facilityTypeSchema,
  territorySchema,
} from '@espaces/domain/api/facilities';
import { iri } from '@espaces/domain/api/iri';
import type { facilityDocuments, facilityTypes, territories } from '../../db/schema.ts';
import type { FacilityRow, listFacilityStaff } from './facilities.repository.ts';

type StaffRow = Awaited<ReturnType<typeof listFacilityStaff>>[number];
type DocumentRow = typeof facilityDocuments.$inferSelect;

export function presentFacility(row: FacilityRow, abilities: Facility['_abilities']): Facility {
  const { facility } = row;
  return {
    '@id': iri('facilities', facility.id),
    '@type': 'Facility',
    id: facility.id,
    name: facility.name,
    facilityType: {
      '@id': iri('facility_types', facility.facilityTypeId),
      id: facility.facilityTypeId,
      name: row.facilityTypeName,
    },
    territory: {
      '@id': iri('territories', facility.territoryId),
      id: facility.territoryId,
      name: row.territoryName,
    },
    uai: facility.uai,
    address: facility.address,
    postalCode: facility.postalCode,
    city: facility.city,
    latitude: facility.latitude,
    longitude: facility.longitude,
    phone: facility.phone,
    email: facility.email,
    signatoryName: facility.signatoryName,
    signatoryTitle: facility.signatoryTitle,
    active: facility.active,
    placeCount: row.placeCount,
    _abilities: abilities,
  };
}

/**
 * The authorised download endpoint, never the storage location
 * (docs/security.md#uploads-and-files).
 */
export function facilityDocumentContentUrl(documentId: string): string {
  return `${iri('facility_documents', documentId)}/file`;
}

export function presentFacilityDocument(
  document: DocumentRow,
): z.infer<typeof facilityDocumentSchema> {
  return {
    '@id': iri('facility_documents', document.id),
    '@type': 'FacilityDocument',
    id: document.id,
    name: document.name,
    mimeType: document.mimeType,
    size: document.size,
    createdAt: document.createdAt.toISOString(),
    contentUrl: facilityDocumentContentUrl(document.id),
  };
}

export function presentFacilityDetail(
  row: FacilityRow,
  abilities: Facility['_abilities'],
  staff: StaffRow[],
  documents: DocumentRow[],
): FacilityDetail {
  return {
    ...presentFacility(row, abilities),
    staff: staff.map((member) => ({ '@id': iri('users', member.id), ...member })),
    documents: documents.map(presentFacilityDocument),
  };
}

export function presentTerritory(
  territory: typeof territories.$inferSelect,
): z.infer<typeof territorySchema> {
  return {
    '@id': iri('territories', territory.id),
    '@type': 'Territory',
    id: territory.id,
    name: territory.name,
    code: territory.code,
  };
}

export function presentFacilityType(
  facilityType: typeof facilityTypes.$inferSelect,
): z.infer<typeof facilityTypeSchema> {
  return {
    '@id': iri('facility_types', facilityType.id),
    '@type': 'FacilityType',
    id: facilityType.id,
    name: facilityType.name,
  };
}
