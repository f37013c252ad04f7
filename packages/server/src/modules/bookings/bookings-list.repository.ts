import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListScope } from '@espaces/domain/access/list-scopes';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  bookingRecordColumns as bookingColumns,
  type BookingRecord,
} from './bookings.repository.ts';
import {
  aliasedIn,
  facilitiesScopeVersion,
  ORGANIZATION_NAMES_VERSION_KEY,
  organizationScopeVersion,
  scopeVersionOf,
  USERS_VERSION_KEY,
} from '../../db/indicator-versions.ts';
import { epochMs, jsonTuple } from '../../db/json-rows.ts';
import { perConnection, statementsByShape } from '../../db/prepared.ts';
import {
  auditHistoryFromJson,
  auditHistoryJsonOf,
  type AuditHistoryJson,
  type AuditHistoryRow,
} from '../audit/audit-events.ts';
import {
  jsonEuros,
  jsonIri,
  jsonNamedRef,
  jsonNullableString,
  jsonObject,
  jsonObjectOpen,
  jsonScalar,
  jsonString,
  jsonText,
  jsonUuid,
  jsonInstant,
  SEPARATORS,
  separatorSql,
  textList,
  textRecord,
  textRecordAs,
} from '../../db/json-text.ts';
import {
  slotsFromJson,
  slotsJsonOf,
  slotsTextOf,
  slotsFromText,
  type BookingSlotRow,
  type SlotsJson,
  type SlotText,
} from './booking-slots.repository.ts';
import {
  bookingSlots,
  bookings,
  facilities,
  organizations,
  places,
  users,
} from '../../db/schema.ts';

// Reading bookings with what their page and list show: one statement per page (its count,
// its bookings and their slots) and per booking page (its slots and history).

export interface BookingFilters {
  placeIds?: string[];
  organizationIds?: string[];
  facilityIds?: string[];
  territoryIds?: string[];
  facilityTypeIds?: string[];
  statuses?: string[];
  /** Bookings having one slot starting at or after `slotsStartAfter` and ending at or before `slotsEndBefore`. */
  slotsStartAfter?: Date;
  slotsEndBefore?: Date;
  /** Upper case without spaces, as references are stored (booking/booking-reference.ts). */
  reference?: string;
}

export interface BookingOrder {
  field: 'firstSlot' | 'reference';
  direction: 'asc' | 'desc';
}

const firstSlotStart = sql<
  Date | string | null
>`(select min(${bookingSlots.startDate}) from ${bookingSlots} where ${bookingSlots.bookingId} = ${bookings.id})`;

/** What a booking's list and page show of its place, facility, organisation and creator. */
const bookingContextColumns = {
  placeName: places.name,
  facilityId: facilities.id,
  facilityName: facilities.name,
  facilityCity: facilities.city,
  facilityTerritoryId: facilities.territoryId,
  organizationName: organizations.name,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

const bookingViewColumns = { booking: bookingColumns, ...bookingContextColumns };

export interface BookingViewRow {
  booking: BookingRecord;
  placeName: string;
  facilityId: string;
  facilityName: string;
  facilityCity: string;
  facilityTerritoryId: string;
  organizationName: string;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}

/**
 * `column in ($name0, $name1, …)`, one placeholder per value: PostgreSQL then settles on a
 * generic plan for the statement (as good as the custom ones), where `= any($name)` kept it
 * planning every execution (0.3–1.9 ms each). The shape therefore counts the values.
 */
const inList = (column: AnyPgColumn, name: string, values: readonly unknown[]) =>
  values.length === 0
    ? sql`false`
    : inArray(
        column,
        values.map((_, index) => sql.placeholder(`${name}${index}`)),
      );

function scopeCondition(scope: ListScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'none':
      return sql`false`;
    case 'organization':
      return eq(bookings.organizationId, sql.placeholder('scopeOrganizationId'));
    case 'facilities':
      return or(
        scope.facilityIds.length > 0
          ? inList(facilities.id, 'scopeFacilityIds', scope.facilityIds)
          : undefined,
        scope.territoryIds.length > 0
          ? inList(facilities.territoryId, 'scopeTerritoryIds', scope.territoryIds)
          : undefined,
        sql`false`,
      );
  }
}

