import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMailsToSelected } from '../mail/mail.repository.ts';
import type { MailContent } from '../mail/mail-layout.ts';
import type { BookingMailTemplate } from './bookings.mails.ts';
import type { BookingViewRow } from './bookings-list.repository.ts';
import {
  facilityAdminsBut,
  facilityDecisionMakers,
  inStartOrder,
  organizationMembers,
  type TimeRange,
} from './bookings.repository.ts';

/**
 * Who hears of a step: the facility's admins and validators, the organisation's members, or the
 * facility's admins alone (but the asker) when the step leaves them the next one.
 */
export type BookingAudience = 'facility' | 'organization' | 'facility_admins';

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
  /** For `facility_admins`: the asker, not told of its own step. */
  exceptUserId?: string | null;
  /** The instant of the step: the mails are dated by it. */
  now: Date;
}

/** Writes, in the caller's transaction, one e-mail per person of the audience. */
export async function notifyBookingParty(tx: Database, notice: Notice): Promise<void> {
  await tx.execute(bookingNotice(tx, notice));
}

/**
 * The INSERT of the notice's e-mails, one per person of the audience (read in the same
 * statement), to run alone or with other writes of the step (writeTogether).
 */
export function bookingNotice(tx: Database, notice: Notice): SQL {
  const { view } = notice;
  const recipients =
    notice.audience === 'facility'
      ? facilityDecisionMakers(tx, view.facilityId)
      : notice.audience === 'facility_admins'
        ? facilityAdminsBut(tx, view.facilityId, notice.exceptUserId ?? null)
        : organizationMembers(tx, view.booking.organizationId);
  return outboxMailsToSelected(recipients, {
    ...noticeMail(notice),
    createdAt: notice.now,
    nextAttemptAt: notice.now,
  });
}

/** The notice's e-mail, the same for every person of its audience. */
export function noticeMail(
  notice: Pick<Notice, 'view' | 'slots' | 'template' | 'app' | 'reason'>,
): MailContent {
  const { view, app } = notice;
  return notice.template({
    ...app,
    bookingId: view.booking.id,
    reference: view.booking.reference,
    placeName: view.placeName,
    facilityName: view.facilityName,
    organizationName: view.organizationName,
    slots: inStartOrder(notice.slots),
    reason: notice.reason,
  });
}
