import { eq } from 'drizzle-orm';
import type { FacilityProfile } from '@espaces/domain/access/actor';
import type { Database } from '../../db/client.ts';
import { DEMO_FACILITIES } from '../../db/seed/demo-catalog.ts';
import {
  facilities,
  facilityMemberships,
  facilityTypes,
  territories,
  territoryMemberships,
  users,
} from '../../db/schema.ts';

/** Ids of the seeded demo data the users API tests rely on. */
export interface DemoDirectory {
  canutsId: string;
  gratteCielId: string;
  territoryId: string;
  userIds: Record<string, string>;
}

export async function demoDirectory(db: Database): Promise<DemoDirectory> {
  const facilityRows = await db.select().from(facilities);
  const byUai = (uai: string) => facilityRows.find((facility) => facility.uai === uai)!;
  const canuts = byUai(DEMO_FACILITIES[0]!.uai);
  const gratteCiel = byUai(DEMO_FACILITIES[1]!.uai);
  const userRows = await db.select({ id: users.id, email: users.email }).from(users);
  return {
    canutsId: canuts.id,
    gratteCielId: gratteCiel.id,
    territoryId: canuts.territoryId,
    userIds: Object.fromEntries(userRows.map((user) => [user.email, user.id])),
  };
}

/** A facility of another territory, which the demo territory admin does not administer. */
export async function createForeignFacility(
  db: Database,
): Promise<{ id: string; territoryId: string }> {
  const [territory] = await db
    .insert(territories)
    .values({ name: 'Territoire de Savoie', code: 'SAVOIE' })
    .returning();
  const [facilityType] = await db.select().from(facilityTypes).limit(1);
  const [facility] = await db
    .insert(facilities)
    .values({
      name: 'Lycée du Mont-Blanc',
      facilityTypeId: facilityType!.id,
      territoryId: territory!.id,
      uai: '0740001A',
      address: '1 avenue du Lac',
      postalCode: '74000',
      city: 'Annecy',
      latitude: 45.9,
      longitude: 6.12,
    })
    .returning();
  return { id: facility!.id, territoryId: territory!.id };
}

/** An institutional user (without password) holding the given memberships. */
export async function createStaffUser(
  db: Database,
  options: {
    email: string;
    lastName?: string;
    facilities?: { facilityId: string; profile: FacilityProfile }[];
    territoryIds?: string[];
    isActive?: boolean;
  },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      firstName: 'Agent',
      lastName: options.lastName ?? 'Testeur',
      roles: ['ROLE_INSTITUTIONAL'],
      isActive: options.isActive ?? true,
    })
    .returning();
  for (const membership of options.facilities ?? []) {
    await db.insert(facilityMemberships).values({ userId: user!.id, ...membership });
  }
  for (const territoryId of options.territoryIds ?? []) {
    await db
      .insert(territoryMemberships)
      .values({ userId: user!.id, territoryId, profile: 'TERRITORY_PROFILE_ADMIN' });
  }
  return user!.id;
}

export async function userRow(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!;
}

export const facilityIri = (id: string) => `/api/facilities/${id}`;
export const territoryIri = (id: string) => `/api/territories/${id}`;
