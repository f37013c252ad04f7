import { describe, expect, it } from 'vitest';
import { escapeLike, foldSearchTerm } from './text-search.ts';

describe('foldSearchTerm', () => {
  it('drops diacritics, spells out ligatures and straightens apostrophes', () => {
    expect(foldSearchTerm('Œuvre d’Élève à Noël')).toBe("OEuvre d'Eleve a Noel");
  });
});

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
