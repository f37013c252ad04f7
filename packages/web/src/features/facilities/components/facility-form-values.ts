import type { Facility, FacilityInput } from '@espaces/domain/api/facilities';

/** What the inputs hold: empty text for « nothing », '' for a number not typed yet. */
export interface FacilityFormValues {
  name: string;
  facilityType: string | null;
  territory: string | null;
  uai: string;
  address: string;
  postalCode: string;
  city: string;
  latitude: number | string;
  longitude: number | string;
  phone: string;
  email: string;
  signatoryName: string;
  signatoryTitle: string;
  active: boolean;
}

export const EMPTY_FACILITY_FORM: FacilityFormValues = {
  name: '',
  facilityType: null,
  territory: null,
  uai: '',
  address: '',
  postalCode: '',
  city: '',
  latitude: '',
  longitude: '',
  phone: '',
  email: '',
  signatoryName: '',
  signatoryTitle: '',
  active: true,
};

export function facilityFormValuesOf(facility: Facility): FacilityFormValues {
  return {
    name: facility.name,
    facilityType: facility.facilityType['@id'],
    territory: facility.territory['@id'],
    uai: facility.uai,
    address: facility.address,
    postalCode: facility.postalCode,
    city: facility.city,
    latitude: facility.latitude,
    longitude: facility.longitude,
    phone: facility.phone ?? '',
    email: facility.email ?? '',
    signatoryName: facility.signatoryName ?? '',
    signatoryTitle: facility.signatoryTitle ?? '',
    active: facility.active,
  };
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text);
const numberOrMissing = (value: number | string): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const iriOrMissing = (value: string | null): string | undefined => value ?? undefined;

/**
 * The body candidate the domain schema validates (client side) and the server receives:
 * optional texts left empty become null, missing choices and numbers stay absent so the
 * schema names them as required.
 */
export function facilityInputCandidate(values: FacilityFormValues): Record<string, unknown> {
  return {
    name: values.name,
    facilityType: iriOrMissing(values.facilityType),
    territory: iriOrMissing(values.territory),
    uai: values.uai,
    address: values.address,
    postalCode: values.postalCode,
    city: values.city,
    latitude: numberOrMissing(values.latitude),
    longitude: numberOrMissing(values.longitude),
    phone: textOrNull(values.phone),
    email: textOrNull(values.email),
    signatoryName: textOrNull(values.signatoryName),
    signatoryTitle: textOrNull(values.signatoryTitle),
    active: values.active,
  } satisfies Partial<Record<keyof FacilityInput, unknown>>;
}
