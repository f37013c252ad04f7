import { describe, expect, it } from 'vitest';
import {
  capitalized,
  countOf,
  deName,
  formatPhone,
  parName,
  phoneLink,
  plural,
  withArticle,
  withPreposition,
} from './french.ts';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('counts', () => {
  it.each([
    [0, 'créneau', '0 créneau'],
    [1, 'réservation', '1 réservation'],
    [2, 'réservation', '2 réservations'],
    [1200, 'personne', '1\u202f200 personnes'],
  ])('%i %s → « %s »', (count, noun, expected) => {
    expect(countOf(count, noun)).toBe(expected.replace(/ (?=\D)/, '\u00a0'));
  });

  it('takes an irregular plural', () => {
    const slot = { one: 'créneau', other: 'créneaux' };
    expect(countOf(0, slot)).toBe('0\u00a0créneau');
    expect(countOf(1, slot)).toBe('1\u00a0créneau');
    expect(countOf(31, slot)).toBe('31\u00a0créneaux');
    expect(plural(2, { one: 'sera annulé', other: 'seront annulés' })).toBe('seront annulés');
  });
});

describe('prepositions and articles', () => {
  it.each([
    ['de', 'Espaces Partagés', 'd’Espaces Partagés'],
    ['de', 'Hôtel de Région', 'd’Hôtel de Région'],
    ['de', 'Émilie Martin', 'd’Émilie Martin'],
    ['de', 'la Région Val-d’Azur', 'de la Région Val-d’Azur'],
    ['de', 'le Département du Var', 'du Département du Var'],
    ['de', 'les établissements', 'des établissements'],
    ['à', 'le Département du Var', 'au Département du Var'],
    ['que', 'Espaces Partagés', 'qu’Espaces Partagés'],
    ['par', 'Espaces Partagés', 'par Espaces Partagés'],
    ['de', 'Collège Jean Moulin', 'de Collège Jean Moulin'],
  ] as const)('%s + « %s » → « %s »', (preposition, phrase, expected) => {
    expect(withPreposition(preposition, phrase)).toBe(expected);
  });

  it('keeps an aspirated h whole', () => {
    expect(withPreposition('de', 'Handball Club', { aspirated: true })).toBe('de Handball Club');
  });

  it('gives an institution its article', () => {
    expect(withArticle('Région Val-d’Azur')).toBe('la Région Val-d’Azur');
    expect(withArticle('Département du Var')).toBe('le Département du Var');
    expect(withArticle('Espaces Partagés')).toBe('Espaces Partagés');
    expect(withArticle('Lycée polyvalent des Canuts')).toBe('le Lycée polyvalent des Canuts');
    expect(withArticle('École Jean-Macé')).toBe('l’École Jean-Macé');
    expect(withArticle('Collège Jean Moulin')).toBe('le Collège Jean Moulin');
    expect(withArticle('Espaces Verts de Vaise')).toBe('Espaces Verts de Vaise');
    expect(capitalized(withArticle('Lycée Ampère'))).toBe('Le Lycée Ampère');
    expect(deName(withArticle('Lycée Ampère'))).toBe('du Lycée Ampère');
    expect(parName(withArticle('École Jean-Macé'))).toBe('par l’École Jean-Macé');
    expect(withArticle('la Région Sud')).toBe('la Région Sud');
    expect(parName(withArticle('Région Val-d’Azur'))).toBe('par la Région Val-d’Azur');
    expect(deName(withArticle('Département du Var'))).toBe('du Département du Var');
    expect(deName('Espaces Partagés')).toBe('d’Espaces Partagés');
  });
});

describe('phone numbers', () => {
  it.each([
    ['+33465710101', '04 65 71 01 01'],
    ['0465710101', '04 65 71 01 01'],
    ['04.65.71.01.01', '04 65 71 01 01'],
    ['+33 6 12 34 56 78', '06 12 34 56 78'],
    ['+3222345678', '+32 2 234 56 78'],
  ])('%s is written « %s »', (stored, expected) => {
    expect(formatPhone(stored)).toBe(nbsp(expected));
  });

  it('returns what it cannot read as stored, and nothing for nothing', () => {
    expect(formatPhone('standard du lycée')).toBe('standard du lycée');
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone('  ')).toBe('');
  });

  it('links a number as tel: in its international form', () => {
    expect(phoneLink('04 65 71 01 01')).toBe('tel:+33465710101');
    expect(phoneLink('standard')).toBeNull();
  });
});
