import { hashPassword } from '../../modules/auth/password-hashing.ts';
import { fillListTexts } from '../../modules/bookings/list-texts/list-texts.repository.ts';
import type { Database, Transaction } from '../client.ts';
import {
  doors,
  facilities,
  facilityMemberships,
  facilityTypes,
  organizations,
  places,
  placeTypes,
  territories,
  territoryMemberships,
  timeSlots,
  users,
} from '../schema.ts';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_USERS } from './demo-accounts.ts';
import {
  DEMO_FACILITIES,
  DEMO_FACILITY_TYPES,
  DEMO_PLACE_TYPES,
  DEMO_TERRITORY,
} from './demo-catalog.ts';
import { schoolYearOpeningWindows } from './opening-windows.ts';

const BATCH_SIZE = 500;
const DAY_MS = 86_400_000;

/**
 * Fills an empty database with the demo territory, establishments, spaces, opening windows
 * of the current school year and the demo accounts (README « Comptes de démonstration »), in one
 * transaction.
 */
export async function seedDemoData(db: Database, options: { now: Date }): Promise<void> {
  // Hashed once: argon2id is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const catalog = await seedCatalog(tx, options.now);
    await seedAccounts(tx, { ...catalog, passwordHash, now: options.now });
  });
  await fillListTexts(db);
}

interface Catalog {
  territoryId: string;
  /** The facility of the demo staff accounts. */
  firstFacilityId: string;
}

/** Reference data, territory, establishments, spaces, doors and opening windows. */
async function seedCatalog(tx: Transaction, now: Date): Promise<Catalog> {
  const facilityTypeIds = idsByName(
    await tx
      .insert(facilityTypes)
      .values(DEMO_FACILITY_TYPES.map((name) => ({ name })))
      .returning(),
  );
  const placeTypeIds = idsByName(
    await tx
      .insert(placeTypes)
      .values(DEMO_PLACE_TYPES.map((name) => ({ name })))
      .returning(),
  );
  const [territory] = await tx.insert(territories).values(DEMO_TERRITORY).returning();
  const windows = schoolYearOpeningWindows(now);
  const facilityIds: string[] = [];
  for (const { places: demoPlaces, type, ...facility } of DEMO_FACILITIES) {
    const [created] = await tx
      .insert(facilities)
      .values({ ...facility, facilityTypeId: facilityTypeIds[type]!, territoryId: territory!.id })
      .returning({ id: facilities.id });
    facilityIds.push(created!.id);
    for (const { doors: demoDoors, type: placeType, ...place } of demoPlaces) {
      const [createdPlace] = await tx
        .insert(places)
        .values({ ...place, facilityId: created!.id, placeTypeId: placeTypeIds[placeType]! })
        .returning({ id: places.id });
      const placeId = createdPlace!.id;
      await tx
        .insert(doors)
        .values(demoDoors.map((door, position) => ({ ...door, placeId, position })));
      for (let i = 0; i < windows.length; i += BATCH_SIZE) {
        const batch = windows.slice(i, i + BATCH_SIZE).map((window) => ({ ...window, placeId }));
        await tx.insert(timeSlots).values(batch);
      }
    }
  }
  return { territoryId: territory!.id, firstFacilityId: facilityIds[0]! };
}

function idsByName(rows: { id: string; name: string }[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

async function seedAccounts(
  tx: Transaction,
  context: Catalog & { passwordHash: string; now: Date },
): Promise<void> {
  const organizationIds: Record<string, string> = {};
  for (const [key, organization] of Object.entries(DEMO_ORGANIZATIONS)) {
    const [created] = await tx
      .insert(organizations)
      .values({ ...organization, legalForm: 'Association loi 1901' })
      .returning({ id: organizations.id });
    organizationIds[key] = created!.id;
  }
  const validatedAt = new Date(context.now.getTime() - 30 * DAY_MS);
  for (const { membership, organization, ...user } of DEMO_USERS) {
    const [created] = await tx
      .insert(users)
      .values({
        ...user,
        passwordHash: context.passwordHash,
        organizationId: organization ? organizationIds[organization] : null,
        // The e-mail of an organisation still in email_to_validate is, by definition, not validated.
        emailValidatedAt: organization === 'emailToValidate' ? null : validatedAt,
      })
      .returning({ id: users.id });
    const userId = created!.id;
    if (membership && 'territory' in membership) {
      await tx
        .insert(territoryMemberships)
        .values({ userId, territoryId: context.territoryId, profile: membership.profile });
    } else if (membership) {
      await tx
        .insert(facilityMemberships)
        .values({ userId, facilityId: context.firstFacilityId, profile: membership.profile });
    }
  }
}
