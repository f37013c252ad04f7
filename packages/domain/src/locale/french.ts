import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatCount } from './format.ts';

/**
 * French agreement of words with counts and their neighbours, in one place for the web, the
 * e-mails and the PDFs (docs/messages.md#french): every count, « de » or « par » before a name
 * goes through here rather than through a hand-made `> 1 ? 's' : ''`.
 */

const NO_BREAK_SPACE = '\u00a0';

/** A noun and its plural; the plural defaults to the noun with an « s ». */
export type Noun = string | { one: string; other: string };

function formsOf(noun: Noun): { one: string; other: string } {
  return typeof noun === 'string' ? { one: noun, other: `${noun}s` } : noun;
}

/**
 * The word agreeing with a count. French puts 0 and 1 in the singular (« 0 créneau »,
 * « 1 réservation »), from 2 on the plural (« 2 créneaux »), as Intl.PluralRules fr-FR says.
 */
export function plural(count: number, noun: Noun): string {
  const { one, other } = formsOf(noun);
  return Math.abs(count) < 2 ? one : other;
}

/**
 * « 1 réservation », « 0 créneau », « 12 créneaux », « 1 200 personnes »: the count as
 * formatCount writes it, a no-break space (never split across lines), then the agreeing noun.
 */
export function countOf(count: number, noun: Noun): string {
  return `${formatCount(count)}${NO_BREAK_SPACE}${plural(count, noun)}`;
}

// A vowel, or an h taken as mute: the words the product writes after « de » or « que » start so
// (« Espaces Partagés », « Hôtel de Région »). An aspirated h (« handball ») is the exception
// the caller names through `aspirated`.
const ELIDING_START = /^[aeiouhàâäéèêëîïôöùûüœæ]/i;

function startsWithVowelSound(word: string, aspirated: boolean): boolean {
  return !aspirated && ELIDING_START.test(word.trim());
}

/**
 * A preposition before a noun phrase, elided and contracted as French writes it:
 * « d’Espaces Partagés », « de la Région Val-d’Azur », « du Département », « des écoles »,
 * « au Département », « qu’Espaces Partagés », « par la Région ».
 */
export function withPreposition(
  preposition: 'de' | 'à' | 'par' | 'que' | 'sur' | 'pour',
  phrase: string,
  options: { aspirated?: boolean } = {},
): string {
  const text = phrase.trim();
  const article = /^(le|les) (.*)$/i.exec(text);
  if (article && (preposition === 'de' || preposition === 'à')) {
    const rest = article[2] ?? '';
    const plural = article[1]?.toLowerCase() === 'les';
    if (preposition === 'de') return `${plural ? 'des' : 'du'} ${rest}`;
    return `${plural ? 'aux' : 'au'} ${rest}`;
  }
  if (
    (preposition === 'de' || preposition === 'que') &&
    startsWithVowelSound(text, options.aspirated ?? false)
  ) {
    return `${preposition === 'de' ? 'd' : 'qu'}’${text}`;
  }
  return `${preposition} ${text}`;
}

/** Shorthands of withPreposition for the two a sentence most often needs. */
export const deName = (phrase: string): string => withPreposition('de', phrase);
export const parName = (phrase: string): string => withPreposition('par', phrase);

// Institutions and establishments whose name a sentence takes with its article, by gender:
// « la Région Val-d’Azur », « le Lycée Ampère », « l’École Jean-Macé ». A proper name without
// one of these first words (« Espaces Partagés », « Croix-Rousse Basket Club ») stays as it is.
const FEMININE_INSTITUTIONS =
  /^(Région|Collectivité|Métropole|Communauté|Ville|Commune|École|Cité|Maison|Salle|Université)(?![\p{L}-])/u;
const MASCULINE_INSTITUTIONS =
  /^(Département|Conseil|Territoire|Syndicat|Lycée|Collège|Gymnase|Groupe|Centre|Complexe|Stade|Établissement|Espace)(?![\p{L}-])/u;

/**
 * An institution's name as a sentence writes it, with its definite article when its first word
 * is a common noun: « Région Val-d’Azur » → « la Région Val-d’Azur », « Lycée Ampère » →
 * « le Lycée Ampère »; « Espaces Partagés » unchanged. Combine with withPreposition (« édité par
 * la Région Val-d’Azur ») or capitalized to open a sentence (« Le Lycée Ampère a approuvé… »).
 */
export function withArticle(name: string): string {
  const text = name.trim();
  if (/^(la|le|les|l’|l')\s?/i.test(text)) return text;
  if (FEMININE_INSTITUTIONS.test(text)) {
    return startsWithVowelSound(text, false) ? `l’${text}` : `la ${text}`;
  }
  if (MASCULINE_INSTITUTIONS.test(text)) {
    return startsWithVowelSound(text, false) ? `l’${text}` : `le ${text}`;
  }
  return text;
}

/** The country whose national layout French readers expect (libphonenumber-js). */
export const PHONE_COUNTRY = 'FR';

/**
 * A stored phone number (E.164 « +33465710101 », or as typed by staff: « 04.65.71.01.01 ») as
 * French people write it: « 04 65 71 01 01 », in pairs joined by no-break spaces so that it never
 * splits across lines. A foreign number keeps its international layout (« +32 2 123 45 67 »);
 * anything libphonenumber-js cannot read is returned as stored.
 */
export function formatPhone(value: string): string {
  const text = value.trim();
  if (text === '') return '';
  const phone = parsePhoneNumberFromString(text, PHONE_COUNTRY);
  if (phone === undefined || !phone.isPossible()) return text;
  const written =
    phone.country === PHONE_COUNTRY ? phone.formatNational() : phone.formatInternational();
  return written.replace(/ /g, NO_BREAK_SPACE);
}

/** The `tel:` address of a stored phone number (« tel:+33465710101 »), or null when unreadable. */
export function phoneLink(value: string): string | null {
  const phone = parsePhoneNumberFromString(value.trim(), PHONE_COUNTRY);
  return phone === undefined ? null : phone.getURI();
}

/** The phrase with its first letter in upper case, to open a sentence (« La Région… »). */
export function capitalized(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}
