/**
 * Prix proposés d'une contre-proposition ou d'un avenant (docs/messages.md#violations) : envoyés
 * seulement comme nombres ; toute autre valeur (champ vide, texte, NaN, infini) devient null, ce
 * qui garde le prix actuel de la réservation.
 */
export function proposedPrice(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A price field's value as the user typed it: Mantine's NumberInput keeps a string while the
 * number reads otherwise (« 27,50 » is held as "27.50"), so the live total and the draft read
 * the typed amount, never the current price instead. Empty or not a number: null.
 */
export function typedPrice(value: number | string): number | null {
  if (typeof value === 'number') return proposedPrice(value);
  const trimmed = value.trim();
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return null;
  return proposedPrice(Number(trimmed));
}
