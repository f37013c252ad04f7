import type { Violation } from '../api/hydra.ts';
import { idFromIri } from '../api/iri.ts';
import type { TimeSlotAction, TimeSlotActionKind, WeekTimeSlotAction } from '../api/time-slots.ts';
import {
  bookedSlotCannotBeRemoved,
  PAST_WINDOW_FROZEN,
  WEEKLY_TOO_LONG,
  WEEKLY_UNTIL_BEFORE_START,
  WINDOW_ALREADY_CHANGED,
  WINDOW_IN_THE_PAST,
  WINDOW_TOO_LONG,
  WINDOW_NOT_FOUND,
} from './availability-messages.ts';
import {
  byStart,
  indexOfContaining,
  overlapsAny,
  sameInterval,
  toDateRange,
  toInterval,
  type Interval,
} from './intervals.ts';
import {
  expandWeeklyPattern,
  MAX_WEEKLY_OCCURRENCES,
  weeklyOccurrenceCount,
} from './weekly-recurrence.ts';
import { END_BEFORE_START } from '../messages.ts';

/**
 * Editing a place's opening windows (docs/bookings.md#opening-windows): the requested actions
 * (add, remove, update, repeat every week) become the concrete actions that the preview
 * GET /api/time_slot_action_outputs shows and that saving then applies.
 * - An added (or updated) window that overlaps or touches existing windows merges with them:
 *   one of them (the one being updated, otherwise the oldest) is updated to cover their
 *   union, the others are removed. Existing windows that touch without being concerned by
 *   the request stay as they are.
 * - « Retirer » (remove) and « modifier » (update) name a window (IRI or id) that must exist
 *   on this place, once only in the request.
 * - Once applied, a place's windows never overlap.
 * - A window entirely in the past (end ≤ now) can be neither removed, nor updated, nor
 *   absorbed by an addition overlapping it; an addition that only touches it stays beside it.
 *   A window in progress may be updated. An addition or a new range ending in the past is
 *   refused; the past occurrences of a weekly repetition are left out, and so are those on
 *   closed days (closures, public holidays, holidays: docs/bookings.md#closures).
 * - A window cannot be removed or shrunk so that an active booked slot (booking new,
 *   pending, approved, to sign or validated) it contained is no longer contained in any
 *   window: the violation names the booking reference.
 * - The end follows the start; minutes are kept (no 15-minute grid here).
 * - An opening window lasts at most 24 hours, like a booked slot: a longer addition, update
 *   or repetition is refused, as is any merge that would build a longer window (seven months
 *   had once been merged into a single window).
 * Any violation refuses the whole request: no action is proposed then.
 */

export interface OpeningWindow {
  id: string;
  startDate: Date;
  endDate: Date;
}

export interface ActiveBookingSlot {
  startDate: Date;
  endDate: Date;
  bookingReference: string;
}

export interface TimeSlotActionRequests {
  timeSlotActions: readonly Pick<TimeSlotAction, 'action' | 'startDate' | 'endDate' | 'timeSlot'>[];
  weekTimeSlotActions: readonly WeekTimeSlotAction[];
}

/** A concrete change; `timeSlot` is the id of the window removed or updated, null for an add. */
export interface ResolvedTimeSlotAction {
  action: TimeSlotActionKind;
  startDate: Date;
  endDate: Date;
  timeSlot: string | null;
}

export interface TimeSlotActionResolution {
  outputs: ResolvedTimeSlotAction[];
  violations: Violation[];
}

interface RequestedRange {
  range: Interval;
  path: string;
}

/** A range taking part in the merge: an existing window (maybe with new bounds) or an addition. */
interface MergeMember {
  range: Interval;
  windowId: string | null;
  changed: boolean;
  /** Where the request asked for it (an added or updated range), for the violation. */
  path: string | null;
}

/** A window never lasts longer than a booking slot may (docs/bookings.md#opening-windows). */
export const MAX_WINDOW_HOURS = 24;
const MAX_WINDOW_MS = MAX_WINDOW_HOURS * 3_600_000;

export function isWindowWithinBound(range: Interval): boolean {
  return range.end - range.start <= MAX_WINDOW_MS;
}

