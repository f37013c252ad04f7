/** '2026-04-06' → '06/04/2026': a Paris calendar day as the product writes it. */
export function frenchDay(day: string): string {
  return day.split('-').reverse().join('/');
}

/** « le 06/04/2026 », « du 06/04/2026 au 08/04/2026 » */
export function periodLabel(from: string, to: string): string {
  return from === to ? `le ${frenchDay(from)}` : `du ${frenchDay(from)} au ${frenchDay(to)}`;
}
