import { formatDate, formatTime } from '@espaces/domain/locale/format';
import { weekDayName } from '@espaces/domain/campaign/campaign-week';
import { composeMail, type MailContent } from '../mail/mail-layout.ts';

/** The French e-mails of a campaign (docs/campaigns.md), in the layout of mail-layout.ts. */

const NBSP = '\u00a0';
const day = (date: string) => formatDate(new Date(`${date}T12:00:00Z`));

interface CampaignFacts {
  appName: string;
  appUrl: string;
  name: string;
  useFrom: string;
  useTo: string;
  applicationsOpenAt: Date;
  applicationsCloseAt: Date;
  wishesPerOrganization: number;
}

/** Opening: to every validated organisation of the scope. */
export function campaignOpenedMail(campaign: CampaignFacts): MailContent {
  const closes = new Date(campaign.applicationsCloseAt.getTime() - 60_000);
  return composeMail({
    subject: `${campaign.name}${NBSP}: déposez vos vœux de créneaux`,
    paragraphs: [
      'Bonjour,',
      `La campagne «${NBSP}${campaign.name}${NBSP}» attribue les créneaux hebdomadaires des espaces du ${day(campaign.useFrom)} au ${day(campaign.useTo)}.`,
      `Déposez vos vœux, au plus ${campaign.wishesPerOrganization}, classés par ordre de préférence, du ${formatDate(campaign.applicationsOpenAt)} au ${formatDate(closes)} à ${formatTime(closes)}${NBSP}: vous pourrez les modifier jusqu’à la clôture, et renouveler en une fois vos créneaux hebdomadaires de l’année.`,
    ],
    action: { label: 'Me connecter', link: `${campaign.appUrl.replace(/\/$/, '')}/connexion` },
    closing: [`L’équipe ${campaign.appName}`],
  });
}

export interface ReceiptWish {
  rank: number;
  placeName: string | null;
  placeTypeName: string | null;
  facilityName: string;
  weekDay: number;
  startTime: string;
  endTime: string;
  activity: string;
}

/** After each change of an organisation's wishes: the list as it now stands. */
export function wishesReceiptMail(options: {
  appName: string;
  campaignName: string;
  organizationName: string;
  closesAt: Date;
  wishes: readonly ReceiptWish[];
  now: Date;
}): MailContent {
  const closes = new Date(options.closesAt.getTime() - 60_000);
  const items = options.wishes.map((wish) => {
    const where =
      wish.placeName ?? `tout espace de type «${NBSP}${wish.placeTypeName ?? ''}${NBSP}»`;
    return `${wish.rank}. ${where} (${wish.facilityName}), ${weekDayName(wish.weekDay)} ${wish.startTime}–${wish.endTime}, ${wish.activity}`;
  });
  return composeMail({
    subject: `${options.campaignName}${NBSP}: vos vœux enregistrés`,
    paragraphs: [
      'Bonjour,',
      options.wishes.length === 0
        ? `Le ${formatDate(options.now)} à ${formatTime(options.now)}, l’organisation «${NBSP}${options.organizationName}${NBSP}» n’a plus aucun vœu dans la campagne «${NBSP}${options.campaignName}${NBSP}».`
        : `Le ${formatDate(options.now)} à ${formatTime(options.now)}, les vœux de l’organisation «${NBSP}${options.organizationName}${NBSP}» dans la campagne «${NBSP}${options.campaignName}${NBSP}» sont, par ordre de préférence${NBSP}:`,
    ],
    items: options.wishes.length === 0 ? undefined : items,
    closing: [
      `Vous pouvez les modifier jusqu’au ${formatDate(closes)} à ${formatTime(closes)}.`,
      `L’équipe ${options.appName}`,
    ],
  });
}

/** A weekly placement as the e-mails write it: « mardi 18:00–20:00, Gymnase A ». */
export interface MailPlacement {
  placeName: string;
  weekDay: number;
  startTime: string;
  endTime: string;
}

export const placementLine = (placement: MailPlacement) =>
  `${weekDayName(placement.weekDay)} ${placement.startTime}–${placement.endTime}, ${placement.placeName}`;

const deadlineText = (deadline: Date) => {
  const lastMinute = new Date(deadline.getTime() - 60_000);
  return `le ${formatDate(lastMinute)} à ${formatTime(lastMinute)}`;
};

const signIn = (appUrl: string) => ({
  label: 'Me connecter',
  link: `${appUrl.replace(/\/$/, '')}/connexion`,
});

export interface PublishedWish extends ReceiptWish {
  /** booked: the booking's reference; offered: the offer; waiting: its rank. */
  outcome:
    | { kind: 'booked'; reference: string }
    | { kind: 'offered'; placement: MailPlacement; deadline: Date }
    | { kind: 'waiting'; explanation: string };
}

/** At publication, to each organisation: every one of its wishes published by it. */
export function publicationSummaryMail(options: {
  appName: string;
  appUrl: string;
  campaignName: string;
  organizationName: string;
  wishes: readonly PublishedWish[];
}): MailContent {
  const items = [...options.wishes]
    .sort((a, b) => a.rank - b.rank)
    .map((wish) => {
      const where = wish.placeName ?? wish.placeTypeName ?? '';
      const asked = `Vœu n°${NBSP}${wish.rank} (${where}, ${wish.facilityName}, ${weekDayName(wish.weekDay)} ${wish.startTime}–${wish.endTime})`;
      const { outcome } = wish;
      if (outcome.kind === 'booked') {
        return `${asked}${NBSP}: attribué, réservation annuelle ${outcome.reference} approuvée.`;
      }
      if (outcome.kind === 'offered') {
        return `${asked}${NBSP}: proposé ${placementLine(outcome.placement)}, à accepter ou refuser avant ${deadlineText(outcome.deadline)}.`;
      }
      return `${asked}${NBSP}: en liste d’attente. ${outcome.explanation}`;
    });
  return composeMail({
    subject: `${options.campaignName}${NBSP}: résultat de vos vœux`,
    paragraphs: [
      'Bonjour,',
      `Les créneaux de la campagne «${NBSP}${options.campaignName}${NBSP}» sont publiés. Pour l’organisation «${NBSP}${options.organizationName}${NBSP}»${NBSP}:`,
    ],
    items,
    action: signIn(options.appUrl),
    closing: [
      'Un créneau libéré est proposé au premier vœu en liste d’attente qui lui correspond.',
      `L’équipe ${options.appName}`,
    ],
  });
}

/** A freed slot offered to a waiting wish. */
export function waitingOfferMail(options: {
  appName: string;
  appUrl: string;
  campaignName: string;
  wish: { rank: number; weekDay: number; startTime: string; endTime: string };
  placement: MailPlacement;
  deadline: Date;
}): MailContent {
  return composeMail({
    subject: `${options.campaignName}${NBSP}: un créneau vous est proposé`,
    paragraphs: [
      'Bonjour,',
      `Un créneau s’est libéré pour votre vœu n°${NBSP}${options.wish.rank} (${weekDayName(options.wish.weekDay)} ${options.wish.startTime}–${options.wish.endTime})${NBSP}: ${placementLine(options.placement)}, chaque semaine jusqu’à la fin de la campagne.`,
      `Acceptez-le ou refusez-le avant ${deadlineText(options.deadline)}${NBSP}; sans réponse, il est proposé au vœu suivant.`,
    ],
    action: signIn(options.appUrl),
    closing: [`L’équipe ${options.appName}`],
  });
}
