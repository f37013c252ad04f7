// Demo reference data and establishments. Names of establishments and associations are
// fictional; cities, streets and coordinates are real. Phone numbers use the ARCEP range
// reserved for fiction (04 65 71 xx xx); e-mail addresses use the reserved .test domain.

export const DEMO_FACILITY_TYPES = [
  'Lycée général et technologique',
  'Lycée professionnel',
  'Lycée polyvalent',
  'EREA',
  'CFA',
] as const;

export const DEMO_PLACE_TYPES = [
  'Gymnase',
  'Salle polyvalente',
  'Salle de classe',
  'Amphithéâtre',
  'Terrain extérieur',
  'Salle de réunion',
  'Salle de danse',
  'Auditorium',
  'CDI',
] as const;

export const DEMO_TERRITORY = { name: 'Métropole de Lyon', code: 'LYON' } as const;

type FacilityType = (typeof DEMO_FACILITY_TYPES)[number];
type PlaceType = (typeof DEMO_PLACE_TYPES)[number];

export interface DemoPlace {
  name: string;
  type: PlaceType;
  description: string;
  capacity: number;
  surface: number;
  equipment: string;
  reducedMobilityAccess: boolean;
  rentPriceCents: number;
  cleaningPriceCents: number;
  published: boolean;
  doors: { name: string; instructions: string }[];
}

export interface DemoFacility {
  name: string;
  type: FacilityType;
  uai: string;
  address: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  signatoryName: string;
  signatoryTitle: string;
  places: DemoPlace[];
}

