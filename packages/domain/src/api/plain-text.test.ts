import { describe, expect, it } from 'vitest';
import { isPlainText, isWellFormedText } from './plain-text.ts';

describe('plain text rule', () => {
  it('accepts French text with accents, apostrophes, emoji and non-breaking spaces', () => {
    expect(isPlainText('Entraînement de l’équipe « U15 »\u00a0! 🏀')).toBe(true);
  });

  it('refuses NUL and the other control characters on one line', () => {
    for (const control of ['\u0000', '\u0001', '\u001b', '\u007f', '\t', '\n', '\r']) {
      expect(isPlainText(`a${control}b`)).toBe(false);
    }
  });

  it('keeps tab and line breaks in a multi-line text, never NUL', () => {
    expect(isPlainText('Ligne 1\r\nLigne 2\tsuite', true)).toBe(true);
    expect(isPlainText('a\u0000b', true)).toBe(false);
    expect(isPlainText('a\u000bb', true)).toBe(false);
  });

  it('refuses a lone surrogate wherever it stands, accepts a pair', () => {
    expect(isWellFormedText('a\ud800')).toBe(false);
    expect(isWellFormedText('\ud800b')).toBe(false);
    expect(isWellFormedText('\udc00')).toBe(false);
    expect(isWellFormedText('\udc00\ud800')).toBe(false);
    expect(isWellFormedText('\ud83c\udfc0')).toBe(true);
    expect(isPlainText('a\ud800b', true)).toBe(false);
  });
});
