import type { Actor } from '@espaces/domain/access/actor';
import { idFromIri } from '@espaces/domain/api/iri';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import { WINDOWS_OVERLAP } from '@espaces/domain/availability/availability-messages';
import { splitFutureWindows } from '@espaces/domain/availability/future-windows';
import {
  resolveTimeSlotActions,
  type ResolvedTimeSlotAction,
} from '@espaces/domain/availability/time-slot-actions';
import type { TimeSlotActionsInput } from '@espaces/domain/api/time-slots';
import { toDateRange, type Interval } from '@espaces/domain/availability/intervals';
import { closureReasonOf, type ClosureCalendar } from '@espaces/domain/closure/closures';
import {
  PG_EXCLUSION_VIOLATION,
  pgErrorOf,
  type Database,
  type Transaction,
} from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { closureCalendarOf, placeClosureCalendar } from '../closures/closure-calendar.ts';
import type { Versioned } from '../../http/kept-answers.ts';
import { requireWindowsManager } from './availability.policy.ts';
import {
  countOpeningWindows,
  deleteOpeningWindows,
  findPlaceForAvailability,
  insertOpeningWindows,
  listActiveBookingSlots,
  listAllOpeningWindows,
  lockPlace,
  type OpeningWindowFilters,
  type PlaceForAvailability,
} from './availability.repository.ts';
import {
  readOpeningWindows,
  type BookedInterval,
  type ListedOpeningWindow,
} from './opening-windows-read.repository.ts';

// Use cases of a place's opening windows (docs/bookings.md#opening-windows), one transaction each;
// each loads the place and asks availability.policy.ts who may see or change its windows.

/** The place named by a path parameter or an IRI, if it exists. */
async function findNamedPlace(
  db: Database,
  placeIdOrIri: string,
): Promise<PlaceForAvailability | undefined> {
  const placeId = idFromIri(placeIdOrIri);
  return placeId === null ? undefined : findPlaceForAvailability(db, placeId);
}

export interface OpeningWindowsQuery extends OpeningWindowFilters {
  order: 'asc' | 'desc';
  page: { limit: number | undefined; offset: number };
  /** groups[]=time_slot_available: also read the active booking slots inside each window. */
  withAvailability: boolean;
  excludeBookingId?: string;
}

export interface OpeningWindowsPage extends Versioned {
  place: PlaceForAvailability;
  windows: ListedOpeningWindow[];
  totalItems: number;
  /** When asked for: the active slots over the listed windows (by start) and the closures. */
  availability: { bookedSlots: BookedInterval[]; closedOn: ClosureCalendar } | null;
}

/**
 * One statement, no transaction: the place, its windows, their count, slots and closures, with
 * the version of what it read; the same for every asker, whom placeAudienceOf then lets see it.
 */
export async function readPlaceOpeningWindows(
  db: Database,
  placeIdOrIri: string,
  query: OpeningWindowsQuery,
): Promise<OpeningWindowsPage> {
  const placeId = idFromIri(placeIdOrIri);
  const read =
    placeId === null
      ? undefined
      : await readOpeningWindows(db, placeId, {
          ...query,
          withBookedSlots: query.withAvailability,
        });
  if (read === undefined) throw new DomainError('NOT_FOUND');
  const { place, windows, total, availability, version, keys } = read;
  // Only a page past the end needs the count on its own: read after the version, it can only
  // be newer, and the next check then finds the version changed.
  const totalItems = total ?? (await countOpeningWindows(db, place.id, query));
  return {
    place,
    version,
    keys,
    windows,
    totalItems,
    availability: availability && {
      bookedSlots: availability.bookedSlots,
      closedOn: closureCalendarOf(availability.closures),
    },
  };
}

/** GET /api/time_slot_action_outputs: what the actions would do; nothing is written. */
export async function previewTimeSlotActions(
  db: Database,
  actor: Actor | null,
  placeIdOrIri: string,
  input: TimeSlotActionsInput,
  now: Date,
): Promise<ResolvedTimeSlotAction[]> {
  return db.transaction(async (tx) => {
    const place = await findNamedPlace(tx, placeIdOrIri);
    requireWindowsManager(actor, place);
    return resolveOrRefuse(tx, place!.id, input, now, false);
  });
}