/** The first one is the facility of the demo staff accounts. */
export const DEMO_FACILITIES: DemoFacility[] = [
  {
    name: 'Lycée polyvalent des Canuts',
    type: 'Lycée polyvalent',
    uai: '0693781K',
    address: '50 boulevard de la Croix-Rousse',
    postalCode: '69004',
    city: 'Lyon',
    latitude: 45.7746,
    longitude: 4.8297,
    phone: '+33465710101',
    email: 'secretariat.canuts@espaces.test',
    signatoryName: 'Claire Dumont',
    signatoryTitle: 'Proviseure',
    places: [
      {
        name: 'Gymnase des Canuts',
        type: 'Gymnase',
        description:
          'Grand gymnase lumineux au cœur du lycée, adapté aux sports collectifs et aux rencontres en soirée comme le week-end.',
        capacity: 200,
        surface: 1100,
        equipment:
          'Terrain de handball, 2 terrains de basket, 4 terrains de badminton, vestiaires avec douches, tribune de 150 places',
        reducedMobilityAccess: true,
        rentPriceCents: 2500,
        cleaningPriceCents: 1500,
        published: true,
        doors: [
          {
            name: 'Entrée principale',
            instructions:
              'Accès par le portail du 50 boulevard de la Croix-Rousse. Sonnez à l’interphone « Gymnase » : l’agent d’accueil ouvre la grille.',
          },
          {
            name: 'Porte des vestiaires',
            instructions:
              'Porte latérale côté cour, ouverte 15 minutes avant le début du créneau. Merci de la refermer en partant.',
          },
        ],
      },
      {
        name: 'Salle polyvalente Jacquard',
        type: 'Salle polyvalente',
        description:
          'Salle modulable pour assemblées générales, répétitions de théâtre, conférences ou fêtes associatives.',
        capacity: 120,
        surface: 180,
        equipment: 'Scène démontable, sonorisation, vidéoprojecteur, 100 chaises, 20 tables',
        reducedMobilityAccess: true,
        rentPriceCents: 2000,
        cleaningPriceCents: 1200,
        published: true,
        doors: [
          {
            name: 'Hall d’accueil',
            instructions:
              'Entrée par le hall principal ; la salle se trouve au rez-de-chaussée, à gauche.',
          },
        ],
      },
      {
        name: 'Salle de danse',
        type: 'Salle de danse',
        description:
          'Studio au parquet flottant, idéal pour la danse, le yoga ou la gymnastique douce en petit groupe.',
        capacity: 30,
        surface: 140,
        equipment: 'Parquet flottant, miroirs muraux, barres de danse, système audio',
        reducedMobilityAccess: false,
        rentPriceCents: 1800,
        cleaningPriceCents: 1000,
        published: true,
        doors: [
          {
            name: 'Escalier B',
            instructions:
              'Premier étage du bâtiment B, sans ascenseur. Les chaussures d’extérieur restent au vestiaire.',
          },
        ],
      },
      {
        name: 'Amphithéâtre Louise-Labé',
        type: 'Amphithéâtre',
        description:
          'Amphithéâtre de 180 places assises en cours de rénovation : il n’est pas encore proposé à la réservation.',
        capacity: 180,
        surface: 220,
        equipment: 'Gradins, pupitre, sonorisation, vidéoprojecteur',
        reducedMobilityAccess: true,
        rentPriceCents: 3000,
        cleaningPriceCents: 1500,
        published: false,
        doors: [
          {
            name: 'Entrée haute',
            instructions:
              'Accès par la coursive du deuxième étage, badge remis par l’agent d’accueil.',
          },
        ],
      },
    ],
  },
  {
    name: 'Lycée professionnel des Gratte-Ciel',
    type: 'Lycée professionnel',
    uai: '0694125J',
    address: '24 avenue Henri-Barbusse',
    postalCode: '69100',
    city: 'Villeurbanne',
    latitude: 45.7691,
    longitude: 4.8797,
    phone: '+33465710202',
    email: 'secretariat.gratte-ciel@espaces.test',
    signatoryName: 'Karim Benali',
    signatoryTitle: 'Proviseur',
    places: [
      {
        name: 'Gymnase Henri-Barbusse',
        type: 'Gymnase',
        description:
          'Gymnase rénové en 2022, apprécié des clubs de volley-ball et de futsal du quartier.',
        capacity: 150,
        surface: 900,
        equipment:
          'Terrain de volley-ball, buts de futsal, vestiaires avec douches, local de rangement',
        reducedMobilityAccess: true,
        rentPriceCents: 2200,
        cleaningPriceCents: 1500,
        published: true,
        doors: [
          {
            name: 'Entrée rue Paul-Verlaine',
            instructions:
              'Portillon côté rue Paul-Verlaine, code transmis par l’établissement une fois la réservation validée.',
          },
        ],
      },
      {
        name: 'Plateau sportif',
        type: 'Terrain extérieur',
        description:
          'Terrain extérieur éclairé, pour le football à sept, le basket de rue ou les entraînements en plein air.',
        capacity: 60,
        surface: 1800,
        equipment: 'Revêtement synthétique, éclairage, 2 paniers de basket, buts amovibles',
        reducedMobilityAccess: true,
        rentPriceCents: 1500,
        cleaningPriceCents: 500,
        published: true,
        doors: [
          {
            name: 'Grand portail',
            instructions:
              'Accès par le grand portail du parking enseignants, ouvert par le gardien.',
          },
          {
            name: 'Portillon du gymnase',
            instructions: 'Passage par le gymnase, uniquement lorsque celui-ci est aussi réservé.',
          },
        ],
      },
      {
        name: 'Salle de réunion Lumière',
        type: 'Salle de réunion',
        description:
          'Salle calme pour les conseils d’administration, formations et réunions de bénévoles.',
        capacity: 25,
        surface: 60,
        equipment: 'Grande table de réunion, écran interactif, Wi-Fi, paperboard',
        reducedMobilityAccess: true,
        rentPriceCents: 1000,
        cleaningPriceCents: 800,
        published: true,
        doors: [
          {
            name: 'Administration',
            instructions: 'Entrée par le bâtiment administratif ; la salle est au rez-de-chaussée.',
          },
        ],
      },
    ],
  },
];
