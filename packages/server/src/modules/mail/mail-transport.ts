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
 * Without SMTP_URL (development, demo) mails are written to the log instead, with their text
 * body, so that a link such as the set-password one can be followed from the console.
 */
export function createLogTransport(logger: MailLogger): MailTransport {
  return {
    async send(message) {
      logger.info(
        { to: message.to, subject: message.subject, text: message.text },
        'E-mail journalisé (SMTP_URL non configuré)',
      );
    },
  };
}

export function createMailTransport(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  logger: MailLogger,
): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createLogTransport(logger);
}
