import { formatDate, formatTime } from '../locale/format.ts';

const NBSP = '\u00a0';

/** Messages of the annual campaigns (docs/campaigns.md), in French. */
export const CAMPAIGN_MESSAGES = {
  dateFormat: 'Date attendue au format AAAA-MM-JJ.',
  timeFormat: 'Heure attendue au format HH:mm, sur un quart d’heure (00, 15, 30 ou 45).',
  useEndsBeforeStart: 'La fin de la période d’utilisation doit suivre son début.',
  useTooLong: 'La période d’utilisation dure au plus un an (366 jours).',
  applicationsEndBeforeStart: 'La clôture des vœux doit suivre leur ouverture.',
  applicationsAfterUse: 'Les vœux se déposent avant le début de la période d’utilisation.',
  publicationBeforeClosing: 'La publication suit la clôture des vœux.',
  publicationAfterUse: 'La publication précède le début de la période d’utilisation.',
  prioritiesRepeated: 'Chaque priorité ne figure qu’une fois dans la liste.',
  priorityUnknown: 'Priorité inconnue.',
  wishesPerOrganization: (max: number) =>
    `Le nombre de vœux par organisation est un entier de 1 à ${max}.`,
  placeNotInScope: 'Cet espace n’est pas dans le périmètre de la campagne.',
  territoryUnknown: 'Territoire inconnu.',
  noPublishedPlace: 'Aucun espace publié dans le périmètre de la campagne.',
  territoryAdminOwnTerritory:
    'Un administrateur de territoire crée les campagnes de son territoire seulement.',
  notDraft: 'Cette campagne est déjà ouverte.',
  alreadyOpenedWindowPassed: 'La période de dépôt des vœux est déjà passée.',
  notYetClosed: (closesAt: Date) =>
    `Le dépôt des vœux est ouvert jusqu’au ${formatDate(closesAt)} à ${formatTime(closesAt)}${NBSP}: l’attribution vient après.`,
  notOpen: 'Cette campagne n’est pas ouverte aux vœux.',
  alreadyAllocated: 'Les vœux de cette campagne sont déjà attribués.',
  notAllocated: 'Les vœux de cette campagne ne sont pas encore attribués.',
  opensOn: (opensAt: Date) =>
    `Le dépôt des vœux ouvre le ${formatDate(opensAt)} à ${formatTime(opensAt)}.`,
  closedSince: (closedAt: Date) =>
    `Le dépôt des vœux de cette campagne est clos depuis le ${formatDate(closedAt)} à ${formatTime(closedAt)}.`,
  nextWindow: (name: string, opensAt: Date) =>
    `Prochaine période de dépôt${NBSP}: «${NBSP}${name}${NBSP}», à partir du ${formatDate(opensAt)} à ${formatTime(opensAt)}.`,
  noNextWindow: 'Aucune autre période de dépôt n’est prévue pour l’instant.',
  tooManyWishes: (max: number) =>
    `Une organisation dépose au plus ${max} vœux dans cette campagne.`,
  wishPlaceOrType: 'Indiquez un espace, ou un type d’espace et son établissement.',
  wishPlaceUnknown: 'Cet espace ne fait pas partie de la campagne.',
  wishTypeUnknown: 'Aucun espace de ce type dans cet établissement pour cette campagne.',
  weekDay: 'Le jour est un entier de 1 (lundi) à 7 (dimanche).',
  endBeforeStart: 'La fin du créneau doit suivre son début.',
  minimumDuration: 'La durée minimale va de 30 minutes à la durée du créneau.',
  participants: 'Le nombre de participants est un entier de 1 à 10 000.',
  wishOrder: 'La liste doit nommer chacun de vos vœux une fois.',
  overridePlacement: 'Indiquez l’espace et les heures attribués.',
  overrideOutsideOpening: 'Ces heures sont en dehors des heures d’ouverture de l’espace.',
  overrideTaken: (organizationName: string) =>
    `Ces heures chevauchent le créneau proposé à ${organizationName}.`,
  // Publication (docs/campaigns.md#publication).
  proposalUndecided: (facilityName: string) =>
    `La proposition de ${facilityName} n’est pas encore décidée${NBSP}: acceptez-la ou décidez chaque vœu avant de publier.`,
  facilityNotInCampaign: 'Cet établissement n’a aucun vœu dans cette campagne.',
  bookingOrigin: (campaignName: string, rank: number) =>
    `Issue de la campagne ${campaignName}, vœu n°${NBSP}${rank}`,
  slotLost: (slot: string, firstTaken: string) =>
    `Non réservé à la publication${NBSP}: le créneau ${slot} a été réservé entre-temps par une autre demande (première séance prise${NBSP}: ${firstTaken})${NBSP}; le vœu passe en liste d’attente.`,
  slotLostInRace: (slot: string) =>
    `Non réservé à la publication${NBSP}: une autre demande a réservé le créneau ${slot} au même moment${NBSP}; le vœu passe en liste d’attente.`,
  noSessionLeft: (slot: string) =>
    `Non réservé à la publication${NBSP}: aucune séance du créneau ${slot} n’est ouverte à la réservation dans la période${NBSP}; le vœu passe en liste d’attente.`,
  noOffer: 'Ce vœu n’a pas de proposition en attente de réponse.',
  offerExpired: (deadline: Date) =>
    `Le délai de réponse à cette proposition a expiré le ${formatDate(deadline)} à ${formatTime(deadline)}.`,
  offerNoSession:
    'Plus aucune séance de ce créneau n’est ouverte à la réservation d’ici la fin de la campagne.',
  offerSlotTaken: (slot: string) =>
    `Le créneau proposé (${slot}) n’est plus libre${NBSP}: une autre demande l’a réservé.`,
  // Warnings shown at once beside a wish; they never refuse it.
  closedEveryWeek: (weekDays: string) =>
    `L’établissement est fermé tous les ${weekDays} de la période.`,
  closedSomeWeeks: (days: string, reasons: string) =>
    `L’établissement est fermé ${days} de la période (${reasons})${NBSP}: pas de séance ces jours-là.`,
  outsideOpeningHours: (weekDay: string, hours: string) =>
    hours === ''
      ? `L’espace n’ouvre pas le ${weekDay}.`
      : `Ce créneau est en dehors des heures d’ouverture de l’espace le ${weekDay} (${hours}).`,
} as const;
