/** Everything a person reads about payments (docs/payments.md). */
export const PAYMENT_MESSAGES = {
  paymentTypeUnknown: 'Le mode de paiement doit être « card » ou « other ».',
  agreementRequired: 'Choisissez la convention dont la carte paiera les échéances.',
  agreementNotYours: 'Cette convention n’est pas celle de votre organisation.',
  agreementNotSigned: 'La convention doit être signée avant d’enregistrer une carte.',
  cardPaymentTypeRequired: 'Choisissez d’abord le paiement par carte.',
  noCard: 'Votre organisation n’a pas de carte enregistrée.',
  registrationUnknown:
    'Cette page de paiement a expiré. Recommencez depuis « Moyens de paiement ».',
  cardNumberInvalid: 'Le numéro de carte n’est pas valide.',
  cardHolderRequired: 'Le nom du titulaire est obligatoire.',
  cardExpiryInvalid: 'La date d’expiration n’est pas valide.',
  cardExpired: 'Cette carte a expiré.',
  cvvInvalid: 'Le cryptogramme visuel n’est pas valide.',
  cardDeclined:
    'Carte refusée par la banque\u00a0: paiement non autorisé. Essayez une autre carte.',
  chargeDeclined: 'Paiement refusé par la banque\u00a0: provision insuffisante.',
  /** A card declined at charge time for a reason the bank did not detail. */
  chargeRefused: 'Paiement refusé par la banque.',
  chargeNeedsAuthentication:
    'Votre banque demande de confirmer ce paiement (authentification forte).',
  referenceRequired: 'La référence du paiement (mandat, virement) est obligatoire.',
  notYourPayment:
    'Seuls l’administrateur de l’établissement et la Région enregistrent un paiement.',
  paymentNotOpen: 'Ce paiement n’est plus à payer.',
  paymentBeingCharged: 'Un prélèvement par carte de ce paiement est en cours.',
  cardPaymentPending: 'Ce paiement sera prélevé sur la carte de l’organisation.',
  noReceipt: 'Ce paiement n’a pas encore de reçu.',
  noConfirmation: 'Ce paiement ne demande pas de confirmation auprès de la banque.',
  recorded: 'Paiement enregistré',
} as const;

/** The return page's outcome, named in its query string (never a free text from the URL). */
export const CARD_REGISTRATION_RESULTS = {
  success: 'Votre carte est enregistrée\u00a0: les échéances de vos conventions seront prélevées.',
  declined: PAYMENT_MESSAGES.cardDeclined,
  expired: PAYMENT_MESSAGES.registrationUnknown,
  cancelled: 'Enregistrement de la carte abandonné\u00a0: aucune carte n’a été enregistrée.',
  // A provider that confirms the card later, by its webhook (docs/payments.md#stripe).
  submitted:
    'Votre carte a été transmise à votre banque\u00a0: elle apparaîtra ici dès que la banque l’aura confirmée, en général en quelques secondes.',
} as const;
export type CardRegistrationResult = keyof typeof CARD_REGISTRATION_RESULTS;
