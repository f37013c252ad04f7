import ICAL from 'ical.js';

/** One event of a parsed feed, with its instants resolved through the feed's own VTIMEZONE. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  status: string;
  tzid: string | null;
  /** Paris wall clock as written in the feed, `YYYY-MM-DDTHH:mm`. */
  wallStart: string;
  wallEnd: string;
  start: Date;
  end: Date;
}

const wall = (time: ICAL.Time) => time.toString().slice(0, 16);

/**
 * Parses an iCalendar text back with ical.js (a library independent of the generator): its
 * VTIMEZONE is registered first, so the instants come from what the feed itself declares.
 */
export function parseFeed(text: string): {
  name: string;
  timezones: string[];
  events: ParsedEvent[];
} {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone').map((component) => {
    const timezone = new ICAL.Timezone(component);
    ICAL.TimezoneService.register(timezone);
    return timezone.tzid;
  });
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      status: String(component.getFirstPropertyValue('status')),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid') as string | null,
      wallStart: wall(event.startDate),
      wallEnd: wall(event.endDate),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), timezones, events };
}
