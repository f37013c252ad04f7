import type { organizations } from '../schema.ts';

/** One password for every demo account (README « Comptes de démonstration »). */
export const DEMO_PASSWORD = 'Espaces-Demo-2026';

/**
 * Demo accounts, e-mail → who they are (README « Comptes de démonstration », and one user per
 * organisation status).
 */
export const DEMO_ACCOUNTS = {
  'central@espaces.test': 'Agent central de la Région (ROLE_CENTRAL)',
  'territoire@espaces.test': 'Administrateur du territoire Métropole de Lyon',
  'admin@espaces.test': 'Administratrice du Lycée polyvalent des Canuts',
  'validateur@espaces.test': 'Validateur du Lycée polyvalent des Canuts',
  'superviseur@espaces.test': 'Superviseuse du Lycée polyvalent des Canuts',
  'asso@espaces.test': 'Représentant d’une association validée',
  'asso-attente@espaces.test': 'Représentante d’une association en attente de validation',
  'asso-nouvelle@espaces.test': 'Représentant d’une association dont l’e-mail reste à valider',
  'asso-non-conforme@espaces.test': 'Représentante d’une association non conforme',
  'asso-rejetee@espaces.test': 'Représentant d’une association rejetée',
} as const;

export type DemoEmail = keyof typeof DEMO_ACCOUNTS;
export type DemoOrganization = Omit<typeof organizations.$inferInsert, 'legalForm'>;

/** One organisation per status; each is represented by the user of the same key. */
export const DEMO_ORGANIZATIONS = {
  validated: {
    name: 'Croix-Rousse Basket Club',
    siret: '82345176000016',
    address: '12 rue d’Austerlitz',
    postalCode: '69004',
    city: 'Lyon',
    phone: '+33465710311',
    status: 'validated',
  },
  toReview: {
    name: 'Compagnie de danse Les Pas Sages',
    rna: 'W691004527',
    address: '7 place Colbert',
    postalCode: '69001',
    city: 'Lyon',
    phone: '+33465710322',
    status: 'to_review',
  },
  emailToValidate: {
    name: 'Volley-ball Villeurbannais',
    siret: '79123456000013',
    address: '31 rue Francis-de-Pressensé',
    postalCode: '69100',
    city: 'Villeurbanne',
    phone: '+33465710333',
    status: 'email_to_validate',
  },
  nonCompliant: {
    name: 'Échiquier des Pentes',
    rna: 'W691008813',
    address: '4 montée de la Grande-Côte',
    postalCode: '69001',
    city: 'Lyon',
    phone: '+33465710344',
    status: 'non_compliant',
    nonComplianceReason:
      'L’attestation d’assurance fournie a expiré. Merci de déposer l’attestation de l’année en cours.',
  },
  rejected: {
    name: 'Les Amis du Karaoké de Vaise',
    siret: '84561237300017',
    address: '18 rue de la Pépinière-Royale',
    postalCode: '69009',
    city: 'Lyon',
    phone: '+33465710355',
    status: 'rejected',
    rejectionReason:
      'L’activité proposée, à but commercial, ne relève pas de la mise à disposition des locaux scolaires.',
  },
} satisfies Record<string, DemoOrganization>;

type Membership =
  | {
      facility: 'first';
      profile:
        'FACILITY_PROFILE_ADMIN' | 'FACILITY_PROFILE_VALIDATOR' | 'FACILITY_PROFILE_SUPERVISOR';
    }
  | { territory: true; profile: 'TERRITORY_PROFILE_ADMIN' };

export interface DemoUser {
  email: DemoEmail;
  firstName: string;
  lastName: string;
  phone?: string;
  roles: ('ROLE_CENTRAL' | 'ROLE_INSTITUTIONAL' | 'ROLE_ORGANIZATION')[];
  membership?: Membership;
  organization?: keyof typeof DEMO_ORGANIZATIONS;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'central@espaces.test',
    firstName: 'Sophie',
    lastName: 'Martin',
    roles: ['ROLE_CENTRAL'],
  },
  {
    email: 'territoire@espaces.test',
    firstName: 'Julien',
    lastName: 'Bernard',
    roles: ['ROLE_INSTITUTIONAL'],
    membership: { territory: true, profile: 'TERRITORY_PROFILE_ADMIN' },
  },
  {
    email: 'admin@espaces.test',
    firstName: 'Nathalie',
    lastName: 'Petit',
    phone: '+33465710111',
    roles: ['ROLE_INSTITUTIONAL'],
    membership: { facility: 'first', profile: 'FACILITY_PROFILE_ADMIN' },
  },
  {
    email: 'validateur@espaces.test',
    firstName: 'Thomas',
    lastName: 'Robert',
    roles: ['ROLE_INSTITUTIONAL'],
    membership: { facility: 'first', profile: 'FACILITY_PROFILE_VALIDATOR' },
  },
  {
    email: 'superviseur@espaces.test',
    firstName: 'Isabelle',
    lastName: 'Richard',
    roles: ['ROLE_INSTITUTIONAL'],
    membership: { facility: 'first', profile: 'FACILITY_PROFILE_SUPERVISOR' },
  },
  {
    email: 'asso@espaces.test',
    firstName: 'Lucas',
    lastName: 'Moreau',
    phone: '+33639980312',
    roles: ['ROLE_ORGANIZATION'],
    organization: 'validated',
  },
  {
    email: 'asso-attente@espaces.test',
    firstName: 'Camille',
    lastName: 'Lefèvre',
    roles: ['ROLE_ORGANIZATION'],
    organization: 'toReview',
  },
  {
    email: 'asso-nouvelle@espaces.test',
    firstName: 'Hugo',
    lastName: 'Garcia',
    roles: ['ROLE_ORGANIZATION'],
    organization: 'emailToValidate',
  },
  {
    email: 'asso-non-conforme@espaces.test',
    firstName: 'Léa',
    lastName: 'Fournier',
    roles: ['ROLE_ORGANIZATION'],
    organization: 'nonCompliant',
  },
  {
    email: 'asso-rejetee@espaces.test',
    firstName: 'Antoine',
    lastName: 'Girard',
    roles: ['ROLE_ORGANIZATION'],
    organization: 'rejected',
  },
];
