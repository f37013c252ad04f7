/**
 * The one layout of every French e-mail: a subject, a plain-text body and a simple HTML body
 * (one column, real text, a visible button whose link is also written out in full for clients
 * that block links); every interpolated value is HTML-escaped here, once.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const NBSP = '\u00a0';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

export interface HtmlMail {
  title: string;
  paragraphs: string[];
  /** A short list after the paragraphs (the slots of a booking). */
  items?: string[];
  /** Words written by staff (a refusal's reason), quoted as they wrote them, line breaks kept. */
  quote?: string;
  action?: { label: string; link: string };
  closing: string[];
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;

function quoteBlock(quote: string): string[] {
  return [
    '<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #000091;font-size:16px;line-height:1.5;white-space:pre-line">',
    escapeHtml(quote),
    '</blockquote>',
  ];
}

function listBlock(items: readonly string[]): string[] {
  return [
    '<ul style="margin:0 0 16px;font-size:16px;line-height:1.5">',
    ...items.map((item) => `<li>${escapeHtml(item)}</li>`),
    '</ul>',
  ];
}

function actionBlock(action: { label: string; link: string }): string[] {
  const link = escapeHtml(action.link);
  return [
    '<p style="margin:24px 0">',
    `<a href="${link}" style="display:inline-block;padding:12px 20px;background:#000091;color:#ffffff;font-size:16px;text-decoration:underline">${escapeHtml(action.label)}</a>`,
    '</p>',
    paragraph(`Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${NBSP}:`),
    `<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${link}" style="color:#000091">${link}</a></p>`,
  ];
}

/** Paragraphs, quote and labels arrive as plain text. */
export function htmlMailDocument({
  title,
  paragraphs,
  items,
  quote,
  action,
  closing,
}: HtmlMail): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1e1e1e;font-family:Arial,sans-serif">',
    '<main style="max-width:600px;margin:0 auto">',
    ...paragraphs.map(paragraph),
    ...(items === undefined ? [] : listBlock(items)),
    ...(quote === undefined ? [] : quoteBlock(quote)),
    ...(action === undefined ? [] : actionBlock(action)),
    ...closing.map(paragraph),
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** A mail whose subject doubles as the HTML title. */
export interface MailBody extends Omit<HtmlMail, 'title'> {
  subject: string;
}

function textBody({ paragraphs, items, quote, action, closing }: MailBody): string {
  return [
    ...paragraphs,
    ...(items === undefined ? [] : items.map((item) => `- ${item}`)),
    ...(quote === undefined ? [] : ['', ...quote.split('\n').map((line) => `> ${line}`), '']),
    ...(action ? ['', `${action.label}${NBSP}:`, action.link, ''] : ['']),
    ...closing,
  ].join('\n');
}

/** The plain-text and HTML bodies of one mail, from the same parts. */
export function composeMail(body: MailBody): MailContent {
  return {
    subject: body.subject,
    text: textBody(body),
    html: htmlMailDocument({ title: body.subject, ...body }),
  };
}
