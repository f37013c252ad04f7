import type { Database } from '../../db/client.ts';
import { enqueueMailToAll } from '../mail/mail-outbox.ts';
import type { BookingMailFacts, BookingMailTemplate } from './bookings.mails.ts';
import type { BookingViewRow } from './bookings-list.repository.ts';
import {
  facilityDecisionMakerEmails,
  organizationMemberEmails,
  type TimeRange,
} from './bookings.repository.ts';

/** Who hears of a step: the facility's admins and validators, or the organisation's members. */
export type BookingAudience = 'facility' | 'organization';

/** What a notice names of a booking; a BookingViewRow holds it, a new request builds it. */
export type NoticeSubject = Pick<
  BookingViewRow,
  'placeName' | 'facilityId' | 'facilityName' | 'organizationName'
> & { booking: Pick<BookingViewRow['booking'], 'id' | 'reference' | 'organizationId'> };

interface Notice {
  view: NoticeSubject;
  slots: readonly TimeRange[];
  template: BookingMailTemplate;
  audience: BookingAudience;
  app: { appName: string; appUrl: string };
  reason?: string;
  /** The instant of the step: the mails are dated by it. */
  now: Date;
}

/** Writes, in the caller's transaction, one e-mail per person of the audience. */
export async function notifyBookingParty(tx: Database, notice: Notice): Promise<void> {
  const { view, app } = notice;
  const facts: BookingMailFacts = {
    ...app,
    bookingId: view.booking.id,
    reference: view.booking.reference,
    placeName: view.placeName,
    facilityName: view.facilityName,
    organizationName: view.organizationName,
    slots: [...notice.slots].sort((a, b) => a.startDate.getTime() - b.startDate.getTime()),
    reason: notice.reason,
  };
  const mail = notice.template(facts);
  const recipients =
    notice.audience === 'facility'
      ? await facilityDecisionMakerEmails(tx, view.facilityId)
      : await organizationMemberEmails(tx, view.booking.organizationId);
  await enqueueMailToAll(tx, recipients, mail, notice.now);
}
