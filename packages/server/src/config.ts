import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PdfSeal } from './documents/seal-certificate.ts';
import {
  localTestSeal,
  openSealCertificate,
  sealCertificateName,
} from './documents/seal-certificate.ts';
import type { S3StorageSettings } from './files/s3-file-storage.ts';
import {
  cancellationTermsWith,
  type CancellationTerms,
} from '@espaces/domain/agreement/cancellation-terms';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalUrl = z.url().optional();

/** The DGFiP's PayFiP web service and payment page (docs/payments.md#online-payment-payfip). */
const PAYFIP_SERVICE_URL = 'https://www.payfip.gouv.fr/tpa/services/securite';
const PAYFIP_PAYMENT_PAGE_URL = 'https://www.payfip.gouv.fr/tpa/paiementws.web';

const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** What Google documents for reCAPTCHA under a CSP: its script and frames, and gstatic's. */
const RECAPTCHA_CSP_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

/**
 * Every setting (README « Configuration »), read once at start; a bad one stops the app with its
 * name.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  APP_NAME: z.string().min(1).default('Espaces Partagés'),
  REGION_NAME: z.string().min(1).default('Région Val-d’Azur'),
  REGION_LOGO_URL: z.string().min(1).optional(),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(join(REPO_ROOT, 'var')),
  FILES_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  SMTP_URL: optionalUrl,
  CONTACT_EMAIL: z.email().default('contact@espaces-partages.fr'),
  MAIL_FROM: z.string().default('Espaces Partagés <ne-pas-repondre@espaces-partages.fr>'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'payfip']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: optionalUrl,
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PAYFIP_CLIENT_NUMBER: z
    .string()
    .regex(/^\d{6}$/, { message: 'le numéro client PayFiP a 6 chiffres' })
    .optional(),
  PAYFIP_MODE: z.enum(['test', 'activation', 'production']).optional(),
  PAYFIP_SERVICE_URL: z.url().default(PAYFIP_SERVICE_URL),
  PAYFIP_PAYMENT_PAGE_URL: z.url().default(PAYFIP_PAYMENT_PAGE_URL),
  PAYFIP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  CAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_SECRET: z.string().optional(),
  CAPTCHA_SCRIPT_URL: z.url().default(RECAPTCHA_SCRIPT_URL),
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  CAPTCHA_CSP_SOURCES: z
    .string()
    .refine((value) => value.split(/\s+/).filter(Boolean).every(isCspSource), {
      message: 'origines https://hôte[/chemin/] séparées par des espaces',
    })
    .optional(),
  MATOMO_URL: optionalUrl,
  MATOMO_SITE_ID: z.string().optional(),
  COMPANY_REGISTER_URL: z.url().default('https://recherche-entreprises.api.gouv.fr'),
  COMPANY_REGISTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.fr/osmfr/{z}/{x}/{y}.png'),
  WEB_DIST_DIR: z.string().default(join(REPO_ROOT, 'packages/web/dist')),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  DEMO_STORY: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxySetting, {
      message:
        'adresses IP ou plages CIDR des relais, séparées par des virgules (ou loopback, linklocal, uniquelocal)',
    })
    .optional(),
  DEV_MAIL_PREVIEW: z.enum(['true', 'false']).optional(),
  SIGN_IN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(10),
  CANCELLATION_FREE_NOTICE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  CANCELLATION_PARTIAL_NOTICE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  PDF_SEAL_P12_PATH: z.string().optional(),
  PDF_SEAL_P12_PASSWORD: z.string().optional(),
  PROCONNECT_ISSUER: optionalUrl,
  PROCONNECT_CLIENT_ID: z.string().optional(),
  PROCONNECT_CLIENT_SECRET: z.string().optional(),
});

/** Which proxies may set X-Forwarded-For: none, or those at these addresses. */
export type TrustedProxies = false | string[];

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Addresses only: a hop count would believe any client that reaches the app directly (and
 * Fastify 5 ignores one anyway).
 */
