import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';

let context: TestContext;
afterEach(() => context.close());

const TEST_SETTINGS = {
  COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
  WEB_DIST_DIR: '/nonexistent',
};

/** The previews exist only when DEV_MAIL_PREVIEW=true. */
const withPreview = () =>
  createTestApp({
    config: loadConfig({ NODE_ENV: 'development', DEV_MAIL_PREVIEW: 'true', ...TEST_SETTINGS }),
  });

const NOW = new Date('2026-03-02T08:00:00Z');
const MINUTE = 60_000;

async function enqueue(to: string, subject: string, text: string, now = NOW) {
  return enqueueMail(context.db, { to, subject, text, html: `<p>${subject}</p>` }, now);
}

describe('GET /dev/mails (DEV_MAIL_PREVIEW=true)', () => {
  it('lists the outbox newest first with clickable links, in accessible French HTML', async () => {
    context = await withPreview();
    await enqueue('premier@espaces.test', 'Premier message', 'Bonjour,\nRien à suivre.');
    await enqueue(
      'second@espaces.test',
      'Second <message> & suite',
      'Suivez ce lien :\nhttp://localhost:3000/utilisateur/mot-de-passe/changement?token=abc_DEF-1&x=<b>\nMerci.',
      new Date(NOW.getTime() + MINUTE),
    );

    const response = await context.app.inject({ method: 'GET', url: '/dev/mails' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<title>Courriels envoyés – Espaces Partagés (développement)</title>');
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page.indexOf('Second &lt;message&gt; &amp; suite')).toBeLessThan(
      page.indexOf('Premier message'),
    );
    expect(page).toContain('<dd>second@espaces.test</dd>');
    expect(page).toContain('En attente d’envoi');
    expect(page).toContain(
      '<a href="http://localhost:3000/utilisateur/mot-de-passe/changement?token=abc_DEF-1&amp;x=">http://localhost:3000/utilisateur/mot-de-passe/changement?token=abc_DEF-1&amp;x=</a>&lt;b&gt;',
    );
    expect(page).not.toContain('<b>');
  });

  it('says when the outbox is empty, and filters by recipient', async () => {
    context = await withPreview();
    const empty = await context.app.inject({ method: 'GET', url: '/dev/mails' });
    expect(empty.body).toContain('<p>Aucun courriel pour le moment.</p>');
    await enqueue('premier@espaces.test', 'Premier message', 'Texte');
    const filtered = await context.app.inject({
      method: 'GET',
      url: '/dev/mails?recipient=Autre@espaces.test',
    });
    expect(filtered.body).toContain('Aucun courriel pour le moment.');
  });

  it('serves the same outbox as JSON, and each HTML body', async () => {
    context = await withPreview();
    const mail = await enqueue('premier@espaces.test', 'Premier message', 'Texte');
    await enqueue(
      'second@espaces.test',
      'Second message',
      'Texte 2',
      new Date(NOW.getTime() + MINUTE),
    );

    const response = await context.app.inject({
      method: 'GET',
      url: '/dev/mails.json?recipient=PREMIER@espaces.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mails: [
        {
          id: mail.id,
          recipient: 'premier@espaces.test',
          subject: 'Premier message',
          text: 'Texte',
          html: '<p>Premier message</p>',
          status: 'pending',
          createdAt: NOW.toISOString(),
        },
      ],
    });
    const all = await context.app.inject({ method: 'GET', url: '/dev/mails.json' });
    expect(all.json().mails.map((m: { subject: string }) => m.subject)).toEqual([
      'Second message',
      'Premier message',
    ]);

    const html = await context.app.inject({ method: 'GET', url: `/dev/mails/${mail.id}.html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toBe('<p>Premier message</p>');
    const unknown = await context.app.inject({
      method: 'GET',
      url: `/dev/mails/${randomUUID()}.html`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /dev/payments/charge (DEV_MAIL_PREVIEW=true)', () => {
  it.each(['0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '1999-12-31T23:00:00Z'])(
    'refuses the day %s with a French violation (PostgreSQL has no year 0)',
    async (at) => {
      context = await withPreview();
      const response = await context.app.inject({
        method: 'GET',
        url: `/dev/payments/charge?at=${encodeURIComponent(at)}`,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations[0].propertyPath).toBe('at');
    },
  );
});

describe('GET /dev/mails without DEV_MAIL_PREVIEW', () => {
  it.each(['development', 'production'] as const)(
    'does not exist in %s, where a reset link would let anyone in',
    async (NODE_ENV) => {
      context = await createTestApp({ config: loadConfig({ NODE_ENV, ...TEST_SETTINGS }) });
      const mail = await enqueue('asso@espaces.test', 'Premier message', 'Texte');
      for (const url of ['/dev/mails', '/dev/mails.json', `/dev/mails/${mail.id}.html`]) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('Premier message');
      }
    },
  );
});
