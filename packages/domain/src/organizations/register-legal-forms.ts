import type { OrganizationLegalForm } from './legal-forms.ts';

/**
 * The company register's legal-form codes (INSEE « catégories juridiques », four digits) as a
 * person reads them, and the sign-up choice each one fills in (docs/organisations.md#company-register).
 * Only the common codes are named; the others by their family (first two digits), else by the
 * code itself.
 */
interface LegalFormOfCode {
  label: string;
  legalForm: OrganizationLegalForm | null;
}

const ASSOCIATION = 'Association loi 1901';

const BY_CODE: Record<string, LegalFormOfCode> = {
  '9210': { label: 'Association non déclarée', legalForm: ASSOCIATION },
  '9220': { label: 'Association déclarée', legalForm: ASSOCIATION },
  '9221': { label: 'Association déclarée d’insertion par l’économique', legalForm: ASSOCIATION },
  '9222': { label: 'Association intermédiaire', legalForm: ASSOCIATION },
  '9223': { label: 'Groupement d’employeurs', legalForm: ASSOCIATION },
  '9230': { label: 'Association déclarée reconnue d’utilité publique', legalForm: ASSOCIATION },
  '9240': { label: 'Congrégation', legalForm: 'Autre' },
  '9260': {
    label: 'Association de droit local (Bas-Rhin, Haut-Rhin et Moselle)',
    legalForm: 'Association loi 1908 (Alsace-Moselle)',
  },
  '9300': { label: 'Fondation', legalForm: 'Autre' },
  '7210': { label: 'Commune', legalForm: 'Collectivité territoriale' },
  '7220': { label: 'Département', legalForm: 'Collectivité territoriale' },
  '7230': { label: 'Région', legalForm: 'Collectivité territoriale' },
  '7312': { label: 'Commune associée ou déléguée', legalForm: 'Collectivité territoriale' },
  '7348': { label: 'Communauté d’agglomération', legalForm: 'Collectivité territoriale' },
  '7346': { label: 'Communauté de communes', legalForm: 'Collectivité territoriale' },
  '7331': {
    label: 'Établissement public local d’enseignement',
    legalForm: 'Établissement public',
  },
  '5499': { label: 'Société à responsabilité limitée', legalForm: 'Société' },
  '5710': { label: 'Société par actions simplifiée', legalForm: 'Société' },
};

const BY_FAMILY: Record<string, LegalFormOfCode> = {
  '71': { label: 'Administration de l’État', legalForm: 'Établissement public' },
  '72': { label: 'Collectivité territoriale', legalForm: 'Collectivité territoriale' },
  '73': { label: 'Établissement public administratif', legalForm: 'Établissement public' },
  '74': { label: 'Autre personne morale de droit public', legalForm: 'Établissement public' },
  '41': {
    label: 'Établissement public industriel ou commercial',
    legalForm: 'Établissement public',
  },
  '54': { label: 'Société à responsabilité limitée', legalForm: 'Société' },
  '55': { label: 'Société anonyme', legalForm: 'Société' },
  '56': { label: 'Société anonyme', legalForm: 'Société' },
  '57': { label: 'Société par actions simplifiée', legalForm: 'Société' },
  '65': { label: 'Société civile', legalForm: 'Société' },
  '92': { label: 'Association', legalForm: ASSOCIATION },
};

/** `null` code (the register gave none): nothing to show. */
export function legalFormOfCode(code: string | null): LegalFormOfCode | null {
  if (code === null || code === '') return null;
  return (
    BY_CODE[code] ??
    BY_FAMILY[code.slice(0, 2)] ?? { label: `Catégorie juridique ${code}`, legalForm: null }
  );
}