/**
 * The data version of a list (db/indicator-versions.ts): what its texts read is keyed by their
 * places, the facilities (and territories), organisations' and users' names; an organisation's
 * also counts its bookings.
 */
function scopeVersion(scope: ListScope): SQL<string> | undefined {
  const shared = [ORGANIZATION_NAMES_VERSION_KEY, USERS_VERSION_KEY];
  if (scope.kind === 'all') return facilitiesScopeVersion(sql`true`, shared);
  if (scope.kind === 'organization') {
    return organizationScopeVersion(sql`${sql.placeholder('scopeOrganizationId')}`, shared);
  }
  if (scope.kind !== 'facilities') return undefined;
  const inScope = sql`(${aliasedIn('sf.id', 'scopeFacilityIds', scope.facilityIds)} OR ${aliasedIn('sf.territory_id', 'scopeTerritoryIds', scope.territoryIds)})`;
  return facilitiesScopeVersion(inScope, shared);
}

function slotPeriodCondition(filters: BookingFilters): SQL | undefined {
  if (!filters.slotsStartAfter && !filters.slotsEndBefore) return undefined;
  const after = filters.slotsStartAfter
    ? sql` and ${bookingSlots.startDate} >= ${sql.placeholder('slotsStartAfter')}`
    : sql``;
  const before = filters.slotsEndBefore
    ? sql` and ${bookingSlots.endDate} <= ${sql.placeholder('slotsEndBefore')}`
    : sql``;
  return sql`exists (select 1 from ${bookingSlots} where ${bookingSlots.bookingId} = ${bookings.id}${after}${before})`;
}

/**
 * The conditions with their values as placeholders: which filters are set decides the text
 * (see shapeOf), the values come from parametersOf.
 */
function conditions(scope: ListScope, filters: BookingFilters): SQL | undefined {
  const when = (values: readonly unknown[] | undefined, column: AnyPgColumn, name: string) =>
    values === undefined ? undefined : inList(column, name, values);
  return and(
    scopeCondition(scope),
    when(filters.placeIds, bookings.placeId, 'placeIds'),
    when(filters.organizationIds, bookings.organizationId, 'organizationIds'),
    when(filters.facilityIds, facilities.id, 'facilityIds'),
    when(filters.territoryIds, facilities.territoryId, 'territoryIds'),
    when(filters.facilityTypeIds, facilities.facilityTypeId, 'facilityTypeIds'),
    when(filters.statuses, bookings.status, 'statuses'),
    slotPeriodCondition(filters),
    // A plain equality: the unique index on the reference answers it (docs/performance.md#mechanisms).
    filters.reference === undefined
      ? undefined
      : eq(bookings.reference, sql.placeholder('reference')),
  );
}

/** Each list becomes one parameter per value, named as `inList` names them. */
function parametersOf(scope: ListScope, filters: BookingFilters): Record<string, unknown> {
  const lists: Record<string, readonly unknown[] | undefined> = {
    scopeFacilityIds: scope.kind === 'facilities' ? scope.facilityIds : undefined,
    scopeTerritoryIds: scope.kind === 'facilities' ? scope.territoryIds : undefined,
    placeIds: filters.placeIds,
    organizationIds: filters.organizationIds,
    facilityIds: filters.facilityIds,
    territoryIds: filters.territoryIds,
    facilityTypeIds: filters.facilityTypeIds,
    statuses: filters.statuses,
  };
  const parameters: Record<string, unknown> = {
    scopeOrganizationId: scope.kind === 'organization' ? scope.organizationId : undefined,
    slotsStartAfter: filters.slotsStartAfter?.toISOString(),
    slotsEndBefore: filters.slotsEndBefore?.toISOString(),
    reference: filters.reference,
  };
  for (const [name, values] of Object.entries(lists)) {
    values?.forEach((value, index) => (parameters[`${name}${index}`] = value));
  }
  return parameters;
}

