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
