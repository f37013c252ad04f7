/**
 * Prices proposed by a counter-proposal or an amendment (docs/messages.md#violations): sent
 * only as numbers; any other value (empty field, text, NaN, infinity) becomes null, which
 * keeps the booking's current price.
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