/** What the SQL text of a page depends on: which filters are set, with how many values; the limit. */
function shapeOf(
  scope: ListScope,
  filters: BookingFilters,
  order: BookingOrder,
  limit: number | undefined,
): string {
  const sizes = [
    ...(scope.kind === 'facilities' ? [scope.facilityIds, scope.territoryIds] : []),
    filters.placeIds,
    filters.organizationIds,
    filters.facilityIds,
    filters.territoryIds,
    filters.facilityTypeIds,
    filters.statuses,
  ].map((values) => values?.length ?? '-');
  const period = `${filters.slotsStartAfter ? 'a' : '-'}${filters.slotsEndBefore ? 'b' : '-'}`;
  const reference = filters.reference === undefined ? '-' : 'r';
  return [scope.kind, ...sizes, period, reference, order.field, order.direction, limit ?? '-'].join(
    ' ',
  );
}

function readsFacilities(scope: ListScope, filters: BookingFilters): boolean {
  return (
    scope.kind === 'facilities' ||
    filters.facilityIds !== undefined ||
    filters.territoryIds !== undefined ||
    filters.facilityTypeIds !== undefined
  );
}

/** A booking's own columns as `bookingJson` writes them: instants in milliseconds (see epochMs). */
type BookingColumnsJson = Omit<BookingViewRow['booking'], 'createdAt' | 'updatedAt'> & {
  createdAt: number;
  updatedAt: number;
};

const bookingColumnsTuple = jsonTuple<BookingColumnsJson>({
  ...bookingColumns,
  createdAt: epochMs(bookingColumns.createdAt),
  updatedAt: epochMs(bookingColumns.updatedAt),
});

/** A booking with what its list and page show, as `bookingJson` writes it. */
interface BookingJson extends Omit<BookingViewRow, 'booking'> {
  booking: unknown[];
  slots: SlotsJson;
}

/**
 * A booking with what its list and page show, its slots included, as one JSON value built by
 * PostgreSQL: Node parses one text value instead of decoding dozens of columns per row. Tuples
 * (see jsonTuple), read back by fromJson.
 */
const bookingTuple = jsonTuple<BookingJson>({
  booking: bookingColumnsTuple.sql,
  ...bookingContextColumns,
  slots: slotsJsonOf(bookings.id),
});
const bookingJson = bookingTuple.sql;

/** The tables `bookingJson` reads, joined to the bookings already in the FROM clause. */
const bookingJsonJoins = sql`join ${places} on ${places.id} = ${bookings.placeId}
  join ${facilities} on ${facilities.id} = ${places.facilityId}
  join ${organizations} on ${organizations.id} = ${bookings.organizationId}
  left join ${users} on ${users.id} = ${bookings.createdByUserId}`;

export type BookingWithSlots = BookingViewRow & { slots: BookingSlotRow[] };

function fromJson(tuple: readonly unknown[]): BookingWithSlots {
  const { booking, slots, ...view } = bookingTuple.read(tuple);
  const columns = bookingColumnsTuple.read(booking);
  return {
    ...view,
    booking: {
      ...columns,
      createdAt: new Date(columns.createdAt),
      updatedAt: new Date(columns.updatedAt),
    },
    slots: slotsFromJson(columns.id, slots),
  };
}

/**
 * A booking of a list as PostgreSQL writes it: the JSON text of the contract's Booking
 * (presentBooking) but for what Node computes with the domain (the stored original data and
 * last signed slots, read back by their own rules; prices; abilities), and the columns these
 * need. See presentBookingText.
 */
