import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mails go: SMTP in production, the log without SMTP_URL, a fake in tests. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** The part of a pino or Fastify logger the mail module uses. */
export interface MailLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP_URL mails are written to the log instead. Outside production the text body is
 * included, so that a link such as the set-password one can be followed from the console; a
 * production log keeps only recipient and subject, as the links sign in
 * (docs/security.md#account-privacy).
 */
export function createLogTransport(
  logger: MailLogger,
  { withBody }: { withBody: boolean },
): MailTransport {
  return {
    async send(message) {
      const details = { to: message.to, subject: message.subject };
      logger.info(
        withBody ? { ...details, text: message.text } : details,
        'E-mail journalisé (SMTP_URL non configuré)',
      );
    },
  };
}

export function createMailTransport(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'env'>,
  logger: MailLogger,
): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createLogTransport(logger, { withBody: config.env !== 'production' });
}
