import { describe, expect, it } from 'vitest';
import {
  emailChangedNoticeMail,
  emailChangeMail,
  passwordChangedMail,
  passwordResetMail,
} from './account.mails.ts';

const LINK = 'https://espaces.example/utilisateur/mot-de-passe/changement?token=abc_DEF-123';
// 21/11/2026 18:05 in Paris (UTC+1 in November).
const CHANGED_AT = new Date('2026-11-21T17:05:00Z');

describe('account mails', () => {
  it('writes the reset link out in the text and as a labelled link in French HTML', () => {
    const mail = passwordResetMail({ appName: 'Espaces Partagés', firstName: 'Chloé', link: LINK });
    expect(mail.subject).toBe('Votre compte Espaces Partagés\u00a0: changement de mot de passe');
    expect(mail.text).toContain('Bonjour Chloé,');
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain('Choisir un nouveau mot de passe</a>');
  });

  it('dates a password change in Paris time and offers a way out', () => {
    const mail = passwordChangedMail({
      appName: 'Espaces Partagés',
      firstName: 'Chloé',
      changedAt: CHANGED_AT,
      resetRequestLink: 'https://espaces.example/utilisateur/mot-de-passe/demande-changement',
    });
    expect(mail.text).toContain('le 21/11/2026 à 18:05 (heure de Paris)');
    expect(mail.html).toContain(
      'href="https://espaces.example/utilisateur/mot-de-passe/demande-changement"',
    );
  });

  it('escapes what users typed', () => {
    const hostile = '<script>alert("x")</script>';
    const change = emailChangeMail({
      appName: 'Espaces & Cie',
      firstName: hostile,
      newEmail: 'a"b@espaces.test',
      link: 'https://espaces.example/?token=a&b="c"',
    });
    const notice = emailChangedNoticeMail({
      appName: 'Espaces',
      firstName: hostile,
      newEmail: '<b>@espaces.test',
      changedAt: CHANGED_AT,
    });
    for (const mail of [change, notice]) expect(mail.html).not.toContain('<script>');
    expect(change.html).toContain('Espaces &amp; Cie');
    expect(change.html).toContain('href="https://espaces.example/?token=a&amp;b=&quot;c&quot;"');
    expect(notice.html).toContain('&lt;b&gt;@espaces.test');
    expect(notice.html).not.toContain('<a ');
  });
});
