import type { Database } from '../../db/client.ts';
import type { MailContent } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { BookingMailFacts } from './bookings.mails.ts';
import type { BookingViewRow } from './bookings-list.repository.ts';
import { facilityDecisionMakerEmails, type TimeRange } from './bookings.repository.ts';

/** Writes, in the caller's transaction, one e-mail per admin and validator of the facility. */
export async function notifyFacilityDecisionMakers(
  tx: Database,
  view: BookingViewRow,
  slots: readonly TimeRange[],
  template: (facts: BookingMailFacts) => MailContent,
  app: { appName: string; appUrl: string },
): Promise<void> {
  const mail = template({
    ...app,
    bookingId: view.booking.id,
    reference: view.booking.reference,
    placeName: view.placeName,
    facilityName: view.facilityName,
    organizationName: view.organizationName,
    slots: [...slots].sort((a, b) => a.startDate.getTime() - b.startDate.getTime()),
  });
  for (const to of await facilityDecisionMakerEmails(tx, view.facilityId)) {
    await enqueueMail(tx, { to, ...mail });
  }
}
