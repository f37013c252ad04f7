import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  bookings,
  facilities,
  organizationDocuments,
  organizations,
  places,
  users,
  userTokens,
} from '../../db/schema.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationDocumentRow = typeof organizationDocuments.$inferSelect;
export type UserRow = typeof users.$inferSelect;
// A transaction is a Database too: every query below runs inside or outside one.
export type Executor = Database;

export interface Representative {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export async function findOrganization(
  db: Executor,
  id: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** The row locked until the transaction ends, so two decisions never interleave. */
export async function lockOrganization(
  tx: Transaction,
  id: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row;
}

export async function updateOrganization(
  tx: Executor,
  id: string,
  values: Partial<typeof organizations.$inferInsert>,
): Promise<OrganizationRow> {
  const [row] = await tx
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, id))
    .returning();
  return row!;
}

export async function insertOrganization(
  tx: Executor,
  values: typeof organizations.$inferInsert,
): Promise<OrganizationRow> {
  const [row] = await tx.insert(organizations).values(values).returning();
  return row!;
}

export async function insertUser(
  tx: Executor,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

export async function insertDocuments(
  tx: Executor,
  values: (typeof organizationDocuments.$inferInsert)[],
): Promise<void> {
  await tx.insert(organizationDocuments).values(values);
}

export async function insertUserToken(
  tx: Executor,
  values: typeof userTokens.$inferInsert,
): Promise<void> {
  await tx.insert(userTokens).values(values);
}

/** The account already using this address (any case), if there is one. */
export async function findUserByEmail(
  db: Executor,
  email: string,
): Promise<Pick<UserRow, 'id' | 'email' | 'firstName'> | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Marks a token used if it is the live one of this purpose; returns its user, else undefined. */
export async function consumeUserToken(
  tx: Executor,
  tokenHash: string,
  purpose: 'email_validation',
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row;
}

/** Retires the user's unused links of a purpose, so only the newest one works. */
export async function retireUserTokens(
  tx: Executor,
  userId: string,
  purpose: 'email_validation',
  now: Date,
): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

/** The representative of each organisation: its first organisation account. */
export async function findRepresentatives(
  db: Executor,
  organizationIds: string[],
): Promise<Map<string, Representative>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .select({
      organizationId: users.organizationId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        inArray(users.organizationId, organizationIds),
        sql`'ROLE_ORGANIZATION' = ANY(${users.roles})`,
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id));
  const byOrganization = new Map<string, Representative>();
  for (const { organizationId, ...representative } of rows) {
    if (organizationId && !byOrganization.has(organizationId)) {
      byOrganization.set(organizationId, representative);
    }
  }
  return byOrganization;
}

export async function findDocumentsOf(
  db: Executor,
  organizationId: string,
): Promise<OrganizationDocumentRow[]> {
  return db
    .select()
    .from(organizationDocuments)
    .where(eq(organizationDocuments.organizationId, organizationId))
    .orderBy(asc(organizationDocuments.kind), asc(organizationDocuments.createdAt));
}

export async function findDocument(
  db: Executor,
  id: string,
): Promise<OrganizationDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationDocuments)
    .where(eq(organizationDocuments.id, id));
  return row;
}

/** Facilities the organisation has booked (any booking), with their territory. */
export async function findBookedFacilities(
  db: Executor,
  organizationId: string,
): Promise<{ facilityId: string; territoryId: string }[]> {
  return db
    .selectDistinct({ facilityId: facilities.id, territoryId: facilities.territoryId })
    .from(bookings)
    .innerJoin(places, eq(places.id, bookings.placeId))
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(bookings.organizationId, organizationId));
}

export async function markEmailValidated(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx.update(users).set({ emailValidatedAt: now, updatedAt: now }).where(eq(users.id, userId));
}
