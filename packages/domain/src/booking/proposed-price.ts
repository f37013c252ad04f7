/**
 * Prix proposés d'une contre-proposition ou d'un avenant (SPEC §5) : envoyés seulement
 * comme nombres ; toute autre valeur (champ vide, texte, NaN, infini) devient null, ce qui
 * garde le prix actuel de la réservation.
 */
export function proposedPrice(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
