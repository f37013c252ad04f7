import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { takeYearlyNumber } from '../../db/yearly-counters.ts';
import {
  agreementBookings,
  agreementReferenceCounters,
  agreements,
  bookings,
  bookingSlots,
  doors,
  facilities,
  organizations,
  places,
  users,
} from '../../db/schema.ts';
import type { ListScope } from '@espaces/domain/access/list-scopes';
import { bookingRecordColumns, slotRecordColumns } from '../bookings/bookings.repository.ts';

// Queries of the agreements; decisions live in the services and the domain.

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementValues = typeof agreements.$inferInsert;

export interface AgreementView {
  agreement: AgreementRow;
  facilityName: string;
  facilityTerritoryId: string;
  facilityAddress: string;
  facilityPostalCode: string;
  facilityCity: string;
  organizationName: string;
}

const viewColumns = {
  agreement: agreements,
  facilityName: facilities.name,
  facilityTerritoryId: facilities.territoryId,
  facilityAddress: facilities.address,
  facilityPostalCode: facilities.postalCode,
  facilityCity: facilities.city,
  organizationName: organizations.name,
};

function viewQuery(db: Database) {
  return db
    .select(viewColumns)
    .from(agreements)
    .innerJoin(facilities, eq(facilities.id, agreements.facilityId))
    .innerJoin(organizations, eq(organizations.id, agreements.organizationId));
}

export async function findAgreementView(
  db: Database,
  agreementId: string,
): Promise<AgreementView | undefined> {
  const [row] = await viewQuery(db).where(eq(agreements.id, agreementId));
  return row;
}

export async function lockAgreement(
  tx: Database,
  agreementId: string,
): Promise<AgreementRow | undefined> {
  const [row] = await tx
    .select()
    .from(agreements)
    .where(eq(agreements.id, agreementId))
    .for('update');
  return row;
}

export interface AgreementFilters {
  statuses?: string[];
  facilityIds?: string[];
  territoryIds?: string[];
  facilityTypeIds?: string[];
  organizationIds?: string[];
  bookingIds?: string[];
  /** Upper case: references are stored so (agreement/agreement-reference.ts). */
  reference?: string;
  /** Organisations never see drafts. */
  hideDrafts: boolean;
}

/** Agreements within a list scope; also the payments' scope (their agreement's parties). */
export function agreementScopeCondition(scope: ListScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'none':
      return sql`false`;
    case 'organization':
      return eq(agreements.organizationId, scope.organizationId);
    case 'facilities':
      return or(
        scope.facilityIds.length > 0 ? inArray(facilities.id, scope.facilityIds) : undefined,
        scope.territoryIds.length > 0
          ? inArray(facilities.territoryId, scope.territoryIds)
          : undefined,
        sql`false`,
      );
  }
}

export const inList = (column: Parameters<typeof inArray>[0], values: string[] | undefined) =>
  values === undefined ? undefined : values.length === 0 ? sql`false` : inArray(column, values);

function listConditions(scope: ListScope, filters: AgreementFilters): SQL | undefined {
  const bookingCondition =
    filters.bookingIds === undefined
      ? undefined
      : sql`exists (select 1 from ${agreementBookings} where ${agreementBookings.agreementId} = ${agreements.id} and ${inList(agreementBookings.bookingId, filters.bookingIds)})`;
  return and(
    agreementScopeCondition(scope),
    filters.hideDrafts ? sql`${agreements.status} <> 'draft'` : undefined,
    inList(agreements.status, filters.statuses),
    inList(agreements.facilityId, filters.facilityIds),
    inList(facilities.territoryId, filters.territoryIds),
    inList(facilities.facilityTypeId, filters.facilityTypeIds),
    inList(agreements.organizationId, filters.organizationIds),
    filters.reference === undefined ? undefined : eq(agreements.reference, filters.reference),
    bookingCondition,
  );
}

export async function listAgreementViews(
  db: Database,
  scope: ListScope,
  filters: AgreementFilters,
  window: { limit: number | undefined; offset: number },
): Promise<{ rows: AgreementView[]; total: number }> {
  const where = listConditions(scope, filters);
  const [counted] = await db
    .select({ total: count() })
    .from(agreements)
    .innerJoin(facilities, eq(facilities.id, agreements.facilityId))
    .where(where);
  const query = viewQuery(db)
    .where(where)
    .orderBy(desc(agreements.createdAt), asc(agreements.id))
    .offset(window.offset);
  const rows = window.limit === undefined ? await query : await query.limit(window.limit);
  return { rows, total: counted?.total ?? 0 };
}

/** The booking ids of an agreement, by reference. */
export async function bookingIdsOf(db: Database, agreementId: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(agreementBookings)
    .innerJoin(bookings, eq(bookings.id, agreementBookings.bookingId))
    .where(eq(agreementBookings.agreementId, agreementId))
    .orderBy(asc(bookings.reference));
  return rows.map((row) => row.id);
}

