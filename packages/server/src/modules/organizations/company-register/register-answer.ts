import type { CompanyRegisterEntry } from '@espaces/domain/api/company-register';
import type { OrganizationIdentifier } from '@espaces/domain/organizations/identifiers';
import { legalFormOfCode } from '@espaces/domain/organizations/register-legal-forms';
import { z } from 'zod';

/**
 * The part of the « API Recherche d’entreprises » `GET /search` answer this product reads
 * (docs/organisations.md#company-register). Anything else is ignored; a field missing or null
 * reads as unknown, never as a failure.
 */
const text = z.string().nullish().catch(null);
/** A day as the register writes it; anything else reads as unknown. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish()
  .catch(null);

const establishmentSchema = z.object({
  siret: text,
  adresse: text,
  code_postal: text,
  libelle_commune: text,
  /** 'A' active, 'F' fermé. */
  etat_administratif: text,
  date_fermeture: day,
});
type Establishment = z.infer<typeof establishmentSchema>;

const unitSchema = z.object({
  siren: z.string(),
  nom_complet: text,
  nom_raison_sociale: text,
  nature_juridique: text,
  /** 'A' active, 'C' cessée. */
  etat_administratif: text,
  date_fermeture: day,
  siege: establishmentSchema.nullish().catch(null),
  matching_etablissements: z.array(establishmentSchema).nullish().catch(null),
  complements: z
    .object({ est_association: z.boolean().nullish().catch(null), identifiant_association: text })
    .nullish()
    .catch(null),
});
type Unit = z.infer<typeof unitSchema>;

export const searchAnswerSchema = z.object({
  results: z.array(z.unknown()),
  total_results: z.number().optional(),
});

/** The register writes the full address; the form keeps the street apart from the city. */
function streetOf(establishment: Establishment): string {
  const address = (establishment.adresse ?? '').trim();
  const tail = `${establishment.code_postal ?? ''} ${establishment.libelle_commune ?? ''}`.trim();
  if (tail !== '' && address.toUpperCase().endsWith(tail.toUpperCase())) {
    return address.slice(0, address.length - tail.length).trim();
  }
  return address;
}

function establishmentOf(unit: Unit, identifier: OrganizationIdentifier): Establishment | null {
  if (identifier.kind === 'rna') {
    return unit.complements?.identifiant_association?.toUpperCase() === identifier.value
      ? (unit.siege ?? {})
      : null;
  }
  const candidates = [unit.siege, ...(unit.matching_etablissements ?? [])];
  return candidates.find((candidate) => candidate?.siret === identifier.value) ?? null;
}

function entryOf(unit: Unit, establishment: Establishment): CompanyRegisterEntry {
  const legalForm = legalFormOfCode(unit.nature_juridique ?? null);
  const establishmentClosed = establishment.etat_administratif === 'F';
  const unitCeased = unit.etat_administratif === 'C';
  return {
    siren: unit.siren,
    siret: establishment.siret ?? null,
    rna: unit.complements?.identifiant_association ?? null,
    name: unit.nom_complet ?? unit.nom_raison_sociale ?? '',
    legalFormCode: unit.nature_juridique ?? null,
    legalFormLabel: legalForm?.label ?? null,
    legalForm: legalForm?.legalForm ?? null,
    address: streetOf(establishment),
    postalCode: establishment.code_postal ?? '',
    city: establishment.libelle_commune ?? '',
    closed: establishmentClosed || unitCeased,
    closedOn: establishmentClosed
      ? (establishment.date_fermeture ?? null)
      : unitCeased
        ? (unit.date_fermeture ?? null)
        : null,
  };
}

/**
 * The result naming exactly `identifier`: the search is full text, so among several results
 * only the one whose establishment has this SIRET (or whose association has this RNA number)
 * counts; none is « not found ».
 */
export function entryFromSearch(
  results: readonly unknown[],
  identifier: OrganizationIdentifier,
): CompanyRegisterEntry | null {
  for (const result of results) {
    const unit = unitSchema.safeParse(result);
    if (!unit.success) continue;
    const establishment = establishmentOf(unit.data, identifier);
    if (establishment !== null) return entryOf(unit.data, establishment);
  }
  return null;
}