async function resolveOrRefuse(
  tx: Database,
  placeId: string,
  input: TimeSlotActionsInput,
  now: Date,
  lock: boolean,
): Promise<ResolvedTimeSlotAction[]> {
  const windows = await listAllOpeningWindows(tx, placeId);
  const activeSlots = await listActiveBookingSlots(tx, placeId, { lock });
  const closedOn = await placeClosureCalendar(tx, placeId, now);
  const isClosed = (range: Interval) => closureReasonOf(toDateRange(range), closedOn) !== null;
  const { outputs, violations } = resolveTimeSlotActions(
    windows,
    input,
    activeSlots,
    now,
    isClosed,
  );
  if (violations.length > 0) throw new ValidationFailure(violations);
  return outputs;
}

/**
 * POST {place}/time_slot_actions: the same resolution, re-done under a lock of the place and
 * of its active booking slots, then applied. Updated windows are deleted and re-inserted with
 * their id, so that no intermediate state trips time_slots_no_overlap whatever the order.
 */
export async function applyTimeSlotActions(
  db: Database,
  actor: Actor | null,
  placeIdOrIri: string,
  input: TimeSlotActionsInput,
  now: Date,
): Promise<{ placeId: string; outputs: ResolvedTimeSlotAction[] }> {
  try {
    return await db.transaction(async (tx) => {
      const place = await findNamedPlace(tx, placeIdOrIri);
      const actorUserId = requireWindowsManager(actor, place).id;
      const placeId = place!.id;
      await lockPlace(tx, placeId);
      const outputs = await resolveOrRefuse(tx, placeId, input, now, true);
      const of = (kind: ResolvedTimeSlotAction['action']) =>
        outputs.filter((output) => output.action === kind);
      const updates = of('update');
      await deleteOpeningWindows(
        tx,
        [...of('remove'), ...updates].map((output) => output.timeSlot!),
      );
      await insertOpeningWindows(tx, placeId, [
        ...updates.map(({ timeSlot, startDate, endDate }) => ({
          id: timeSlot!,
          startDate,
          endDate,
        })),
        ...of('add').map(({ startDate, endDate }) => ({ startDate, endDate })),
      ]);
      const changes = {
        added: of('add').length,
        updated: updates.length,
        removed: of('remove').length,
      };
      if (outputs.length > 0) {
        await recordWindowChanges(tx, { placeId, actorUserId, changes }, now);
      }
      return { placeId, outputs };
    });
  } catch (error) {
    throw overlapAsViolation(error);
  }
}

/** The place's audit trail counts the windows a change added, updated and removed. */
function recordWindowChanges(
  tx: Transaction,
  change: { placeId: string; actorUserId: string; changes: Record<string, number> },
  now: Date,
): Promise<void> {
  return recordAuditEvent(tx, {
    actorUserId: change.actorUserId,
    entityType: 'place',
    entityId: change.placeId,
    action: 'time_slots_changed',
    changes: change.changes,
    occurredAt: now,
  });
}

/** A concurrent change that made two windows overlap answers 422, not 500. */
export function overlapAsViolation(error: unknown): unknown {
  const { code, constraint } = pgErrorOf(error);
  if (code === PG_EXCLUSION_VIOLATION && constraint === 'time_slots_no_overlap') {
    return new ValidationFailure([violation('timeSlotActions', WINDOWS_OVERLAP, 'CONFLICT')]);
  }
  return error;
}

export interface DeleteFutureSlotsOutcome {
  deleted: number;
  kept: number;
}

/** PUT {place}/delete-future-slots: every future window holding no active slot goes. */
export async function deleteFutureOpeningWindows(
  db: Database,
  actor: Actor | null,
  placeIdOrIri: string,
  now: Date,
): Promise<DeleteFutureSlotsOutcome> {
  return db.transaction(async (tx) => {
    const place = await findNamedPlace(tx, placeIdOrIri);
    const actorUserId = requireWindowsManager(actor, place).id;
    const placeId = place!.id;
    await lockPlace(tx, placeId);
    const windows = await listAllOpeningWindows(tx, placeId);
    const activeSlots = await listActiveBookingSlots(tx, placeId, { lock: true });
    const { deleted, kept } = splitFutureWindows(windows, activeSlots, now);
    await deleteOpeningWindows(
      tx,
      deleted.map((window) => window.id),
    );
    if (deleted.length > 0) {
      const changes = { added: 0, updated: 0, removed: deleted.length };
      await recordWindowChanges(tx, { placeId, actorUserId, changes }, now);
    }
    return { deleted: deleted.length, kept: kept.length };
  });
}