/** The agreement holding a booking, if any. */
export async function agreementHoldingBooking(
  db: Database,
  bookingId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ agreementId: agreementBookings.agreementId })
    .from(agreementBookings)
    .where(eq(agreementBookings.bookingId, bookingId));
  return row?.agreementId;
}

/** Approved bookings of an organisation at a facility that no agreement holds yet. */
export async function unattachedApprovedBookingIds(
  db: Database,
  facilityId: string,
  organizationId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(places, eq(places.id, bookings.placeId))
    .leftJoin(agreementBookings, eq(agreementBookings.bookingId, bookings.id))
    .where(
      and(
        eq(places.facilityId, facilityId),
        eq(bookings.organizationId, organizationId),
        eq(bookings.status, 'approved'),
        isNull(agreementBookings.agreementId),
      ),
    )
    .orderBy(asc(bookings.reference));
  return rows.map((row) => row.id);
}

/**
 * Serialises the preparations of one organisation's draft at one facility until the
 * transaction ends: two at once would both find no draft and both insert it (unique index).
 */
export async function lockDraftPreparation(
  tx: Database,
  facilityId: string,
  organizationId: string,
): Promise<void> {
  const key = `agreement-draft:${facilityId}:${organizationId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function findDraft(
  db: Database,
  facilityId: string,
  organizationId: string,
): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.facilityId, facilityId),
        eq(agreements.organizationId, organizationId),
        eq(agreements.status, 'draft'),
      ),
    )
    .for('update');
  return row;
}

export async function insertAgreement(
  tx: Database,
  values: AgreementValues,
): Promise<AgreementRow> {
  const [row] = await tx.insert(agreements).values(values).returning();
  return row!;
}

export async function attachBookings(tx: Database, agreementId: string, bookingIds: string[]) {
  if (bookingIds.length === 0) return;
  await tx
    .insert(agreementBookings)
    .values(bookingIds.map((bookingId) => ({ agreementId, bookingId })));
}

export async function updateAgreement(
  tx: Database,
  agreementId: string,
  values: Partial<AgreementValues>,
  now: Date,
): Promise<void> {
  await tx
    .update(agreements)
    .set({ ...values, updatedAt: now })
    .where(eq(agreements.id, agreementId));
}

/** The next agreement number of `year`: the counter row is locked until the transaction ends. */
export function takeAgreementReferenceNumber(tx: Database, year: number): Promise<number> {
  return takeYearlyNumber(tx, agreementReferenceCounters, year);
}

/** The last reference number taken in `year` (0 before the first), without locking. */
export async function lastAgreementReferenceNumber(db: Database, year: number): Promise<number> {
  const [row] = await db
    .select({ lastNumber: agreementReferenceCounters.lastNumber })
    .from(agreementReferenceCounters)
    .where(eq(agreementReferenceCounters.year, year));
  return row?.lastNumber ?? 0;
}

/** What the PDF says of the facility, the organisation and its representative. */
export async function agreementParties(db: Database, facilityId: string, organizationId: string) {
  const [facility] = await db.select().from(facilities).where(eq(facilities.id, facilityId));
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [representative] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return { facility: facility!, organization: organization!, representative };
}

/** The bookings of an agreement with their place, and their slots not cancelled. */
export async function agreementBookingsWithSlots(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return { rows: [], slots: [] };
  const rows = await db
    .select({ booking: bookingRecordColumns, place: places })
    .from(bookings)
    .innerJoin(places, eq(places.id, bookings.placeId))
    .where(inArray(bookings.id, bookingIds))
    .orderBy(asc(bookings.reference));
  const slots = await db
    .select(slotRecordColumns)
    .from(bookingSlots)
    .where(and(inArray(bookingSlots.bookingId, bookingIds), eq(bookingSlots.cancelled, false)))
    .orderBy(asc(bookingSlots.startDate));
  return { rows, slots };
}

export async function doorsOf(db: Database, placeIds: string[]) {
  if (placeIds.length === 0) return [];
  return db
    .select()
    .from(doors)
    .where(inArray(doors.placeId, placeIds))
    .orderBy(asc(doors.placeId), asc(doors.position), asc(doors.id));
}

/** Organisations holding bookings at a facility, by name. */
export async function organizationsBookingAt(db: Database, facilityId: string) {
  return db
    .selectDistinct({ id: organizations.id, name: organizations.name })
    .from(bookings)
    .innerJoin(places, eq(places.id, bookings.placeId))
    .innerJoin(organizations, eq(organizations.id, bookings.organizationId))
    .where(eq(places.facilityId, facilityId))
    .orderBy(asc(organizations.name), asc(organizations.id));
}
