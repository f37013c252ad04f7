import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  facilities,
  facilityMemberships,
  organizations,
  places,
  territories,
  territoryMemberships,
  timeSlots,
  users,
} from '../../src/db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/index.ts';
import { verifyPassword } from '../../src/modules/auth/password-hashing.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (const [index, char] of [...digits].reverse().entries()) {
    const doubled = index % 2 === 1 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

describe('demo data', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('has every demo account, with the demo password', async () => {
    const rows = await db.select().from(users);
    expect(rows.map((user) => user.email).sort()).toEqual(Object.keys(DEMO_ACCOUNTS).sort());
    const central = rows.find((user) => user.email === 'central@espaces.test');
    expect(await verifyPassword(central!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    expect(new Set(rows.map((user) => user.passwordHash)).size).toBe(1);
  });

  it('gives the staff accounts their roles and profiles', async () => {
    const profiles = await db
      .select({ email: users.email, roles: users.roles, profile: facilityMemberships.profile })
      .from(facilityMemberships)
      .innerJoin(users, eq(users.id, facilityMemberships.userId))
      .innerJoin(facilities, eq(facilities.id, facilityMemberships.facilityId))
      .where(eq(facilities.name, 'Lycée polyvalent des Canuts'));
    expect(profiles.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      {
        email: 'admin@espaces.test',
        roles: ['ROLE_INSTITUTIONAL'],
        profile: 'FACILITY_PROFILE_ADMIN',
      },
      {
        email: 'superviseur@espaces.test',
        roles: ['ROLE_INSTITUTIONAL'],
        profile: 'FACILITY_PROFILE_SUPERVISOR',
      },
      {
        email: 'validateur@espaces.test',
        roles: ['ROLE_INSTITUTIONAL'],
        profile: 'FACILITY_PROFILE_VALIDATOR',
      },
    ]);
    const territoryAdmins = await db
      .select({ email: users.email, code: territories.code })
      .from(territoryMemberships)
      .innerJoin(users, eq(users.id, territoryMemberships.userId))
      .innerJoin(territories, eq(territories.id, territoryMemberships.territoryId));
    expect(territoryAdmins).toEqual([{ email: 'territoire@espaces.test', code: 'LYON' }]);
  });

  it('has an organisation in each status, each with its representative', async () => {
    const rows = await db
      .select({ email: users.email, organization: organizations })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId));
    const statusOf = Object.fromEntries(rows.map((row) => [row.email, row.organization.status]));
    expect(statusOf).toEqual({
      'asso@espaces.test': 'validated',
      'asso-attente@espaces.test': 'to_review',
      'asso-nouvelle@espaces.test': 'email_to_validate',
      'asso-non-conforme@espaces.test': 'non_compliant',
      'asso-rejetee@espaces.test': 'rejected',
    });
    for (const { organization } of rows) {
      if (organization.siret) expect(passesLuhn(organization.siret), organization.siret).toBe(true);
      if (organization.rna) expect(organization.rna).toMatch(/^W\d{9}$/);
      expect(organization.siret ?? organization.rna).toMatch(/^(\d{14}|W\d{9})$/);
    }
    const reasons = rows.map(({ organization: o }) => [
      o.status,
      o.nonComplianceReason,
      o.rejectionReason,
    ]);
    expect(reasons).toContainEqual(['non_compliant', expect.any(String), null]);
    expect(reasons).toContainEqual(['rejected', null, expect.any(String)]);
  });

  it('validated every e-mail but the one still to validate', async () => {
    const rows = await db.select().from(users);
    const notValidated = rows.filter((user) => user.emailValidatedAt === null);
    expect(notValidated.map((user) => user.email)).toEqual(['asso-nouvelle@espaces.test']);
  });

  it('opens every place for the current school year', async () => {
    const facilityRows = await db.select().from(facilities);
    for (const facility of facilityRows) expect(facility.uai).toMatch(/^\d{7}[A-Z]$/);
    const placeRows = await db.select().from(places);
    expect(placeRows.length).toBeGreaterThanOrEqual(6);
    expect(placeRows.some((place) => !place.published)).toBe(true);
    const now = Date.now();
    for (const place of placeRows) {
      const windows = await db.select().from(timeSlots).where(eq(timeSlots.placeId, place.id));
      expect(windows.length, place.name).toBeGreaterThan(200);
      expect(
        windows.some((window) => window.endDate.getTime() > now),
        place.name,
      ).toBe(true);
    }
  });
});
