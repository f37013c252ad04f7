import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { calendarEventStatus } from '@espaces/domain/calendar/calendar-feeds';
import type { CalendarEventStatus } from '@espaces/domain/calendar/calendar-feeds';
import { CALENDAR_MESSAGES } from '@espaces/domain/calendar/calendar-messages';
import { dayjs } from '@espaces/domain/locale/dayjs-fr';
import { TIME_ZONE } from '@espaces/domain/locale/format';
import type { FeedSlotRow } from './calendar-feeds.repository.ts';

export interface CalendarDocumentSettings {
  appUrl: string;
  appName: string;
}

export interface CalendarDocument {
  name: string;
  /** Staff feeds name the organisation of each booking; an organisation's names the facility. */
  audience: 'organization' | 'staff';
  slots: readonly FeedSlotRow[];
  now: Date;
}

const EVENT_STATUS: Record<CalendarEventStatus, ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

const PREFIX: Record<CalendarEventStatus, string> = {
  CONFIRMED: '',
  TENTATIVE: CALENDAR_MESSAGES.tentativePrefix,
  CANCELLED: CALENDAR_MESSAGES.cancelledPrefix,
};

/**
 * RFC 5545 text of a feed (docs/calendar-feeds.md#what-a-feed-shows). Times are Paris wall clock
 * with TZID=Europe/Paris and its VTIMEZONE; the calendar itself carries no zone, so ical-generator
 * writes DTSTAMP and LAST-MODIFIED in UTC as the RFC requires (with a calendar zone it would not).
 * UIDs are the slot ids at the application's host: an edited slot updates its event in the
 * subscriber's calendar, a cancelled one stays there as STATUS:CANCELLED.
 */
export function renderCalendar(document: CalendarDocument, settings: CalendarDocumentSettings) {
  const base = settings.appUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  const calendar = ical({
    name: document.name,
    prodId: { company: settings.appName, product: 'Agenda', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 3600,
  });
  calendar.x([['X-WR-TIMEZONE', TIME_ZONE]]);
  for (const slot of document.slots) {
    const status = calendarEventStatus(slot.status, slot.cancelled);
    if (status === null) continue;
    const link = `${base}/reservation/${slot.bookingId}`;
    const title =
      document.audience === 'staff'
        ? `${slot.organizationName} — ${slot.placeName}`
        : `${slot.placeName} — ${slot.facilityName}`;
    calendar.createEvent({
      id: `${slot.slotId}@${host}`,
      start: dayjs(slot.startDate),
      end: dayjs(slot.endDate),
      timezone: TIME_ZONE,
      stamp: document.now,
      lastModified: slot.updatedAt,
      summary: `${PREFIX[status]}${title}`,
      location: `${slot.facilityName}, ${slot.address}, ${slot.postalCode} ${slot.city}`,
      description: [
        CALENDAR_MESSAGES.reference(slot.reference),
        ...(slot.activity ? [CALENDAR_MESSAGES.activity(slot.activity)] : []),
        CALENDAR_MESSAGES.organization(slot.organizationName),
        link,
      ].join('\n'),
      url: link,
      status: EVENT_STATUS[status],
    });
  }
  return calendar.toString();
}
