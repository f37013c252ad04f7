import { eq } from 'drizzle-orm';
import {
  createTestApp,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import type { Database } from '../../db/client.ts';
import { facilities, facilityTypes, territories } from '../../db/schema.ts';

// Test world of the facility and place API tests: the demo roles, signed in on demand, and a
// second territory with its own facility, outside everything the demo staff oversee.

export const DEMO_STAFF_FACILITY_UAI = '0693781K';
export const OTHER_LYON_FACILITY_UAI = '0694125J';

export async function facilityIdByUai(db: Database, uai: string): Promise<string> {
  const [row] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(facilities.uai, uai));
  if (!row) throw new Error(`No facility with UAI ${uai}`);
  return row.id;
}

export async function createOtherTerritoryFacility(db: Database) {
  const [territory] = await db
    .insert(territories)
    .values({ name: 'Pays de Savoie', code: 'SAVOIE' })
    .returning();
  const [facilityType] = await db
    .select()
    .from(facilityTypes)
    .where(eq(facilityTypes.name, 'Lycée général et technologique'));
  const [facility] = await db
    .insert(facilities)
    .values({
      name: 'Lycée du Mont-Blanc',
      facilityTypeId: facilityType!.id,
      territoryId: territory!.id,
      uai: '0740003B',
      address: '1 avenue du Savoy',
      postalCode: '74400',
      city: 'Chamonix-Mont-Blanc',
      latitude: 45.9237,
      longitude: 6.8694,
    })
    .returning();
  return { territory: territory!, facility: facility! };
}

export const STAFF = ['admin', 'superviseur', 'validateur'] as const;
export const EVERYONE = ['central', 'territoire', ...STAFF, 'asso', 'asso-attente'] as const;
export type Who = (typeof EVERYONE)[number];

function lazySignIn(context: TestContext) {
  const signedIn = new Map<Who, Promise<Cookies>>();
  return (who: Who | undefined): Promise<Cookies> => {
    if (!who) return Promise.resolve({});
    if (!signedIn.has(who)) signedIn.set(who, signIn(context.app, `${who}@espaces.test`));
    return signedIn.get(who)!;
  };
}

export interface World {
  context: TestContext;
  /** Signs `who` in once, on first use (argon2 makes each sign-in cost). */
  cookiesOf: (who: Who | undefined) => Promise<Cookies>;
  canutsId: string;
  gratteCielId: string;
  savoie: Awaited<ReturnType<typeof createOtherTerritoryFacility>>;
  lyonTerritoryId: string;
}

export async function createWorld(
  overrides: Parameters<typeof createTestApp>[0] = {},
): Promise<World> {
  const context = await createTestApp(overrides);
  const [lyon] = await context.db.select().from(territories).where(eq(territories.code, 'LYON'));
  return {
    context,
    cookiesOf: lazySignIn(context),
    canutsId: await facilityIdByUai(context.db, DEMO_STAFF_FACILITY_UAI),
    gratteCielId: await facilityIdByUai(context.db, OTHER_LYON_FACILITY_UAI),
    savoie: await createOtherTerritoryFacility(context.db),
    lyonTerritoryId: lyon!.id,
  };
}

export async function get(world: World, url: string, who?: Who) {
  return world.context.app.inject({ method: 'GET', url, cookies: await world.cookiesOf(who) });
}