const ACTION_ORDER: Record<TimeSlotActionKind, number> = { remove: 0, update: 1, add: 2 };

export function resolveTimeSlotActions(
  existingWindows: readonly OpeningWindow[],
  requests: TimeSlotActionRequests,
  activeBookingSlots: readonly ActiveBookingSlot[],
  now: Date,
  /** Weekly patterns skip the occurrences on closed days. */
  isClosed: (range: Interval) => boolean = () => false,
): TimeSlotActionResolution {
  const nowMs = now.getTime();
  const windows = existingWindows
    .map((window) => ({ id: window.id.toLowerCase(), range: toInterval(window) }))
    .sort((a, b) => byStart(a.range, b.range));
  const windowById = new Map(windows.map((window) => [window.id, window.range]));
  const violations: Violation[] = [];
  const refuse = (propertyPath: string, message: string, code = 'VALIDATION_FAILED') => {
    violations.push({ propertyPath, message, code, payload: { severity: 'error' } });
  };

  const removed = new Map<string, string>();
  const updated = new Map<string, RequestedRange>();
  const added: RequestedRange[] = [];

  requests.timeSlotActions.forEach((action, index) => {
    const path = `timeSlotActions.${index}`;
    const range = toInterval(action);
    if (!(range.end > range.start)) return refuse(`${path}.endDate`, END_BEFORE_START);
    if (action.action !== 'remove' && !isWindowWithinBound(range))
      return refuse(path, WINDOW_TOO_LONG);
    if (action.action === 'add') {
      if (range.end <= nowMs) return refuse(path, WINDOW_IN_THE_PAST, 'SLOT_IN_THE_PAST');
      added.push({ range, path });
      return;
    }
    const id = idFromIri(action.timeSlot ?? '');
    const window = id === null ? undefined : windowById.get(id);
    if (id === null || window === undefined)
      return refuse(`${path}.timeSlot`, WINDOW_NOT_FOUND, 'NOT_FOUND');
    if (removed.has(id) || updated.has(id))
      return refuse(`${path}.timeSlot`, WINDOW_ALREADY_CHANGED);
    if (window.end <= nowMs)
      return refuse(`${path}.timeSlot`, PAST_WINDOW_FROZEN, 'SLOT_IN_THE_PAST');
    if (action.action === 'remove') removed.set(id, path);
    else if (range.end <= nowMs) refuse(path, WINDOW_IN_THE_PAST, 'SLOT_IN_THE_PAST');
    else updated.set(id, { range, path });
  });

  requests.weekTimeSlotActions.forEach((pattern, index) => {
    const path = `weekTimeSlotActions.${index}`;
    const first = toInterval(pattern);
    if (!(first.end > first.start)) return refuse(`${path}.endDate`, END_BEFORE_START);
    const count = weeklyOccurrenceCount(pattern);
    if (count === 0) return refuse(`${path}.until`, WEEKLY_UNTIL_BEFORE_START);
    if (count > MAX_WEEKLY_OCCURRENCES) return refuse(`${path}.until`, WEEKLY_TOO_LONG);
    const future = expandWeeklyPattern(pattern).filter(
      (range) => range.end > nowMs && !isClosed(range),
    );
    // Checked on each occurrence: the same wall-clock hours last 25 h across a clock change.
    if (future.some((range) => !isWindowWithinBound(range))) return refuse(path, WINDOW_TOO_LONG);
    if (future.length === 0) return refuse(path, WINDOW_IN_THE_PAST, 'SLOT_IN_THE_PAST');
    added.push(...future.map((range) => ({ range, path })));
  });

  const frozen: Interval[] = [];
  const members: MergeMember[] = [];
  for (const { id, range } of windows) {
    if (removed.has(id)) continue;
    const update = updated.get(id);
    if (update)
      members.push({ range: update.range, windowId: id, changed: true, path: update.path });
    else if (range.end <= nowMs) frozen.push(range);
    else members.push({ range, windowId: id, changed: false, path: null });
  }
  for (const change of [...updated.values(), ...added]) {
    if (overlapsAny(frozen, change.range))
      refuse(change.path, PAST_WINDOW_FROZEN, 'SLOT_IN_THE_PAST');
  }
  members.push(...added.map(({ range, path }) => ({ range, windowId: null, changed: true, path })));

  const outputs: ResolvedTimeSlotAction[] = [];
  for (const id of removed.keys()) {
    outputs.push({ action: 'remove', ...toDateRange(windowById.get(id)!), timeSlot: id });
  }
  const windowsAfter = [...frozen];
  for (const component of mergeComponents(members)) {
    const settled = settleComponent(component, windowById, outputs);
    if (component.some((member) => member.changed) && !settled.every(isWindowWithinBound)) {
      for (const { path } of component) if (path !== null) refuse(path, WINDOW_TOO_LONG);
    }
    windowsAfter.push(...settled);
  }

  windowsAfter.sort(byStart);
  const ranges = windows.map((window) => window.range);
  for (const slot of activeBookingSlots) {
    const slotRange = toInterval(slot);
    const before = indexOfContaining(ranges, slotRange);
    if (before < 0 || indexOfContaining(windowsAfter, slotRange) >= 0) continue;
    const id = windows[before]!.id;
    refuse(
      removed.get(id) ?? updated.get(id)?.path ?? '',
      bookedSlotCannotBeRemoved(slot),
      'CONFLICT',
    );
  }

  if (violations.length > 0) return { outputs: [], violations: distinct(violations) };
  outputs.sort(
    (a, b) =>
      a.startDate.getTime() - b.startDate.getTime() ||
      ACTION_ORDER[a.action] - ACTION_ORDER[b.action] ||
      a.endDate.getTime() - b.endDate.getTime(),
  );
  return { outputs, violations: [] };
}

