import { describe, expect, it } from 'vitest';
import { escapeHtml, setPasswordMail } from './mail-templates.ts';

const LINK = 'https://espaces.example/utilisateur/mot-de-passe/changement?token=abc_DEF-123';

describe('setPasswordMail', () => {
  const mail = setPasswordMail({ appName: 'Espaces Partagés', firstName: 'Chloé', link: LINK });

  it('names the product in a French subject with a no-break space before the colon', () => {
    expect(mail.subject).toBe('Votre compte Espaces Partagés\u00a0: choisissez votre mot de passe');
  });

  it('writes the greeting, the link and its validity in the text body', () => {
    expect(mail.text).toContain('Bonjour Chloé,');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('valable 7 jours');
  });

  it('is a French HTML document with a labelled link, also written out in full', () => {
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain('Choisir mon mot de passe</a>');
    expect(mail.html.match(new RegExp(`>${LINK.replace(/[?]/g, '\\?')}</a>`))).not.toBeNull();
  });

  it('escapes what users typed', () => {
    const hostile = setPasswordMail({
      appName: 'Espaces & Cie',
      firstName: '<script>alert("x")</script>',
      link: 'https://espaces.example/?token=a&b="c"',
    });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(hostile.html).toContain('Espaces &amp; Cie');
    expect(hostile.html).toContain('href="https://espaces.example/?token=a&amp;b=&quot;c&quot;"');
    // The text body is plain text: nothing to escape.
    expect(hostile.text).toContain('Bonjour <script>alert("x")</script>,');
  });
});
