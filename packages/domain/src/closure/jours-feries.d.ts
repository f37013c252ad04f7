declare module '@socialgouv/jours-feries' {
  /** Public holidays of a year by name, as local-midnight Dates. */
  export default function getJoursFeries(
    year: number,
    options?: { alsace?: boolean },
  ): Record<string, Date>;
}
