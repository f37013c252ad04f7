import { formatDateTime } from '@espaces/domain/locale/format';
import { escapeHtml } from '../mail/mail-templates.ts';
import type { OutboxEntry } from './dev.repository.ts';
import { countOf } from '@espaces/domain/locale/french';

const STATUS_LABELS: Record<OutboxEntry['status'], string> = {
  pending: 'En attente d’envoi',
  sent: 'Envoyé',
  failed: 'Échec définitif',
};

const NBSP = '\u00a0';
const LINK = /https?:\/\/[^\s<>"]+/g;

/** Plain text with its links made clickable; everything else escaped. */
export function linkifiedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function mailArticle(mail: OutboxEntry, index: number): string {
  const headingId = `courriel-${index + 1}`;
  return [
    `<article aria-labelledby="${headingId}">`,
    `<h2 id="${headingId}">${escapeHtml(mail.subject)}</h2>`,
    '<dl>',
    `<div><dt>Date</dt><dd><time datetime="${mail.createdAt.toISOString()}">${formatDateTime(mail.createdAt)}</time></dd></div>`,
    `<div><dt>Destinataire</dt><dd>${escapeHtml(mail.recipient)}</dd></div>`,
    `<div><dt>Statut</dt><dd>${STATUS_LABELS[mail.status]} (${countOf(mail.attempts, 'tentative')})</dd></div>`,
    '</dl>',
    `<pre>${linkifiedText(mail.text)}</pre>`,
    `<p><a href="/dev/mails/${mail.id}.html">Voir la version HTML de «${NBSP}${escapeHtml(mail.subject)}${NBSP}»</a></p>`,
    '</article>',
  ].join('\n');
}

const STYLE = `
body { margin: 0; padding: 24px; font-family: Arial, sans-serif; color: #1e1e1e; background: #fff; }
main { max-width: 960px; margin: 0 auto; }
article { border: 1px solid #929292; border-radius: 4px; padding: 16px; margin: 0 0 24px; }
h2 { font-size: 1.25rem; margin: 0 0 12px; }
dl { display: flex; flex-wrap: wrap; gap: 8px 32px; margin: 0 0 12px; }
dt { font-weight: bold; }
dd { margin: 0; }
pre { white-space: pre-wrap; word-break: break-all; background: #f6f6f6; padding: 12px; margin: 0 0 12px; }
a { color: #000091; }
`;

/** GET /dev/mails: the outbox as a developer (or a browser test) reads it, newest first. */
export function devMailsPage(options: {
  appName: string;
  mails: OutboxEntry[];
  recipient?: string;
}): string {
  const { appName, mails, recipient } = options;
  const title = `Courriels envoyés – ${appName} (développement)`;
  const scope = recipient
    ? `Courriels adressés à ${escapeHtml(recipient)}, du plus récent au plus ancien.`
    : 'Tous les courriels de la boîte d’envoi, du plus récent au plus ancien.';
  return [
    '<!DOCTYPE html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style></head>`,
    '<body><main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${scope} Page disponible avec DEV_MAIL_PREVIEW=true, jamais en production. <a href="/dev/mails.json">Version JSON</a></p>`,
    mails.length === 0
      ? '<p>Aucun courriel pour le moment.</p>'
      : mails.map(mailArticle).join('\n'),
    '</main></body>',
    '</html>',
  ].join('\n');
}