function isTrustProxySetting(value: string): boolean {
  return value.split(',').every((entry) => isProxyAddress(entry.trim()));
}

function trustedProxies(value: string | undefined): TrustedProxies {
  return value ? value.split(',').map((entry) => entry.trim()) : false;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  appName: string;
  regionName: string;
  regionLogoUrl: string | null;
  databaseUrl: string | undefined;
  dataDir: string;
  filesDir: string;
  /** Files in an S3-compatible bucket instead of `filesDir` (several instances share them). */
  s3: S3StorageSettings | null;
  cookieSecret: string;
  smtpUrl: string | undefined;
  /** Shown by the help and legal pages (public configuration). */
  contactEmail: string;
  mailFrom: string;
  paymentProvider: 'sandbox' | 'stripe' | 'payfip';
  /**
   * Stripe (PAYMENT_PROVIDER=stripe, docs/payments.md#stripe): holds the secret key and the
   * webhook signing secret: never logged nor sent.
   */
  stripe: StripeSettings | null;
  /** PayFiP's settings when `paymentProvider` is `payfip`, else null. */
  payfip: PayfipSettings | null;
  captchaSiteKey: string | null;
  captchaSecret: string | null;
  /** The provider's script, its siteverify-compatible endpoint and the lowest human score. */
  captchaScriptUrl: string;
  captchaVerifyUrl: string;
  captchaMinScore: number;
  /** The CSP sources the captcha needs (script, frames), none when no captcha is configured. */
  captchaCspSources: string[];
  matomoUrl: string | null;
  matomoSiteId: string | null;
  /**
   * The « API Recherche d’entreprises » (or a server answering like it) and how long to wait for
   * it (docs/organisations.md#company-register).
   */
  companyRegister: { url: string; timeoutMs: number };
  mapTileUrl: string;
  webDistDir: string;
  /** Seed the demo data into an empty database: default for the embedded engine only. */
  seedDemo: boolean;
  /**
   * With the demo data, play the demo story (db/seed/demo-story.ts) relative to the day the
   * empty database is seeded: bookings in every status, agreements, payments. On by default.
   */
  demoStory: boolean;
  /** Fastify's trustProxy: by default the client address is the socket's, never a header. */
  trustProxy: TrustedProxies;
  /** /dev/mails shows reset links: only when asked for, never in production. */
  devMailPreview: boolean;
  /** Sign-in attempts allowed per IP address and e-mail in 5 minutes. */
  signInMaxAttempts: number;
  /**
   * The notice thresholds of an organisation's cancellation (30 and 7 days;
   * docs/bookings.md#cancellation-conditions).
   */
  cancellationTerms: CancellationTerms;
  /**
   * The certificate sealing issued PDFs (docs/security.md#the-seal); holds the
   * PKCS#12 password: never logged nor sent.
   */
  pdfSeal: PdfSeal;
  /**
   * ProConnect, the public agents' sign-in (docs/security.md#proconnect): off when null. Holds the
   * client secret: never logged nor sent.
   */
  proconnect: ProConnectSettings | null;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Only to point the SDK at a local server answering like Stripe (tests). */
  apiUrl: string | null;
  timeoutMs: number;
}

export interface ProConnectSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The authority's PayFiP contract (docs/payments.md#online-payment-payfip). */
export interface PayfipSettings {
  clientNumber: string;
  /** `saisie`: T test, X activation, W production. */
  mode: 'T' | 'X' | 'W';
  serviceUrl: string;
  paymentPageUrl: string;
  timeoutMs: number;
}

const PAYFIP_MODES = { test: 'T', activation: 'X', production: 'W' } as const;