export interface BookingText {
  /** `{"@id":…,"cleaningPrice":…,"originalData":` */
  head: string;
  originalData: unknown;
  previousContractTimeSlots: { startDate: string; endDate: string }[] | null;
  /** `,"rejectionReason":…,"bookingSlots":[` */
  middle: string;
  /** Named as a CancellableBooking's: the row is what bookingAbilities reads. */
  bookingSlots: SlotText[];
  /** `,"createdAt":"…"` */
  tail: string;
  status: BookingViewRow['booking']['status'];
  organizationId: string;
  facilityId: string;
  facilityTerritoryId: string;
  rentPriceCents: number;
  cleaningPriceCents: number;
}

/** A nullable part: `null` when any of its columns is NULL (a NULL text makes the whole NULL). */
const orNull = (parts: Parameters<typeof jsonText>[0]) => [
  sql`coalesce(${jsonText(parts)}, 'null')`,
];

const bookingHead = jsonText(
  jsonObjectOpen(
    [
      ['@id', jsonIri('bookings', bookings.id)],
      ['@type', ['"Booking"']],
      ['id', jsonUuid(bookings.id)],
      ['status', jsonString(bookings.status)],
      ['reference', jsonString(bookings.reference)],
      [
        'place',
        jsonNamedRef('places', bookings.placeId, places.name, [
          [
            'facility',
            jsonNamedRef('facilities', facilities.id, facilities.name, [
              ['city', jsonString(facilities.city)],
            ]),
          ],
        ]),
      ],
      [
        'createdBy',
        jsonObject([
          ['@id', orNull(jsonIri('users', bookings.createdByUserId))],
          ['id', orNull(jsonUuid(bookings.createdByUserId))],
          ['firstName', jsonNullableString(users.firstName, '""')],
          ['lastName', jsonNullableString(users.lastName, '""')],
          [
            'organization',
            jsonNamedRef('organizations', bookings.organizationId, organizations.name),
          ],
        ]),
      ],
      ['purposeType', jsonString(bookings.purposeType)],
      [
        'query',
        orNull(
          jsonObject([
            ['weekDay', [sql`${bookings.queryWeekDay}::text`]],
            ['startTime', jsonString(bookings.queryStartTime)],
            ['endTime', jsonString(bookings.queryEndTime)],
          ]),
        ),
      ],
      ['activity', jsonString(bookings.activity)],
      ['expectedAttendance', jsonScalar(bookings.expectedAttendance)],
      ['rentPrice', jsonEuros(bookings.rentPriceCents)],
      ['cleaningPrice', jsonEuros(bookings.cleaningPriceCents)],
    ],
    'originalData',
  ),
);

/** A jsonb column as its text, '' when NULL. */
const jsonbText = (column: AnyPgColumn) => sql`coalesce(${column}::text, '')`;

/**
 * `text` read with the booking's place, facility, organisation and creator: a subquery, so that
 * a list whose texts are kept joins none of them, and the texts are written where the booking
 * is the only row at hand.
 */
const inBookingContext = (text: SQL) => sql<string>`(select ${text} from ${places}
  join ${facilities} on ${facilities.id} = ${places.facilityId}
  join ${organizations} on ${organizations.id} = ${bookings.organizationId}
  left join ${users} on ${users.id} = ${bookings.createdByUserId}
  where ${places.id} = ${bookings.placeId})`;

/** A booking's record before its slots. */
const bookingHeadRecord = textRecord(SEPARATORS[1], {
  head: bookingHead,
  originalData: jsonbText(bookings.originalData),
  previousContractTimeSlots: jsonbText(bookings.previousContractTimeSlots),
  middle: jsonText([
    ',"rejectionReason":',
    ...jsonNullableString(bookings.rejectionReason),
    ',"bookingSlots":[',
  ]),
});

