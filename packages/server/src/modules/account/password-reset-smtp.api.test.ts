import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import { sendPendingMails } from '../mail/mail-sender.ts';
import { sendPasswordResetLinks } from './password-reset-request.service.ts';
import { createMailTransport } from '../mail/mail-transport.ts';
import { signInAttempt, STRONG_PASSWORD } from './account.test-support.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.test-support.ts';

let context: TestContext;
let smtp: SmtpReceiver;
beforeEach(async () => {
  context = await createTestApp();
  smtp = await startSmtpReceiver();
});
afterEach(async () => {
  await smtp.close();
  await context.close();
});

const failOnLog = {
  info: () => {
    throw new Error('the SMTP transport was expected, not the log');
  },
  error: () => undefined,
};

describe('password reset through a real SMTP server', () => {
  it('delivers the French reset mail whose link sets the new password', async () => {
    const request = await context.app.inject({
      method: 'POST',
      url: '/api/user_password_reset_requests',
      payload: { email: 'asso@espaces.test' },
    });
    expect(request.statusCode).toBe(202);
    await sendPasswordResetLinks(context.db, context.clock.now(), {
      appUrl: 'http://localhost:3000',
      appName: 'Espaces Partagés',
    });

    // SMTP_URL as an operator writes it: no TLS on the local test server.
    const transport = createMailTransport(
      {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        mailFrom: 'Espaces Partagés <ne-pas-repondre@espaces-partages.fr>',
        env: 'production',
      },
      failOnLog,
    );
    const report = await sendPendingMails(context.db, transport, context.clock.now());
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['asso@espaces.test']);
    expect(mail.headers.get('to')).toBe('asso@espaces.test');
    expect(mail.headers.get('from')).toContain('<ne-pas-repondre@espaces-partages.fr>');
    expect(mail.headers.get('subject')).toBe(
      'Votre compte Espaces Partagés\u00a0: changement de mot de passe',
    );

    const links = [
      ...mail.text.matchAll(
        /http:\/\/localhost:3000\/utilisateur\/mot-de-passe\/changement\?token=([\w-]+)/g,
      ),
    ];
    expect(links).toHaveLength(1);
    const [link, token] = links[0]!;
    expect(mail.text).toContain(`${link}\n`);
    expect(mail.html).toContain(`href="${link}"`);

    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/user_password_resets',
      payload: { token, newPassword: STRONG_PASSWORD },
    });
    expect(reset.statusCode).toBe(204);
    const signIn = await signInAttempt(context, 'asso@espaces.test', STRONG_PASSWORD);
    expect(signIn.statusCode).toBe(200);
  });
});
