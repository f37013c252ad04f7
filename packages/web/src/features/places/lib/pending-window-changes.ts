import type {
  TimeSlot,
  TimeSlotAction,
  TimeSlotActionsInput,
  WeekTimeSlotAction,
} from '@espaces/domain/api/time-slots';

/**
 * The staff's unsaved edits of a place's opening windows (docs/bookings.md#opening-windows): each
 * becomes one time slot action, or one week time slot action for a weekly pattern. Editing the same
 * window twice keeps one action; removing a window added in this session simply forgets it.
 */
export type PendingWindowChange =
  | { kind: 'add'; key: string; startDate: string; endDate: string }
  | { kind: 'update'; key: string; timeSlot: string; startDate: string; endDate: string }
  | { kind: 'remove'; key: string; timeSlot: string; startDate: string; endDate: string }
  | { kind: 'week'; key: string; action: WeekTimeSlotAction };

export interface Range {
  startDate: string;
  endDate: string;
}

/** A window as the calendar shows it: saved (with its IRI) or added in this session. */
export interface DisplayedWindow extends Range {
  /** The IRI of a saved window, or the key of a pending addition. */
  id: string;
  pending: boolean;
}

const newKey = (): string => crypto.randomUUID();

export function addWindow(changes: PendingWindowChange[], range: Range): PendingWindowChange[] {
  return [...changes, { kind: 'add', key: newKey(), ...range }];
}

export function addWeeklyPattern(
  changes: PendingWindowChange[],
  actions: WeekTimeSlotAction[],
): PendingWindowChange[] {
  return [
    ...changes,
    ...actions.map((action) => ({ kind: 'week' as const, key: newKey(), action })),
  ];
}

/** A window moved or resized in the calendar. */
export function changeWindow(
  changes: PendingWindowChange[],
  windowId: string,
  range: Range,
): PendingWindowChange[] {
  const addition = changes.find((change) => change.kind === 'add' && change.key === windowId);
  if (addition !== undefined) {
    return changes.map((change) => (change === addition ? { ...change, ...range } : change));
  }
  const others = changes.filter(
    (change) => !(change.kind === 'update' && change.timeSlot === windowId),
  );
  return [...others, { kind: 'update', key: newKey(), timeSlot: windowId, ...range }];
}

/** A window removed: a saved one gets a remove action with its saved bounds. */
export function removeWindow(
  changes: PendingWindowChange[],
  windowId: string,
  saved: readonly TimeSlot[],
): PendingWindowChange[] {
  const others = changes.filter(
    (change) =>
      !(change.kind === 'add' && change.key === windowId) &&
      !(change.kind === 'update' && change.timeSlot === windowId),
  );
  const savedWindow = saved.find((window) => window['@id'] === windowId);
  if (savedWindow === undefined) return others;
  return [
    ...others,
    {
      kind: 'remove',
      key: newKey(),
      timeSlot: windowId,
      startDate: savedWindow.startDate,
      endDate: savedWindow.endDate,
    },
  ];
}

export function discardChange(changes: PendingWindowChange[], key: string): PendingWindowChange[] {
  return changes.filter((change) => change.key !== key);
}

/** Saved windows with the pending edits applied, then the pending additions. */
export function displayedWindows(
  saved: readonly TimeSlot[],
  changes: readonly PendingWindowChange[],
): DisplayedWindow[] {
  const shown: DisplayedWindow[] = [];
  for (const window of saved) {
    const id = window['@id'];
    if (changes.some((change) => change.kind === 'remove' && change.timeSlot === id)) continue;
    const update = changes.find((change) => change.kind === 'update' && change.timeSlot === id);
    const range = update?.kind === 'update' ? update : window;
    shown.push({
      id,
      startDate: range.startDate,
      endDate: range.endDate,
      pending: update !== undefined,
    });
  }
  for (const change of changes) {
    if (change.kind === 'add') {
      shown.push({
        id: change.key,
        startDate: change.startDate,
        endDate: change.endDate,
        pending: true,
      });
    }
  }
  return shown;
}

/** The body of POST {place}/time_slot_actions and of the preview query. */
export function actionsInputOf(changes: readonly PendingWindowChange[]): TimeSlotActionsInput {
  const timeSlotActions: TimeSlotAction[] = [];
  const weekTimeSlotActions: WeekTimeSlotAction[] = [];
  for (const change of changes) {
    if (change.kind === 'week') {
      weekTimeSlotActions.push(change.action);
    } else {
      timeSlotActions.push({
        action: change.kind,
        startDate: change.startDate,
        endDate: change.endDate,
        timeSlot: change.kind === 'add' ? null : change.timeSlot,
      });
    }
  }
  return { timeSlotActions, weekTimeSlotActions };
}