/** A booking's record after its slots. */
const bookingTailRecord = textRecord(SEPARATORS[1], {
  tail: jsonText([',"createdAt":', ...jsonInstant(bookings.createdAt)]),
  status: bookings.status,
  organizationId: sql`${bookings.organizationId}::text`,
  facilityId: sql`${facilities.id}::text`,
  facilityTerritoryId: sql`${facilities.territoryId}::text`,
  rentPriceCents: sql`${bookings.rentPriceCents}::text`,
  cleaningPriceCents: sql`${bookings.cleaningPriceCents}::text`,
});

/** What the booking's list text columns hold (fillListTexts writes them). */
export const bookingListText = {
  head: inBookingContext(bookingHeadRecord.sql),
  tail: inBookingContext(bookingTailRecord.sql),
};

/**
 * A booking of a list: its head and tail kept in columns (a NULL one written here as it always
 * was), its slots always written here (their `available` depends on other bookings).
 */
const bookingTextRecord = textRecordAs(
  SEPARATORS[1],
  [...bookingHeadRecord.names, 'slots', ...bookingTailRecord.names],
  sql<string>`concat_ws(${separatorSql(SEPARATORS[1])},
    coalesce(${bookings.listTextHead}, ${bookingListText.head}),
    ${slotsTextOf(bookings.id)},
    coalesce(${bookings.listTextTail}, ${bookingListText.tail}))`,
);

const parsedOrNull = (json: string): unknown => (json === '' ? null : JSON.parse(json));

/** The bookings `pageQuery` wrote as text (see textRecord). */
function bookingTextsOf(text: string): BookingText[] {
  return textList(text, SEPARATORS[0]).map((record) => {
    const booking = bookingTextRecord.read(record);
    return {
      ...booking,
      status: booking.status as BookingText['status'],
      originalData: parsedOrNull(booking.originalData),
      previousContractTimeSlots: parsedOrNull(
        booking.previousContractTimeSlots,
      ) as BookingText['previousContractTimeSlots'],
      bookingSlots: slotsFromText(booking.slots),
      rentPriceCents: Number(booking.rentPriceCents),
      cleaningPriceCents: Number(booking.cleaningPriceCents),
    };
  });
}

/**
 * The page query of one shape: one statement, one row (the count and the page's bookings as a
 * JSON array). The matching bookings are a CTE read twice, so PostgreSQL materialises it and
 * plans it for full retrieval from the narrowest filter (a facility's places, an
 * organisation), instead of walking the order's index with the LIMIT in mind (a menu count of
 * 72 bookings once read 100,000 of them by reference); only the page's rows are then joined
 * to what they show. A page past the end still gets its count.
 */
function pageQuery(
  db: Database,
  scope: ListScope,
  filters: BookingFilters,
  order: BookingOrder,
  page: { limit: number | undefined },
) {
  // The first slot of every matching booking is read only when it orders them.
  const candidates = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      ...(order.field === 'firstSlot' && {
        firstSlot: sql<Date | null>`${firstSlotStart}`.as('first_slot'),
      }),
    })
    .from(bookings)
    .$dynamic();
  // An organisation's list filters on bookings alone: no join to read for nothing.
  const joined = readsFacilities(scope, filters)
    ? candidates
        .innerJoin(places, eq(places.id, bookings.placeId))
        .innerJoin(facilities, eq(facilities.id, places.facilityId))
    : candidates;
  const matching = db.$with('matching').as(joined.where(conditions(scope, filters)));
  const direction = sql.raw(order.direction);
  // Written out: drizzle would render the CTE's columns unqualified.
  const sorted = (rows: string) =>
    order.field === 'reference'
      ? sql.raw(`${rows}.reference ${order.direction}`)
      : sql`${sql.raw(`${rows}.first_slot`)} ${direction} nulls last, ${sql.raw(`${rows}.reference`)} ${direction}`;
  // Written in the text (an integer of 1–100, part of the shape): as a parameter, the generic
  // plan assumes a tenth of the rows, and a menu count's `limit 1` kept PostgreSQL planning
  // every execution (custom plans, ≈ 1 ms each instead of 0.2).
  const limit = page.limit === undefined ? sql`` : sql.raw(` limit ${Math.trunc(page.limit)}`);
  // Nested in a fragment of its own: drizzle writes the top-level columns of a field
  // unqualified when the query has no join, and `bookings` is not the query's own table.
  const members = sql`
    select coalesce(string_agg(${bookingTextRecord.sql}, ${separatorSql(SEPARATORS[0])}
      order by ${sorted('page_rows')}), '')
    from (select * from matching order by ${sorted('matching')}
      offset ${sql.placeholder('offset')}${limit}) as page_rows
    join ${bookings} on ${bookings.id} = page_rows.id`;
  const version = scopeVersion(scope);
  return db
    .with(matching)
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      members: sql<string>`(${members})`,
      scopeVersion: version ?? sql<null>`null`,
    })
    .from(matching);
}

