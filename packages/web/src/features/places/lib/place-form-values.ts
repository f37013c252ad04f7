import { placeInputSchema, type Place, type PlaceInput } from '@espaces/domain/api/places';
import { parseEuros } from '@espaces/domain/locale/format';

/**
 * What the place form holds: euros as typed (« 12,50 », docs/api.md#money-and-dates), counts as
 * Mantine's NumberInput gives them ('' when empty), relations as IRIs.
 */
export interface PlaceFormValues {
  facility: string | null;
  placeType: string | null;
  name: string;
  description: string;
  capacity: number | string;
  surface: number | string;
  equipment: string;
  reducedMobilityAccess: boolean;
  rentPrice: string;
  cleaningPrice: string;
  published: boolean;
}

export const EMPTY_PLACE_FORM: PlaceFormValues = {
  facility: null,
  placeType: null,
  name: '',
  description: '',
  capacity: '',
  surface: '',
  equipment: '',
  reducedMobilityAccess: false,
  rentPrice: '',
  cleaningPrice: '',
  published: false,
};

/** « 12,5 » → « 12,50 »: how an amount in euros is typed back into the form. */
export function eurosAsTyped(euros: number): string {
  return euros.toFixed(2).replace('.', ',');
}

export function placeFormValuesOf(place: Place): PlaceFormValues {
  return {
    facility: place.facility['@id'],
    placeType: place.placeType['@id'],
    name: place.name,
    description: place.description,
    capacity: place.capacity ?? '',
    surface: place.surface ?? '',
    equipment: place.equipment,
    reducedMobilityAccess: place.reducedMobilityAccess,
    rentPrice: eurosAsTyped(place.rentPrice),
    cleaningPrice: eurosAsTyped(place.cleaningPrice),
    published: place.published,
  };
}

const EUROS_EXAMPLE = '«\u00a012,50\u00a0»';

const EURO_FIELDS = {
  rentPrice: 'Le tarif horaire',
  cleaningPrice: 'Le forfait ménage',
} as const;

/** A typed amount: null when empty, NaN when it is not an amount in euros. */
function eurosOf(text: string): number | null {
  if (text.trim() === '') return null;
  return parseEuros(text) ?? Number.NaN;
}

function countOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value.replace(',', '.'));
}

type Parsed =
  { input: PlaceInput; errors?: never } | { input?: never; errors: Record<string, string> };

/**
 * Reads the form into the contract's PlaceInput, or French messages per field: the euros
 * fields first (they must read as an amount), then every rule of placeInputSchema.
 */
export function parsePlaceForm(values: PlaceFormValues, doors: PlaceInput['doors'] = []): Parsed {
  const errors: Record<string, string> = {};
  const amounts: Partial<Record<keyof typeof EURO_FIELDS, number>> = {};
  for (const [field, label] of Object.entries(EURO_FIELDS) as [
    keyof typeof EURO_FIELDS,
    string,
  ][]) {
    const amount = eurosOf(values[field]);
    if (amount === null) errors[field] = `${label} est obligatoire.`;
    else if (Number.isNaN(amount))
      errors[field] = `${label} doit être un montant en euros, par exemple ${EUROS_EXAMPLE}.`;
    else amounts[field] = amount;
  }
  const result = placeInputSchema.safeParse({
    ...values,
    facility: values.facility ?? undefined,
    placeType: values.placeType ?? undefined,
    capacity: countOf(values.capacity),
    surface: countOf(values.surface),
    rentPrice: amounts.rentPrice,
    cleaningPrice: amounts.cleaningPrice,
    doors,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  return { input: result.data };
}

/** The whole place as PUT /api/places/{id} expects it, with other doors if given. */
export function placeInputOf(place: Place, doors?: PlaceInput['doors']): PlaceInput {
  return {
    name: place.name,
    facility: place.facility['@id'],
    placeType: place.placeType['@id'],
    description: place.description,
    capacity: place.capacity,
    surface: place.surface,
    equipment: place.equipment,
    reducedMobilityAccess: place.reducedMobilityAccess,
    rentPrice: place.rentPrice,
    cleaningPrice: place.cleaningPrice,
    published: place.published,
    doors:
      doors ??
      (place.doors ?? []).map(({ id, name, instructions }) => ({ id, name, instructions })),
  };
}
