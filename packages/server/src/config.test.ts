import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestSealP12 } from './documents/seal-certificate.ts';

const BASE = {
  NODE_ENV: 'test',
  COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
} as const;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so X-Forwarded-For is ignored', () => {
    expect(loadConfig(BASE).trustProxy).toBe(false);
    expect(loadConfig({ ...BASE, TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('reads a list of addresses and ranges', () => {
    expect(
      loadConfig({ ...BASE, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  // A hop count would believe a client that reaches the app without the proxy.
  it.each(['1', 'true', 'proxy.example', '10.0.0.0/33', '10.0.0.1,', '1.5'])(
    'refuses %s with the name of the variable',
    (TRUST_PROXY) => {
      expect(() => loadConfig({ ...BASE, TRUST_PROXY })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('DEV_MAIL_PREVIEW', () => {
  it('is off unless set to true', () => {
    expect(loadConfig(BASE).devMailPreview).toBe(false);
    expect(loadConfig({ ...BASE, NODE_ENV: 'development' }).devMailPreview).toBe(false);
    expect(loadConfig({ ...BASE, DEV_MAIL_PREVIEW: 'true' }).devMailPreview).toBe(true);
  });

  it('cannot be enabled in production, where the mails carry sign-in links', () => {
    expect(() => loadConfig({ ...BASE, NODE_ENV: 'production', DEV_MAIL_PREVIEW: 'true' })).toThrow(
      'DEV_MAIL_PREVIEW : interdit en production',
    );
  });
});

describe('CONTACT_EMAIL', () => {
  it('gives the public pages an address, the operator’s when set', () => {
    expect(loadConfig(BASE).contactEmail).toBe('contact@espaces-partages.fr');
    expect(loadConfig({ ...BASE, CONTACT_EMAIL: 'espaces@region.example' }).contactEmail).toBe(
      'espaces@region.example',
    );
  });

  it('refuses what is not an e-mail address, with the name of the variable', () => {
    expect(() => loadConfig({ ...BASE, CONTACT_EMAIL: 'le service' })).toThrow(/CONTACT_EMAIL/);
  });
});

describe('SIGN_IN_MAX_ATTEMPTS', () => {
  it('allows 10 sign-in attempts by default, or the number set', () => {
    expect(loadConfig(BASE).signInMaxAttempts).toBe(10);
    expect(loadConfig({ ...BASE, SIGN_IN_MAX_ATTEMPTS: '25' }).signInMaxAttempts).toBe(25);
  });

  it.each(['0', '-3', '2.5', 'beaucoup'])('refuses %s with the name of the variable', (value) => {
    expect(() => loadConfig({ ...BASE, SIGN_IN_MAX_ATTEMPTS: value })).toThrow(
      /SIGN_IN_MAX_ATTEMPTS/,
    );
  });
});

describe('captcha', () => {
  const keys = { CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' };

  it('needs both its site key and its secret, or neither', () => {
    expect(() => loadConfig({ ...BASE, CAPTCHA_SITE_KEY: 'site' })).toThrow(
      'CAPTCHA_SITE_KEY, CAPTCHA_SECRET : les deux ou aucune',
    );
    expect(loadConfig(BASE).captchaCspSources).toEqual([]);
  });

  it('opens the CSP to Google’s reCAPTCHA paths by default, to another provider’s origin', () => {
    expect(loadConfig({ ...BASE, ...keys }).captchaCspSources).toEqual([
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    const other = { ...BASE, ...keys, CAPTCHA_SCRIPT_URL: 'https://captcha.example.fr/v3/api.js' };
    expect(loadConfig(other).captchaCspSources).toEqual(['https://captcha.example.fr']);
  });

  it('refuses a CSP source that could widen the policy', () => {
    expect(() => loadConfig({ ...BASE, ...keys, CAPTCHA_CSP_SOURCES: "'unsafe-inline'" })).toThrow(
      'CAPTCHA_CSP_SOURCES',
    );
  });
});

describe('S3_*', () => {
  it('keeps files in FILES_DIR unless a bucket is named', () => {
    expect(loadConfig(BASE).s3).toBeNull();
  });

  it('reads an S3-compatible bucket with its endpoint, keys and path style', () => {
    expect(
      loadConfig({
        ...BASE,
        S3_BUCKET: 'espaces',
        S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
        S3_REGION: 'fr-par',
        S3_ACCESS_KEY_ID: 'SCWKEY',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'espaces',
      region: 'fr-par',
      endpoint: 'https://s3.fr-par.scw.cloud',
      credentials: { accessKeyId: 'SCWKEY', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('leaves the credentials to the SDK’s default chain when no key is given', () => {
    expect(loadConfig({ ...BASE, S3_BUCKET: 'espaces' }).s3).toEqual({
      bucket: 'espaces',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('refuses half a key pair, or an endpoint without a bucket', () => {
    expect(() => loadConfig({ ...BASE, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY : les deux ou aucune',
    );
    expect(() => loadConfig({ ...BASE, S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_BUCKET : obligatoire',
    );
    expect(() => loadConfig({ ...BASE, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'oui' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});

describe('CANCELLATION_FREE_NOTICE_DAYS and CANCELLATION_PARTIAL_NOTICE_DAYS', () => {
  it('default to 30 and 7 days, half the price in between', () => {
    expect(loadConfig(BASE).cancellationTerms).toEqual({
      freeNoticeDays: 30,
      partialNoticeDays: 7,
      partialRatioPercent: 50,
    });
  });

  it('read other thresholds, and refuse a partial notice not shorter than the free one', () => {
    const config = loadConfig({
      ...BASE,
      CANCELLATION_FREE_NOTICE_DAYS: '15',
      CANCELLATION_PARTIAL_NOTICE_DAYS: '3',
    });
    expect(config.cancellationTerms).toMatchObject({ freeNoticeDays: 15, partialNoticeDays: 3 });
    expect(() =>
      loadConfig({
        ...BASE,
        CANCELLATION_FREE_NOTICE_DAYS: '7',
        CANCELLATION_PARTIAL_NOTICE_DAYS: '7',
      }),
    ).toThrow(/CANCELLATION_FREE_NOTICE_DAYS, CANCELLATION_PARTIAL_NOTICE_DAYS/);
    expect(() => loadConfig({ ...BASE, CANCELLATION_FREE_NOTICE_DAYS: 'trente' })).toThrow(
      /CANCELLATION_FREE_NOTICE_DAYS/,
    );
  });
});

describe('PDF_SEAL_P12_PATH and PDF_SEAL_P12_PASSWORD', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'espaces-seal-'));
  const p12Path = path.join(dataDir, 'operateur.p12');
  writeFileSync(p12Path, createTestSealP12('Région Val-d’Azur', 'mot-de-passe-du-cachet'));
  const withSeal = { ...BASE, DATA_DIR: dataDir, PDF_SEAL_P12_PATH: p12Path };

  it('generates a test seal at first start under DATA_DIR, and keeps it', () => {
    const first = loadConfig({ ...BASE, DATA_DIR: dataDir }).pdfSeal;
    expect(first.test).toBe(true);
    expect(first.name).toBe('Espaces Partagés — Cachet de test — non qualifié');
    expect(readFileSync(path.join(dataDir, 'pdf-seal-test.p12'))).toEqual(first.p12);
    expect(loadConfig({ ...BASE, DATA_DIR: dataDir }).pdfSeal.p12).toEqual(first.p12);
  });

  it('seals with the operator’s certificate, named after it', () => {
    const seal = loadConfig({
      ...withSeal,
      PDF_SEAL_P12_PASSWORD: 'mot-de-passe-du-cachet',
    }).pdfSeal;
    expect(seal).toMatchObject({ name: 'Région Val-d’Azur — Cachet de test — non qualifié' });
    expect(seal.test).toBe(false);
  });

  it('refuses a wrong password or a missing file at start, never repeating the password', () => {
    const wrong = () => loadConfig({ ...withSeal, PDF_SEAL_P12_PASSWORD: 'faux-secret' });
    expect(wrong).toThrow(
      'PDF_SEAL_P12_PATH : fichier PKCS#12 illisible ou mot de passe incorrect',
    );
    expect(wrong).not.toThrow(/faux-secret/);
    expect(() => loadConfig({ ...withSeal, PDF_SEAL_P12_PATH: '/absent.p12' })).toThrow(
      'PDF_SEAL_P12_PATH : fichier introuvable ou illisible',
    );
    expect(() => loadConfig({ ...BASE, PDF_SEAL_P12_PASSWORD: 'seul' })).toThrow(
      /PDF_SEAL_P12_PASSWORD/,
    );
  });
});

describe('ProConnect', () => {
  const settings = {
    PROCONNECT_ISSUER: 'https://fca.integ01.dev-agentconnect.fr/api/v2',
    PROCONNECT_CLIENT_ID: 'client',
    PROCONNECT_CLIENT_SECRET: 'secret',
  };

  it('is off unless configured, on with its three settings', () => {
    expect(loadConfig(BASE).proconnect).toBeNull();
    expect(loadConfig({ ...BASE, ...settings }).proconnect).toEqual({
      issuer: settings.PROCONNECT_ISSUER,
      clientId: 'client',
      clientSecret: 'secret',
    });
  });

  it('needs all three settings or none, and names them, never the secret', () => {
    const partial = { ...BASE, ...settings, PROCONNECT_CLIENT_ID: '' };
    expect(() => loadConfig(partial)).toThrow(
      'PROCONNECT_ISSUER, PROCONNECT_CLIENT_ID, PROCONNECT_CLIENT_SECRET : les trois ou aucune',
    );
    expect(() => loadConfig({ ...partial, PROCONNECT_CLIENT_SECRET: 's3cr3t' })).not.toThrow(
      /s3cr3t/,
    );
  });
});

describe('Stripe', () => {
  const settings = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  };

  it('keeps the sandbox by default, and reads Stripe’s settings only when chosen', () => {
    expect(loadConfig(BASE)).toMatchObject({ paymentProvider: 'sandbox', stripe: null });
    expect(loadConfig({ ...BASE, STRIPE_SECRET_KEY: 'sk_test_abc' }).stripe).toBeNull();
    expect(loadConfig({ ...BASE, ...settings }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: null,
      timeoutMs: 10_000,
    });
  });

  it('needs both secrets, and names them, never their values', () => {
    const partial = { ...BASE, ...settings, STRIPE_WEBHOOK_SECRET: '' };
    expect(() => loadConfig(partial)).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET : obligatoires avec PAYMENT_PROVIDER=stripe',
    );
    expect(() => loadConfig(partial)).not.toThrow(/sk_test_abc/);
    expect(() => loadConfig({ ...BASE, ...settings, STRIPE_TIMEOUT_MS: '50' })).toThrow(
      /STRIPE_TIMEOUT_MS/,
    );
  });
});

describe('PayFiP', () => {
  const PAYFIP = { ...BASE, PAYMENT_PROVIDER: 'payfip', PAYFIP_CLIENT_NUMBER: '012345' };

  it('is off by default: the sandbox pays', () => {
    expect(loadConfig(BASE)).toMatchObject({ paymentProvider: 'sandbox', payfip: null });
  });

  it('reads the client number and the mode, the DGFiP’s addresses by default', () => {
    expect(loadConfig({ ...PAYFIP, PAYFIP_MODE: 'activation' }).payfip).toEqual({
      clientNumber: '012345',
      mode: 'X',
      serviceUrl: 'https://www.payfip.gouv.fr/tpa/services/securite',
      paymentPageUrl: 'https://www.payfip.gouv.fr/tpa/paiementws.web',
      timeoutMs: 10_000,
    });
    expect(loadConfig({ ...PAYFIP, PAYFIP_MODE: 'production' }).payfip?.mode).toBe('W');
    expect(loadConfig({ ...PAYFIP, PAYFIP_MODE: 'test' }).payfip?.mode).toBe('T');
  });

  it('refuses to start without its client number or mode, or with a malformed one', () => {
    expect(() => loadConfig({ ...BASE, PAYMENT_PROVIDER: 'payfip' })).toThrow(
      'PAYFIP_CLIENT_NUMBER, PAYFIP_MODE : obligatoire avec PAYMENT_PROVIDER=payfip',
    );
    expect(() => loadConfig({ ...PAYFIP, PAYFIP_MODE: 'live' })).toThrow('PAYFIP_MODE');
    expect(() =>
      loadConfig({ ...PAYFIP, PAYFIP_MODE: 'test', PAYFIP_CLIENT_NUMBER: '12345' }),
    ).toThrow('PAYFIP_CLIENT_NUMBER : le numéro client PayFiP a 6 chiffres');
    expect(() => loadConfig({ ...PAYFIP, PAYFIP_MODE: 'test', PAYFIP_TIMEOUT_MS: '0' })).toThrow(
      'PAYFIP_TIMEOUT_MS',
    );
  });
});
