/**
 * What a time field keeps of a keystroke: digits and one colon, the colon added after the hours
 * when the user types on (« 1830 » reads « 18:30 »), five characters at most.
 */
export function typedTime(raw: string): string {
  const [hours = '', ...rest] = raw.replace(/[^\d:]/g, '').split(':');
  const minutes = rest.join('');
  if (rest.length === 0 && hours.length <= 2) return hours;
  if (rest.length === 0) return `${hours.slice(0, 2)}:${hours.slice(2, 4)}`;
  return `${hours.slice(0, 2)}:${minutes.slice(0, 2)}`;
}

/** On leaving the field, « 9 » and « 9:30 » become « 09:00 » and « 09:30 »; anything else stays. */
export function completedTime(text: string): string {
  if (/^\d{1,2}$/.test(text)) return `${text.padStart(2, '0')}:00`;
  if (/^\d:\d{2}$/.test(text)) return `0${text}`;
  return text;
}
