/** What an organisation reads about its own details and their review. */
export const ORGANIZATION_MESSAGES = {
  identityChangeReviewTitle: 'Votre organisation sera examinée de nouveau',
  identityChangeReview:
    'Vous modifiez le nom, la forme juridique ou le numéro SIRET ou RNA de votre organisation. ' +
    'Elle repassera à l’examen de nos services avant d’être validée de nouveau. Vos réservations ' +
    'en cours restent valables, mais d’ici là vous ne pourrez pas en demander de nouvelles.',
  identityChangeConfirm: 'Enregistrer et demander l’examen',
  identityChangeHint:
    'Votre organisation est validée. Un changement de son nom, de sa forme juridique ou de son ' +
    'numéro SIRET ou RNA la renverra à l’examen de nos services.',
  underReview:
    'Nos services examinent les informations de votre organisation. D’ici sa validation, vos ' +
    'réservations en cours restent valables, mais vous ne pouvez pas en demander de nouvelles.',
  identityChangeSaved:
    'Modification sauvegardée. Votre organisation est de nouveau à l’examen de nos services.',
} as const;

/**
 * On the home page of an organisation's user (docs/organisations.md#where-it-stands): where its
 * organisation stands, what happens next, and what it may do meanwhile.
 */
export const ORGANIZATION_STANDING = {
  email_to_validate: {
    title: 'Votre adresse e-mail n’est pas encore validée',
    now: 'Suivez le lien reçu par e-mail lors de l’inscription\u00a0: nos services examineront ensuite votre organisation.',
    next: null,
  },
  to_review: {
    title: 'Votre inscription est en cours d’examen',
    now: 'Nos services vérifient les informations de votre organisation. Vous recevrez un e-mail dès leur décision.',
    next: 'D’ici là, vous pouvez rechercher un espace et compléter les informations de votre organisation. Vous pourrez consulter les disponibilités des espaces et demander une réservation une fois votre organisation validée.',
  },
  non_compliant: {
    title: 'Votre organisation a été jugée non conforme',
    now: 'Motif indiqué par nos services\u00a0:',
    next: 'Corrigez les informations concernées et enregistrez-les\u00a0: votre organisation repassera à l’examen de nos services. Vos réservations en cours restent valables, mais vous ne pouvez pas en demander de nouvelles d’ici là.',
  },
  rejected: {
    title: 'Votre inscription a été rejetée',
    now: 'Motif indiqué par nos services\u00a0:',
    next: 'Votre organisation ne peut pas réserver d’espace. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous en indiquant le nom de votre organisation\u00a0:',
  },
  validated: {
    title: 'Votre organisation est validée',
    now: 'Vous pouvez rechercher un espace, consulter ses disponibilités et demander vos créneaux.',
    next: null,
  },
} as const;

/** The company register at sign-up and at central's review (docs/organisations.md#company-register). */
export const COMPANY_REGISTER_MESSAGES = {
  badIdentifier:
    'Saisissez un numéro SIRET (14 chiffres) ou un numéro RNA (W suivi de 9 chiffres).',
  unavailable:
    'Le répertoire des entreprises ne répond pas\u00a0: saisissez les informations à la main.',
  notFound:
    'Ce numéro est introuvable dans le répertoire des entreprises\u00a0: vérifiez-le, ou saisissez les informations à la main.',
  prefilled:
    'Informations reprises du répertoire des entreprises\u00a0: vérifiez-les et corrigez-les au besoin.',
  reviewNotFound: 'Ce numéro est introuvable dans le répertoire des entreprises.',
  reviewUnavailable:
    'Le répertoire des entreprises ne répond pas\u00a0: vérifiez ces informations à la main.',
  registerLegalForm: (label: string) => `Forme juridique au répertoire\u00a0: ${label}.`,
  closed: (closedOn: string | null) =>
    closedOn === null ? 'Établissement fermé' : `Établissement fermé le ${closedOn}`,
} as const;
