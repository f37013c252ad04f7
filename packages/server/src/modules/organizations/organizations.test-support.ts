import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { OrganizationSignUpInput } from '@espaces/domain/api/organizations';
import {
  createTestApp,
  DEMO_PASSWORD,
  signIn,
  UNREACHABLE_COMPANY_REGISTER,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  auditEvents,
  mailOutbox,
  organizationDocuments,
  organizations,
  users,
  userTokens,
} from '../../db/schema.ts';

import { mailsTo, userByEmail } from '../../../test/support/stored-rows.ts';

export { mailsTo, userByEmail };

// A real, minimal PDF (a blank A4 page) and a 1×1 PNG.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const APP_URL = 'https://espaces.example.fr';
const BOUNDARY = '----espaces-organisations-boundary';

export interface Part {
  field: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

export function multipartBody(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.fileName ? `; filename="${part.fileName}"` : '') +
        '\r\n' +
        (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

let emailCounter = 0;

/** A valid sign-up; each call gets its own e-mail address. */
export function signUpData(
  overrides: {
    organization?: Partial<OrganizationSignUpInput['organization']>;
    representative?: Partial<OrganizationSignUpInput['representative']>;
    termsAccepted?: unknown;
    captchaToken?: string;
  } = {},
) {
  emailCounter += 1;
  return {
    organization: {
      name: 'Les Foulées de la Saône',
      legalForm: 'Association loi 1901',
      siret: '732 829 320 00074',
      rna: '',
      address: '3 quai Saint-Vincent',
      postalCode: '69001',
      city: 'Lyon',
      phone: '04 72 10 20 30',
      ...overrides.organization,
    },
    representative: {
      firstName: 'Camille',
      lastName: 'Durand',
      email: `camille.durand.${emailCounter}.${Date.now()}@foulees.example.fr`,
      password: 'Course-a-pied-2026',
      ...overrides.representative,
    },
    termsAccepted: 'termsAccepted' in overrides ? overrides.termsAccepted : true,
    ...(overrides.captchaToken === undefined ? {} : { captchaToken: overrides.captchaToken }),
  };
}

export const statutesPart = (value: Buffer = PDF, fileName = 'statuts.pdf'): Part => ({
  field: 'statutes',
  value,
  fileName,
  contentType: 'application/pdf',
});
export const insurancePart = (value: Buffer = PNG, fileName = 'assurance.png'): Part => ({
  field: 'insurance',
  value,
  fileName,
  contentType: 'image/png',
});

export interface OrganizationsWorld {
  context: TestContext;
  filesDir: string;
  /** Cookies of a demo account, signed in once. */
  cookiesOf(email: string): Promise<Cookies>;
  close(): Promise<void>;
}

export async function createOrganizationsWorld(
  environment: Record<string, string> = {},
): Promise<OrganizationsWorld> {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'espaces-organisations-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
    WEB_DIST_DIR: '/nonexistent',
    FILES_DIR: filesDir,
    APP_URL,
    COMPANY_REGISTER_URL: UNREACHABLE_COMPANY_REGISTER,
    ...environment,
  });
  const context = await createTestApp({ config });
  const cookies = new Map<string, Cookies>();
  return {
    context,
    filesDir,
    async cookiesOf(email) {
      if (!cookies.has(email)) cookies.set(email, await signIn(context.app, email));
      return cookies.get(email)!;
    },
    async close() {
      await context.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

let addressCounter = 0;

/** Each sign-up from its own address, so the per-address rate limit stays out of the way. */
export function postSignUp(world: OrganizationsWorld, parts: Part[], remoteAddress?: string) {
  addressCounter += 1;
  return world.context.app.inject({
    method: 'POST',
    url: '/api/organizations',
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
    payload: multipartBody(parts),
    remoteAddress:
      remoteAddress ?? `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
  });
}

export function signUpParts(
  data: unknown,
  files: Part[] = [statutesPart(), insurancePart()],
): Part[] {
  return [{ field: 'data', value: JSON.stringify(data) }, ...files];
}

/** Rows and stored files that a sign-up may write, to prove a refusal wrote none. */
export async function storedCounts(world: OrganizationsWorld) {
  const db = world.context.db;
  const [[o], [u], [d], [t], [m], [a]] = await Promise.all([
    db.select({ n: count() }).from(organizations),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(organizationDocuments),
    db.select({ n: count() }).from(userTokens),
    db.select({ n: count() }).from(mailOutbox),
    db.select({ n: count() }).from(auditEvents),
  ]);
  return {
    organizations: o!.n,
    users: u!.n,
    documents: d!.n,
    tokens: t!.n,
    mails: m!.n,
    auditEvents: a!.n,
    files: (await readdir(world.filesDir).catch(() => [])).length,
  };
}

/** The activation link of the newest mail sent to `email`, split into its parts. */
export async function activationLinkSentTo(db: Database, email: string) {
  const [mail] = await mailsTo(db, email);
  const match =
    /https:\/\/espaces\.example\.fr\/organisation\/activer\/([0-9a-f-]{36})\?token=([\w-]+)/.exec(
      mail?.text ?? '',
    );
  if (!match) throw new Error(`no activation link in the mail to ${email}`);
  return { link: match[0], organizationId: match[1]!, token: match[2]! };
}

export async function organizationByName(db: Database, name: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.name, name));
  return row!;
}

let organizationCounter = 0;

/** An organisation in `status` with a representative who can sign in with the demo password. */
export async function createRepresentedOrganization(
  db: Database,
  overrides: Partial<typeof organizations.$inferInsert> = {},
) {
  organizationCounter += 1;
  const organization = await createOrganization(db, overrides);
  const email = `representant.${organizationCounter}.${Date.now()}@club.example.fr`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Lucie',
      lastName: 'Moreau',
      roles: ['ROLE_ORGANIZATION'],
      organizationId: organization.id,
      emailValidatedAt: new Date(),
    })
    .returning();
  return { organization, representative: user! };
}
