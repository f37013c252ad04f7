import { describe, expect, it } from 'vitest';
import {
  calendarDateField,
  instantField,
  iriField,
  relationIdFilter,
  requiredText,
  secretField,
  textField,
} from './fields.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
const ID = '0b8e9f51-6c1a-4f5e-9d0a-3c2b1a0f9e8d';

describe('request text fields', () => {
  it('names the field when it refuses a control character or a lone surrogate', () => {
    for (const value of ['Basket\u0000', 'Basket\ud800', 'Basket\tdu soir']) {
      expect(messagesOf(requiredText('L’activité').safeParse(value))).toEqual([
        'L’activité contient un caractère non autorisé (caractère de contrôle ou invalide).',
      ]);
    }
  });

  it('keeps tab and line breaks in a multi-line text, trimmed', () => {
    const parsed = textField('La description', 100, { multiline: true }).parse(
      ' Ligne 1\r\n\tLigne 2 ',
    );
    expect(parsed).toBe('Ligne 1\r\n\tLigne 2');
  });

  it('says a blank required text is missing and a long one too long', () => {
    expect(messagesOf(requiredText('Le nom', 5).safeParse('   '))).toEqual([
      'Le nom est obligatoire.',
    ]);
    expect(messagesOf(requiredText('Le nom', 5).safeParse('Gymnase'))).toEqual([
      'Le nom dépasse 5 caractères.',
    ]);
  });

  it('keeps a password as typed but with the same character rule', () => {
    expect(secretField('Le mot de passe').parse(' Espace ')).toBe(' Espace ');
    expect(secretField('Le mot de passe').safeParse('a\u0000b').success).toBe(false);
  });
});

describe('request dates', () => {
  it('accepts instants with an offset from 2000 to 2100', () => {
    for (const value of [
      '2000-01-01T00:00:00Z',
      '2026-03-29T01:30:00+01:00',
      '2100-12-31T23:59:59Z',
    ]) {
      expect(instantField.safeParse(value).success).toBe(true);
    }
  });

  it('refuses the years 0000 and 10000 with one violation', () => {
    expect(messagesOf(instantField.safeParse('0000-01-01T00:00:00Z'))).toEqual([
      'La date doit être comprise entre les années 2000 et 2100.',
    ]);
    expect(messagesOf(instantField.safeParse('+010000-01-01T00:00:00Z'))).toEqual([
      'Date ISO 8601 attendue.',
    ]);
    expect(messagesOf(calendarDateField('AAAA-MM-JJ attendu.').safeParse('9999-12-31'))).toEqual([
      'La date doit être comprise entre les années 2000 et 2100.',
    ]);
  });
});

describe('relations', () => {
  it('takes exactly an IRI of its collection in a body', () => {
    const place = iriField('places', 'L’espace');
    expect(place.safeParse(`/api/places/${ID}`).success).toBe(true);
    expect(place.safeParse(`/api/places/x\u0000${ID}`).success).toBe(false);
    expect(place.safeParse(`/api/facilities/${ID}`).success).toBe(false);
  });

  it('takes a bare id or an IRI in a filter, as the lower-case id', () => {
    const filter = relationIdFilter('Identifiant invalide.');
    expect(filter.parse(ID.toUpperCase())).toBe(ID);
    expect(filter.parse(`/api/places/${ID}`)).toBe(ID);
    expect(messagesOf(filter.safeParse(`\u0000${ID}`))).toEqual(['Identifiant invalide.']);
  });
});