/** Groups ranges that overlap or touch, transitively (sweep over ranges sorted by start). */
function mergeComponents(members: MergeMember[]): MergeMember[][] {
  const components: MergeMember[][] = [];
  let componentEnd = -Infinity;
  for (const member of [...members].sort((a, b) => byStart(a.range, b.range))) {
    const current = components.at(-1);
    if (current && member.range.start <= componentEnd) {
      current.push(member);
      componentEnd = Math.max(componentEnd, member.range.end);
    } else {
      components.push([member]);
      componentEnd = member.range.end;
    }
  }
  return components;
}

/** The windows a component leaves, pushing the actions that turn it into one window. */
function settleComponent(
  component: MergeMember[],
  windowById: ReadonlyMap<string, Interval>,
  outputs: ResolvedTimeSlotAction[],
): Interval[] {
  if (!component.some((member) => member.changed)) return component.map((member) => member.range);
  const union = {
    start: Math.min(...component.map((member) => member.range.start)),
    end: Math.max(...component.map((member) => member.range.end)),
  };
  const existing = component.filter((member) => member.windowId !== null);
  const survivor = existing.find((member) => member.changed) ?? existing[0];
  if (survivor === undefined) {
    outputs.push({ action: 'add', ...toDateRange(union), timeSlot: null });
    return [union];
  }
  if (!sameInterval(windowById.get(survivor.windowId!)!, union)) {
    outputs.push({ action: 'update', ...toDateRange(union), timeSlot: survivor.windowId });
  }
  for (const absorbed of existing) {
    if (absorbed === survivor) continue;
    const original = windowById.get(absorbed.windowId!)!;
    outputs.push({ action: 'remove', ...toDateRange(original), timeSlot: absorbed.windowId });
  }
  return [union];
}

function distinct(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((violation) => {
    const key = `${violation.propertyPath}\u0000${violation.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The windows once `outputs` are applied; additions get ids from `newId`. */
export function applyResolvedActions(
  existingWindows: readonly OpeningWindow[],
  outputs: readonly ResolvedTimeSlotAction[],
  newId: (index: number) => string,
): OpeningWindow[] {
  const byId = new Map(existingWindows.map((window) => [window.id.toLowerCase(), window]));
  outputs.forEach((output, index) => {
    const { startDate, endDate } = output;
    if (output.action === 'add') byId.set(newId(index), { id: newId(index), startDate, endDate });
    else if (output.action === 'remove') byId.delete(output.timeSlot!);
    else byId.set(output.timeSlot!, { id: output.timeSlot!, startDate, endDate });
  });
  return [...byId.values()].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}
