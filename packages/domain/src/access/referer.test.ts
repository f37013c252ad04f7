import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, REFERER_EXCLUDED_PATHS, shouldRememberReferer } from './referer.ts';

describe('shouldRememberReferer', () => {
  it('lists exactly the excluded paths', () => {
    expect(REFERER_EXCLUDED_PATHS).toEqual([
      '/',
      '/connexion',
      '/inscription',
      '/recherche',
      '/licence',
      '/donnees-personnelles',
      '/credits',
      '/aide',
      '/conditions-generales-d-utilisation',
      '/utilisateur/mot-de-passe/demande-changement',
    ]);
  });

  it.each(REFERER_EXCLUDED_PATHS)('does not remember %s', (path) => {
    expect(shouldRememberReferer(path)).toBe(false);
  });

  it.each([
    '/connexion?redirect=x',
    '/aide#section',
    '/recherche/',
    '/?status=success',
    '//evil.example',
    'https://evil.example/reservations/liste',
    '',
  ])('does not remember %s', (path) => {
    expect(shouldRememberReferer(path)).toBe(false);
  });

  it.each([
    '/reservations/liste',
    '/reservation/3f2c/avenant',
    '/espace/42',
    '/organisations/liste?status=to_review',
    '/utilisateur/mot-de-passe/changement',
    '/connexion-bis',
    '/aide/plus',
  ])('remembers %s', (path) => {
    expect(shouldRememberReferer(path)).toBe(true);
  });
});

describe('isSafeReturnPath', () => {
  it.each(['/', '/reservations/liste', '/organisations/liste?status=to_review', '/espace/1#cal'])(
    'accepts %s',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true);
    },
  );

  it.each([
    '',
    'reservations',
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/ path',
    '/path\nLocation: x',
    '/a\tb',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });
});