/** Each shape's page statement, built and named once per connection. */
const pageStatements =
  statementsByShape<ReturnType<ReturnType<typeof pageQuery>['prepare']>>('bookings_page');

/** A page of bookings with their slots, as BookingTexts, and how many match: one statement. */
export async function listBookings(
  db: Database,
  scope: ListScope,
  filters: BookingFilters,
  order: BookingOrder,
  page: { limit: number | undefined; offset: number },
): Promise<ListedBookings> {
  const statement = pageStatements(db, shapeOf(scope, filters, order, page.limit), () =>
    pageQuery(db, scope, filters, order, page),
  );
  const [result] = await statement.execute({
    ...parametersOf(scope, filters),
    offset: page.offset,
  });
  const versioned = result?.scopeVersion ? scopeVersionOf(result.scopeVersion) : null;
  return { rows: bookingTextsOf(result?.members ?? ''), total: result?.total ?? 0, versioned };
}

export interface ListedBookings {
  rows: BookingText[];
  total: number;
  /** The data version of what the page read, when its scope has one (scopeVersion). */
  versioned: { version: string; keys: string } | null;
}

// The fields nested, and the tables in a FROM of raw SQL: drizzle would write the top-level
// columns of a field unqualified, taking `bookings` for the query's only table.
const bookingPageStatement = perConnection((db) =>
  db
    .select({
      booking: sql<unknown[]>`${bookingJson}`,
      history: sql<AuditHistoryJson[]>`${auditHistoryJsonOf('booking', bookings.id)}`,
    })
    .from(sql`${bookings} ${bookingJsonJoins}`)
    .where(sql`${bookings.id} = ${sql.placeholder('bookingId')}`)
    .prepare('booking_page'),
);

/** What a booking's page shows: the booking, its slots and its history. */
export type BookingPage = BookingWithSlots & { history: AuditHistoryRow[] };

/** A booking with its slots and history, in one statement. */
export async function findBookingPage(
  db: Database,
  bookingId: string,
): Promise<BookingPage | undefined> {
  const [row] = await bookingPageStatement(db).execute({ bookingId });
  return row && { ...fromJson(row.booking), history: auditHistoryFromJson(row.history) };
}

const bookingViewStatement = perConnection((db) =>
  db
    .select(bookingViewColumns)
    .from(bookings)
    .innerJoin(places, eq(places.id, bookings.placeId))
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .innerJoin(organizations, eq(organizations.id, bookings.organizationId))
    .leftJoin(users, eq(users.id, bookings.createdByUserId))
    .where(eq(bookings.id, sql.placeholder('bookingId')))
    .prepare('booking_view'),
);

export async function findBookingView(
  db: Database,
  bookingId: string,
): Promise<BookingViewRow | undefined> {
  const [row] = await bookingViewStatement(db).execute({ bookingId });
  return row;
}
