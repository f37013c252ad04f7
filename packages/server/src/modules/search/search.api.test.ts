import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { facilities, facilityTypes, placeTypes } from '../../db/schema.ts';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
} from '../../../test/support/factories.ts';
import { createWorld, EVERYONE, get, type World } from '../facilities/facility-test-data.ts';

// The savoie facility (its own territory, type « Lycée général et technologique ») holds the
// places this file creates; the demo facilities of Lyon keep their seeded places.

let world: World;
let danceTypeId: string;
let gymTypeId: string;
let polyvalentTypeId: string;

const SEEDED_PUBLISHED = [
  'Gymnase des Canuts',
  'Salle de danse',
  'Salle polyvalente Jacquard',
  'Gymnase Henri-Barbusse',
  'Plateau sportif',
  'Salle de réunion Lumière',
];

interface Member {
  name: string;
  capacity: number | null;
  reducedMobilityAccess: boolean;
  rentPrice: number;
  facility: { name: string; city: string; territory: { name: string } };
}
interface Collection {
  'hydra:member': Member[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
}

async function search(query: string, who?: (typeof EVERYONE)[number]): Promise<Collection> {
  const response = await get(world, `/api/search/places?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Collection>();
}
const names = (collection: Collection) => collection['hydra:member'].map((place) => place.name);

async function typeId(table: typeof placeTypes | typeof facilityTypes, name: string) {
  const [row] = await world.context.db.select().from(table).where(eq(table.name, name));
  return row!.id;
}

beforeAll(async () => {
  world = await createWorld();
  const { db } = world.context;
  danceTypeId = await typeId(placeTypes, 'Salle de danse');
  gymTypeId = await typeId(placeTypes, 'Gymnase');
  polyvalentTypeId = await typeId(facilityTypes, 'Lycée polyvalent');
  const savoieId = world.savoie.facility.id;
  await createPlace(db, {
    facilityId: savoieId,
    name: 'Dojo du Mont-Blanc',
    placeTypeId: danceTypeId,
    capacity: 40,
    reducedMobilityAccess: false,
    rentPriceCents: 1250,
  });
  await createPlace(db, { facilityId: savoieId, name: 'Salle cachée', published: false });
  const [closed] = await db
    .insert(facilities)
    .values({
      ...world.savoie.facility,
      id: undefined,
      name: 'Lycée fermé',
      uai: '0740004C',
      active: false,
    })
    .returning();
  await createPlace(db, { facilityId: closed!.id, name: 'Gymnase du lycée fermé' });
});
afterAll(() => world.context.close());

describe('GET /api/search/places', () => {
  it('lists the published places of active facilities by city, facility and name, to visitors', async () => {
    const result = await search('');
    expect(names(result)).toEqual([
      'Dojo du Mont-Blanc', // Chamonix-Mont-Blanc
      ...SEEDED_PUBLISHED, // Lyon (Canuts), then Villeurbanne (Gratte-Ciel)
    ]);
    expect(result['hydra:totalItems']).toBe(7);
    expect(result['hydra:member'][0]).toMatchObject({
      '@id': expect.stringMatching(/^\/api\/places\//),
      '@type': 'Place',
      placeType: { name: 'Salle de danse' },
      capacity: 40,
      rentPrice: 12.5,
      cleaningPrice: 10,
      facility: {
        name: 'Lycée du Mont-Blanc',
        city: 'Chamonix-Mont-Blanc',
        latitude: 45.9237,
        longitude: 6.8694,
        territory: { name: 'Pays de Savoie' },
        facilityType: { name: 'Lycée général et technologique' },
      },
    });
  });

  it.each(EVERYONE)('gives %s the same results as a visitor', async (who) => {
    expect(names(await search('', who))).toEqual(names(await search('')));
  });

  it('filters by territory, as an id, an IRI or a list', async () => {
    const savoie = world.savoie.territory.id;
    expect(names(await search(`territory=${savoie}`))).toEqual(['Dojo du Mont-Blanc']);
    expect(names(await search(`territory=/api/territories/${savoie}`))).toEqual([
      'Dojo du Mont-Blanc',
    ]);
    const both = await search(`territory[]=${savoie}&territory[]=${world.lyonTerritoryId}`);
    expect(both['hydra:totalItems']).toBe(7);
    expect(names(await search(`territory=${world.lyonTerritoryId}`))).toEqual(SEEDED_PUBLISHED);
  });

  it('filters by facility type', async () => {
    expect(names(await search(`facilityType=${polyvalentTypeId}`))).toEqual(
      SEEDED_PUBLISHED.slice(0, 3),
    );
    expect(names(await search(`facilityType[]=/api/facility_types/${polyvalentTypeId}`))).toEqual(
      SEEDED_PUBLISHED.slice(0, 3),
    );
  });

  it('filters by place type', async () => {
    expect(names(await search(`placeType=${gymTypeId}`))).toEqual([
      'Gymnase des Canuts',
      'Gymnase Henri-Barbusse',
    ]);
    expect(
      names(await search(`placeType[]=${gymTypeId}&placeType[]=/api/place_types/${danceTypeId}`)),
    ).toEqual([
      'Dojo du Mont-Blanc',
      'Gymnase des Canuts',
      'Salle de danse',
      'Gymnase Henri-Barbusse',
    ]);
  });

  it('keeps the places holding at least the minimum capacity', async () => {
    expect(names(await search('capacity[gte]=120'))).toEqual([
      'Gymnase des Canuts',
      'Salle polyvalente Jacquard',
      'Gymnase Henri-Barbusse',
    ]);
    expect(names(await search('capacity[gte]=200'))).toEqual(['Gymnase des Canuts']);
  });

  it('keeps the places accessible to reduced mobility', async () => {
    const accessible = await search('reducedMobilityAccess=true');
    expect(names(accessible)).toEqual(SEEDED_PUBLISHED.filter((name) => name !== 'Salle de danse'));
    expect(names(await search('reducedMobilityAccess=false'))).toEqual([
      'Dojo du Mont-Blanc',
      'Salle de danse',
    ]);
  });

  it('finds a text in the place name, the facility name or the city, ignoring accents', async () => {
    expect(names(await search('search=jacquard'))).toEqual(['Salle polyvalente Jacquard']);
    expect(names(await search('search=gratte-ciel'))).toEqual(SEEDED_PUBLISHED.slice(3));
    expect(names(await search('search=CHAMONIX'))).toEqual(['Dojo du Mont-Blanc']);
    expect(names(await search('search=reunion'))).toEqual(['Salle de réunion Lumière']);
    expect(names(await search('search=cachée'))).toEqual([]);
  });

  it('pages the results, and gives the map every place without pagination', async () => {
    const second = await search('itemsPerPage=3&page=2');
    expect(names(second)).toEqual(SEEDED_PUBLISHED.slice(2, 5));
    expect(second['hydra:totalItems']).toBe(7);
    expect(second['hydra:view']?.['hydra:next']).toContain('page=3');
    const pastTheEnd = await search('itemsPerPage=3&page=4');
    expect(pastTheEnd['hydra:member']).toEqual([]);
    expect(pastTheEnd['hydra:totalItems']).toBe(7);
    const map = await search('pagination=false&itemsPerPage=1');
    expect(map['hydra:member']).toHaveLength(7);
    expect(map['hydra:view']).toBeUndefined();
  });
});

describe('GET /api/search/places « disponible le »', () => {
  // A Tuesday in summer time and one in winter time, years ahead: Paris wall clock either way.
  const SUMMER_DAY = '2031-06-17';
  const WINTER_DAY = '2031-12-16';
  const OTHER_SUMMER_DAY = '2031-06-19';
  const at = (day: string, time: string) => parisWallClockToUtc(day, time);

  const range = (day: string, start: string, end: string) => ({
    startDate: at(day, start),
    endDate: at(day, end),
  });

  beforeAll(async () => {
    const { db } = world.context;
    const placeOpen = async (name: string, ...windows: ReturnType<typeof range>[]) => {
      const place = await createPlace(db, { name });
      for (const window of windows) await createOpeningWindow(db, place.id, window);
      return place.id;
    };
    type Status = Parameters<typeof createBooking>[1]['status'];
    const book = (placeId: string, status: Status, ...slots: Parameters<typeof range>[]) =>
      createBooking(db, { placeId, status, slots: slots.map((slot) => range(...slot)) });
    const booked = await placeOpen(
      'Disponibilité réservée 19 h',
      range(SUMMER_DAY, '18:00', '22:00'),
    );
    await book(booked, 'validated', [SUMMER_DAY, '19:00', '20:00']);
    // Freed ranges: a rejected booking and a cancelled slot hold nothing.
    await book(booked, 'rejected', [SUMMER_DAY, '18:00', '19:00']);
    await createBooking(db, {
      placeId: booked,
      status: 'new',
      slots: [{ ...range(SUMMER_DAY, '20:00', '21:00'), cancelled: true }],
    });
    await placeOpen(
      'Disponibilité en deux créneaux',
      range(SUMMER_DAY, '18:00', '20:00'),
      range(SUMMER_DAY, '20:00', '22:00'),
    );
    const bookedAround = await placeOpen(
      'Disponibilité entre deux réservations',
      range(OTHER_SUMMER_DAY, '18:00', '22:00'),
    );
    await book(
      bookedAround,
      'validated',
      [OTHER_SUMMER_DAY, '18:00', '18:30'],
      [OTHER_SUMMER_DAY, '21:00', '22:00'],
    );
    await placeOpen('Disponibilité en hiver', range(WINTER_DAY, '18:00', '20:00'));
  });

  const available = async (day: string, start: string, end: string) =>
    names(
      await search(`search=disponibilit&availableOn=${day}&startTime=${start}&endTime=${end}`),
    ).sort();

  it('keeps a place whose one window covers the range with no active booking over it', async () => {
    expect(await available(SUMMER_DAY, '18:00', '19:00')).toEqual([
      'Disponibilité en deux créneaux',
      'Disponibilité réservée 19 h',
    ]);
    expect(await available(SUMMER_DAY, '20:00', '22:00')).toEqual([
      'Disponibilité en deux créneaux',
      'Disponibilité réservée 19 h',
    ]);
  });

  it('leaves out a place booked over part of the range', async () => {
    expect(await available(SUMMER_DAY, '18:30', '19:30')).toEqual([
      'Disponibilité en deux créneaux',
    ]);
    expect(await available(SUMMER_DAY, '19:45', '20:15')).toEqual([]);
  });

  it('looks past a booking that ends before the range to the one that begins after it', async () => {
    const between = ['Disponibilité entre deux réservations'];
    expect(await available(OTHER_SUMMER_DAY, '18:30', '21:00')).toEqual(between);
    expect(await available(OTHER_SUMMER_DAY, '19:00', '20:00')).toEqual(between);
    expect(await available(OTHER_SUMMER_DAY, '18:15', '19:00')).toEqual([]);
    expect(await available(OTHER_SUMMER_DAY, '20:00', '21:30')).toEqual([]);
    expect(await available(OTHER_SUMMER_DAY, '21:30', '22:00')).toEqual([]);
  });

  it('leaves out a place whose windows cover the range only together, or not at all', async () => {
    expect(await available(SUMMER_DAY, '20:30', '22:30')).toEqual([]);
    expect(await available(SUMMER_DAY, '17:00', '18:30')).toEqual([]);
    expect(await available('2031-06-18', '18:00', '19:00')).toEqual([]);
  });

  it('reads the hours as Paris wall clock in winter too', async () => {
    expect(await available(WINTER_DAY, '18:00', '20:00')).toEqual(['Disponibilité en hiver']);
    expect(await available(WINTER_DAY, '17:00', '18:00')).toEqual([]);
  });

  it('combines with the other filters', async () => {
    const query = `availableOn=${SUMMER_DAY}&startTime=18:00&endTime=19:00`;
    expect(names(await search(`${query}&capacity[gte]=1`))).toEqual([]);
    expect(names(await search(`${query}&territory=${world.savoie.territory.id}`))).toEqual([]);
  });
});

describe('GET /api/search/places violations', () => {
  async function violations(query: string) {
    const response = await get(world, `/api/search/places?${query}`);
    expect(response.statusCode).toBe(422);
    return response
      .json<{ violations: { propertyPath: string; message: string }[] }>()
      .violations.map(({ propertyPath, message }) => ({ propertyPath, message }));
  }

  it('asks for the date and both hours together', async () => {
    expect(await violations('startTime=18:00')).toEqual([
      {
        propertyPath: 'availableOn',
        message: 'Indiquez la date à laquelle l’espace doit être disponible.',
      },
      { propertyPath: 'endTime', message: 'Indiquez l’heure de fin.' },
    ]);
    expect(await violations('availableOn=2031-06-17&endTime=20:00')).toEqual([
      { propertyPath: 'startTime', message: 'Indiquez l’heure de début.' },
    ]);
  });

  it('refuses an end that is not after the start', async () => {
    for (const hours of ['startTime=20:00&endTime=18:00', 'startTime=18:00&endTime=18:00']) {
      expect(await violations(`availableOn=2031-06-17&${hours}`)).toEqual([
        { propertyPath: 'endTime', message: 'L’heure de fin doit être après l’heure de début.' },
      ]);
    }
  });

  it('refuses a malformed date or time', async () => {
    expect(await violations('availableOn=17/06/2031&startTime=18:00&endTime=20:00')).toEqual([
      { propertyPath: 'availableOn', message: 'La date doit être au format AAAA-MM-JJ.' },
    ]);
    expect(await violations('availableOn=2031-02-30&startTime=18:00&endTime=20:00')).toEqual([
      { propertyPath: 'availableOn', message: 'La date doit être au format AAAA-MM-JJ.' },
    ]);
    expect(await violations('availableOn=2031-06-17&startTime=18h&endTime=24:00')).toEqual([
      { propertyPath: 'startTime', message: 'L’heure de début doit être au format HH:mm.' },
      { propertyPath: 'endTime', message: 'L’heure de fin doit être au format HH:mm.' },
    ]);
  });

  it('refuses malformed filters', async () => {
    expect(await violations('territory=lyon')).toEqual([
      { propertyPath: 'territory.0', message: 'Le territoire est invalide.' },
    ]);
    expect(await violations('capacity[gte]=beaucoup')).toEqual([
      {
        propertyPath: 'capacity[gte]',
        message: 'La capacité minimale doit être un nombre entier.',
      },
    ]);
    expect(await violations('reducedMobilityAccess=oui')).toEqual([
      { propertyPath: 'reducedMobilityAccess', message: 'L’accès PMR vaut true ou false.' },
    ]);
    expect(await violations('itemsPerPage=500')).toEqual([
      {
        propertyPath: 'itemsPerPage',
        message: 'Le nombre de résultats par page est d’au plus 100.',
      },
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents the search under « Recherche »', async () => {
    const response = await get(world, '/api/docs.json');
    const operation = response.json().paths['/api/search/places'].get;
    expect(operation.tags).toEqual(['Recherche']);
    expect(operation.summary).toMatch(/^Rechercher les espaces publiés/);
    const parameters = operation.parameters.map((parameter: { name: string }) => parameter.name);
    expect(parameters).toEqual(
      expect.arrayContaining(['territory[]', 'capacity[gte]', 'availableOn', 'startTime']),
    );
  });
});

describe('GET /api/search/places, answers written by PostgreSQL', () => {
  it('writes texts, prices and coordinates as JSON.stringify does', async () => {
    const { db } = world.context;
    const [meridian] = await db
      .insert(facilities)
      .values({
        ...world.savoie.facility,
        id: undefined,
        name: 'Lycée « du méridien » \\ "0°"',
        uai: '0740005D',
        latitude: 45,
        longitude: 0.00005,
      })
      .returning();
    await createPlace(db, {
      facilityId: meridian!.id,
      name: "Salle $& $1 'quotes'\ttab 🎾",
      capacity: null,
      rentPriceCents: 1999,
      cleaningPriceCents: 5,
    });
    const [member] = (await search('search=meridien'))['hydra:member'];
    expect(member).toMatchObject({
      name: "Salle $& $1 'quotes'\ttab 🎾",
      capacity: null,
      rentPrice: 19.99,
      cleaningPrice: 0.05,
      facility: { name: 'Lycée « du méridien » \\ "0°"', latitude: 45, longitude: 0.00005 },
    });
  });
});