export class ConfigurationError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as shells and CI files often write them.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.')} : ${issue.message}`,
    );
    throw new ConfigurationError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.COOKIE_SECRET) {
    throw new ConfigurationError(
      'Configuration invalide :\n- COOKIE_SECRET : obligatoire en production (32 caractères au moins)',
    );
  }
  if (env.NODE_ENV === 'production' && env.DEV_MAIL_PREVIEW === 'true') {
    throw new ConfigurationError(
      'Configuration invalide :\n- DEV_MAIL_PREVIEW : interdit en production (les e-mails contiennent des liens de connexion)',
    );
  }
  if (Boolean(env.CAPTCHA_SITE_KEY) !== Boolean(env.CAPTCHA_SECRET)) {
    throw new ConfigurationError(
      'Configuration invalide :\n- CAPTCHA_SITE_KEY, CAPTCHA_SECRET : les deux ou aucune',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigurationError(
      'Configuration invalide :\n- S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY : les deux ou aucune',
    );
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    throw new ConfigurationError(
      'Configuration invalide :\n- S3_BUCKET : obligatoire avec S3_ENDPOINT ou des clés S3',
    );
  }
  const proconnectSet = [
    env.PROCONNECT_ISSUER,
    env.PROCONNECT_CLIENT_ID,
    env.PROCONNECT_CLIENT_SECRET,
  ].filter(Boolean).length;
  if (proconnectSet !== 0 && proconnectSet !== 3) {
    throw new ConfigurationError(
      'Configuration invalide :\n- PROCONNECT_ISSUER, PROCONNECT_CLIENT_ID, PROCONNECT_CLIENT_SECRET : les trois ou aucune',
    );
  }
  if (env.PAYMENT_PROVIDER === 'stripe' && !(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigurationError(
      'Configuration invalide :\n- STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET : obligatoires avec PAYMENT_PROVIDER=stripe',
    );
  }
  const payfip = payfipSettings(env);
  const cancellationTerms = cancellationTermsWith(
    env.CANCELLATION_FREE_NOTICE_DAYS,
    env.CANCELLATION_PARTIAL_NOTICE_DAYS,
  );
  if (typeof cancellationTerms === 'string') {
    throw new ConfigurationError(
      `Configuration invalide :\n- CANCELLATION_FREE_NOTICE_DAYS, CANCELLATION_PARTIAL_NOTICE_DAYS : ${cancellationTerms}`,
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    appName: env.APP_NAME,
    regionName: env.REGION_NAME,
    regionLogoUrl: env.REGION_LOGO_URL ?? null,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    filesDir: env.FILES_DIR ?? join(env.DATA_DIR, 'files'),
    s3: s3Settings(env),
    cookieSecret: env.COOKIE_SECRET ?? localCookieSecret(env.DATA_DIR),
    smtpUrl: env.SMTP_URL,
    contactEmail: env.CONTACT_EMAIL,
    mailFrom: env.MAIL_FROM,
    paymentProvider: env.PAYMENT_PROVIDER,
    stripe:
      env.PAYMENT_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL ?? null,
            timeoutMs: env.STRIPE_TIMEOUT_MS,
          }
        : null,
    payfip,
    captchaSiteKey: env.CAPTCHA_SITE_KEY ?? null,
    captchaSecret: env.CAPTCHA_SECRET ?? null,
    captchaScriptUrl: env.CAPTCHA_SCRIPT_URL,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL,
    captchaMinScore: env.CAPTCHA_MIN_SCORE,
    captchaCspSources: env.CAPTCHA_SITE_KEY ? captchaCspSources(env) : [],
    matomoUrl: env.MATOMO_URL ?? null,
    matomoSiteId: env.MATOMO_SITE_ID ?? null,
    companyRegister: { url: env.COMPANY_REGISTER_URL, timeoutMs: env.COMPANY_REGISTER_TIMEOUT_MS },
    mapTileUrl: env.MAP_TILE_URL,
    webDistDir: env.WEB_DIST_DIR,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !env.DATABASE_URL,
    demoStory: env.DEMO_STORY !== 'false',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    devMailPreview: env.DEV_MAIL_PREVIEW === 'true',
    signInMaxAttempts: env.SIGN_IN_MAX_ATTEMPTS,
    cancellationTerms,
    pdfSeal: pdfSealOf(env),
    proconnect:
      env.PROCONNECT_ISSUER && env.PROCONNECT_CLIENT_ID && env.PROCONNECT_CLIENT_SECRET
        ? {
            issuer: env.PROCONNECT_ISSUER,
            clientId: env.PROCONNECT_CLIENT_ID,
            clientSecret: env.PROCONNECT_CLIENT_SECRET,
          }
        : null,
  };
}

function payfipSettings(env: z.infer<typeof environmentSchema>): PayfipSettings | null {
  if (env.PAYMENT_PROVIDER !== 'payfip') return null;
  const missing = [
    env.PAYFIP_CLIENT_NUMBER ? null : 'PAYFIP_CLIENT_NUMBER',
    env.PAYFIP_MODE ? null : 'PAYFIP_MODE',
  ].filter(Boolean);
  if (!env.PAYFIP_CLIENT_NUMBER || !env.PAYFIP_MODE) {
    throw new ConfigurationError(
      `Configuration invalide :\n- ${missing.join(', ')} : obligatoire avec PAYMENT_PROVIDER=payfip`,
    );
  }
  return {
    clientNumber: env.PAYFIP_CLIENT_NUMBER,
    mode: PAYFIP_MODES[env.PAYFIP_MODE],
    serviceUrl: env.PAYFIP_SERVICE_URL,
    paymentPageUrl: env.PAYFIP_PAYMENT_PAGE_URL,
    timeoutMs: env.PAYFIP_TIMEOUT_MS,
  };
}

function s3Settings(env: z.infer<typeof environmentSchema>): S3StorageSettings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/**
 * Outside production a secret is generated once and kept under DATA_DIR, so that no secret
 * lives in the repository and sessions survive a restart.
 */
function localCookieSecret(dataDir: string): string {
  const file = join(dataDir, 'cookie-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** PDF_SEAL_P12_PATH's certificate, checked now (never naming the password); else the test seal. */
function pdfSealOf(env: z.infer<typeof environmentSchema>): PdfSeal {
  const path = env.PDF_SEAL_P12_PATH;
  if (!path) {
    if (env.PDF_SEAL_P12_PASSWORD !== undefined) {
      throw new ConfigurationError(
        'Configuration invalide :\n- PDF_SEAL_P12_PASSWORD : sans PDF_SEAL_P12_PATH, aucun certificat à ouvrir',
      );
    }
    return localTestSeal(env.DATA_DIR, env.APP_NAME);
  }
  const password = env.PDF_SEAL_P12_PASSWORD ?? '';
  try {
    const p12 = readFileSync(path);
    const name = sealCertificateName(openSealCertificate(p12, password));
    return { p12, password, name, test: false };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code
      ? 'fichier introuvable ou illisible'
      : (error as Error).message;
    throw new ConfigurationError(`Configuration invalide :\n- PDF_SEAL_P12_PATH : ${reason}`);
  }
}

/** A CSP host source with a scheme: `https://host`, optionally a port and a path. */
function isCspSource(source: string): boolean {
  return /^https?:\/\/[a-z0-9.-]+(:\d+)?(\/[\w./-]*)?$/i.test(source);
}

function captchaCspSources(env: z.infer<typeof environmentSchema>): string[] {
  if (env.CAPTCHA_CSP_SOURCES) return env.CAPTCHA_CSP_SOURCES.split(/\s+/).filter(Boolean);
  if (env.CAPTCHA_SCRIPT_URL === RECAPTCHA_SCRIPT_URL) return RECAPTCHA_CSP_SOURCES;
  return [new URL(env.CAPTCHA_SCRIPT_URL).origin];
}
