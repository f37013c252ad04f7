import type { Booking } from '@espaces/domain/api/bookings';

/** Who reads the booking page: its organisation, or staff (whose abilities say the rest). */
export type BookingReader = 'organization' | 'staff';

/** What the next step offers besides its sentence: a button, or a link on. */
export type NextStepAction =
  { kind: 'prepare_agreement'; label: string } | { kind: 'link'; label: string; to: string };

export interface BookingNextStep {
  text: string;
  action?: NextStepAction;
}

export const PREPARE_AGREEMENT_LABEL = 'Préparer la convention';
export const WAITING_FOR_AGREEMENT = 'En attente de la convention de l’établissement.';

const SEARCH_AGAIN: NextStepAction = {
  kind: 'link',
  label: 'Rechercher un espace',
  to: '/recherche',
};

/**
 * The next step of a booking for whoever reads it (docs/bookings.md#next-steps): what they do
 * now when it is theirs (the server's `_abilities` say so), what they wait for and from whom
 * otherwise. Every status has one, for every reader.
 */
export function bookingNextStep(
  booking: Pick<Booking, 'status' | '_abilities'>,
  reader: BookingReader,
): BookingNextStep {
  const can = booking._abilities;
  const organization = reader === 'organization';
  switch (booking.status) {
    case 'new':
      if (can.approve || can.counterPropose || can.reject) {
        return {
          text: 'La demande attend votre décision\u00a0: approuvez-la telle quelle, faites une contre-proposition ou refusez-la.',
        };
      }
      return organization
        ? {
            text: 'En attente de la décision de l’établissement. D’ici là, vous pouvez modifier ou retirer votre demande.',
          }
        : {
            text: 'En attente de la décision d’un administrateur ou d’un valideur de l’établissement.',
          };
    case 'pending':
      if (can.accept) {
        return {
          text: 'L’établissement vous fait une contre-proposition\u00a0: acceptez-la, modifiez votre demande ou retirez-la.',
        };
      }
      return organization
        ? {
            text: 'L’établissement vous fait une contre-proposition. Votre organisation doit être validée pour l’accepter ou modifier votre demande\u00a0; vous pouvez la retirer.',
            action: { kind: 'link', label: 'Voir mon organisation', to: '/' },
          }
        : { text: 'En attente de la réponse de l’organisation à la contre-proposition.' };
    case 'approved':
      if (can.prepareAgreement) {
        return {
          text: 'La réservation est approuvée\u00a0: préparez sa convention, que l’organisation attend pour la signer.',
          action: { kind: 'prepare_agreement', label: PREPARE_AGREEMENT_LABEL },
        };
      }
      return organization
        ? {
            text: `${WAITING_FOR_AGREEMENT} Vous recevrez un e-mail pour la signer dès qu’elle sera émise.`,
          }
        : {
            text: 'En attente de la convention, que prépare un administrateur de l’établissement.',
          };
    case 'to_review':
      return organization
        ? {
            text: 'La convention est émise\u00a0: lisez-la et signez-la pour confirmer la réservation.',
            action: {
              kind: 'link',
              label: 'Aller à la convention',
              to: '#convention-de-la-reservation',
            },
          }
        : { text: 'En attente de la signature de la convention par l’organisation.' };
    case 'validated':
      return organization
        ? {
            text: 'La convention est signée\u00a0: la réservation est confirmée. Réglez chaque échéance à sa date.',
            action: { kind: 'link', label: 'Voir les paiements', to: '/paiements/liste' },
          }
        : {
            text: 'La convention est signée\u00a0: la réservation est confirmée. Les paiements suivent leur échéancier.',
          };
    case 'finished':
      return { text: 'La réservation est terminée\u00a0: son dernier créneau est passé.' };
    case 'cancelled':
      return organization
        ? {
            text: 'La réservation est annulée. Pour réserver de nouveau, faites une nouvelle demande.',
            action: SEARCH_AGAIN,
          }
        : { text: 'La réservation est annulée\u00a0: ses créneaux sont de nouveau libres.' };
    case 'rejected':
      return organization
        ? {
            text: 'L’établissement a refusé cette demande. Vous pouvez demander d’autres créneaux ou un autre espace.',
            action: SEARCH_AGAIN,
          }
        : { text: 'La demande est refusée\u00a0: ses créneaux sont de nouveau libres.' };
  }
}
