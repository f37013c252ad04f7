import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizationDocuments, organizations, userTokens } from '../../db/schema.ts';
import {
  activationLinkSentTo,
  createOrganizationsWorld,
  insurancePart,
  mailsTo,
  PDF,
  postSignUp,
  signUpData,
  signUpParts,
  statutesPart,
  storedCounts,
  userByEmail,
  type OrganizationsWorld,
} from './organizations.test-support.ts';

let world: OrganizationsWorld;

beforeAll(async () => {
  world = await createOrganizationsWorld();
});
afterAll(async () => {
  await world.close();
});

const violationsOf = (body: string) =>
  (JSON.parse(body) as { violations: { propertyPath: string; message: string }[] }).violations;

describe('POST /api/organizations (sign-up)', () => {
  it('stores the organisation, its representative, both documents, one token and one mail — nothing else', async () => {
    const before = await storedCounts(world);
    const data = signUpData();
    const response = await postSignUp(world, signUpParts(data));
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({ '@type': 'Organization', status: 'email_to_validate' });
    expect(result.representative.email).toBe(data.representative.email);

    expect(await storedCounts(world)).toEqual({
      ...before,
      organizations: before.organizations + 1,
      users: before.users + 1,
      documents: before.documents + 2,
      tokens: before.tokens + 1,
      mails: before.mails + 1,
      files: before.files + 2,
    });

    const user = await userByEmail(world.context.db, data.representative.email);
    expect(user.roles).toEqual(['ROLE_ORGANIZATION']);
    expect(user.emailValidatedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.organizationId).toBe(result.id);

    const documents = await world.context.db
      .select()
      .from(organizationDocuments)
      .where(eq(organizationDocuments.organizationId, result.id));
    expect(documents.map((d) => [d.kind, d.mimeType, d.name]).sort()).toEqual([
      ['insurance', 'image/png', 'assurance.png'],
      ['statutes', 'application/pdf', 'statuts.pdf'],
    ]);

    const [token] = await world.context.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    expect(token!.purpose).toBe('email_validation');
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBe(48 * 3_600_000);

    const { organizationId } = await activationLinkSentTo(
      world.context.db,
      data.representative.email,
    );
    expect(organizationId).toBe(result.id);
  });

  it('stores the phone in E.164, the SIRET without spaces and the consent date', async () => {
    const data = signUpData({ organization: { name: 'Tennis de table du Rhône' } });
    const response = await postSignUp(world, signUpParts(data));
    expect(response.statusCode).toBe(201);
    const [created] = await world.context.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, response.json().id));
    expect(created).toMatchObject({ phone: '+33472102030', siret: '73282932000074', rna: null });
    expect(created!.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('sends the activation mail in French with the link to /organisation/activer/{id}', async () => {
    const data = signUpData({ representative: { firstName: 'Inès' } });
    await postSignUp(world, signUpParts(data));
    const [mail] = await mailsTo(world.context.db, data.representative.email);
    expect(mail!.subject).toBe('Espaces Partagés\u00a0: validez votre adresse e-mail');
    expect(mail!.text).toContain('Bonjour Inès,');
    expect(mail!.text).toContain('48\u00a0heures');
    expect(mail!.html).toContain('href="https://espaces.example.fr/organisation/activer/');
  });
});

/** The answer's structure with its values reduced to their types. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
}

describe('POST /api/organizations with an address already used', () => {
  it('answers like a fresh sign-up, creates nothing and tells the owner by e-mail', async () => {
    const fresh = await postSignUp(world, signUpParts(signUpData()));
    const before = await storedCounts(world);

    const data = signUpData({ representative: { email: 'ASSO@espaces.test' } });
    const taken = await postSignUp(world, signUpParts(data));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    expect(taken.json()).toMatchObject({
      '@type': 'Organization',
      status: 'email_to_validate',
      representative: { email: 'asso@espaces.test' },
    });
    expect(taken.body).not.toContain('déjà');

    // Nothing but the owner's mail: no organisation, user, document, token, audit or file.
    expect(await storedCounts(world)).toEqual({ ...before, mails: before.mails + 1 });
    const [mail] = await mailsTo(world.context.db, 'asso@espaces.test');
    expect(mail!.subject).toBe(
      'Espaces Partagés\u00a0: tentative d’inscription avec votre adresse e-mail',
    );
    expect(mail!.text).toContain(
      'Quelqu’un a tenté de créer un compte sur Espaces Partagés avec votre adresse e-mail.',
    );
    expect(mail!.text).toContain('https://espaces.example.fr/connexion');
    expect(mail!.text).not.toContain('/organisation/activer/');

    // The answer's representative id resends like a real one, and nothing is sent.
    const resend = await world.context.app.inject({
      method: 'GET',
      url: `/api/users/${taken.json().representative.id}/validation-email`,
      remoteAddress: '198.51.100.9',
    });
    expect(resend.statusCode).toBe(204);
    expect(await storedCounts(world)).toEqual({ ...before, mails: before.mails + 1 });
  });

  it('cannot be told from a free address by signing in with the password just chosen', async () => {
    const password = 'Mot-de-passe-choisi-2026';
    const signInAfterSignUp = async (email: string) => {
      const data = signUpData({ representative: { email, password } });
      expect((await postSignUp(world, signUpParts(data))).statusCode).toBe(201);
      return world.context.app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email, password },
      });
    };
    const free = await signInAfterSignUp(`libre.${Date.now()}@foulees.example.fr`);
    const taken = await signInAfterSignUp('territoire@espaces.test');
    expect(free.statusCode).toBe(401);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    expect(free.json()['hydra:description']).toBe(
      'Identifiants invalides. Si vous venez de créer votre compte, activez-le d’abord avec le lien reçu par e-mail.',
    );
  });
});

describe('POST /api/organizations refusals: 422 and nothing stored', () => {
  async function expectRefused(
    parts: Parameters<typeof postSignUp>[1],
    propertyPath: string,
    message: string,
  ) {
    const before = await storedCounts(world);
    const response = await postSignUp(world, parts);
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toContainEqual(
      expect.objectContaining({ propertyPath, message }),
    );
    expect(await storedCounts(world)).toEqual(before);
  }

  it('refuses a SIRET whose check digit is wrong', () =>
    expectRefused(
      signUpParts(signUpData({ organization: { siret: '73282932000075' } })),
      'organization.siret',
      'Le numéro SIRET est invalide (14 chiffres).',
    ));

  it('refuses an organisation with neither SIRET nor RNA', () =>
    expectRefused(
      signUpParts(signUpData({ organization: { siret: '', rna: '' } })),
      'organization.siret',
      'Renseignez le numéro SIRET ou le numéro RNA.',
    ));

  it('refuses a phone number that is not French', () =>
    expectRefused(
      signUpParts(signUpData({ organization: { phone: '01 23' } })),
      'organization.phone',
      'Le numéro de téléphone est invalide.',
    ));

  it('refuses a weak password', () =>
    expectRefused(
      signUpParts(signUpData({ representative: { password: 'motdepasse' } })),
      'representative.password',
      'Le mot de passe doit contenir au moins 12 caractères.',
    ));

  it('refuses a sign-up without consent to the CGU', () =>
    expectRefused(
      signUpParts(signUpData({ termsAccepted: false })),
      'termsAccepted',
      'Vous devez accepter les conditions générales d’utilisation.',
    ));

  it('refuses a document over 10 MB', () =>
    expectRefused(
      signUpParts(signUpData(), [
        statutesPart(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])),
        insurancePart(),
      ]),
      'statutes',
      'Le fichier dépasse 10 Mo.',
    ));

  it('refuses a disguised document (a .pdf that is not a PDF)', () =>
    expectRefused(
      signUpParts(signUpData(), [
        statutesPart(),
        insurancePart(Buffer.from('MZ\x90\x00 not really a pdf, an executable'), 'assurance.pdf'),
      ]),
      'insurance',
      'Seuls les fichiers PDF, JPEG ou PNG sont acceptés.',
    ));

  it('refuses a sign-up missing a document', () =>
    expectRefused(
      signUpParts(signUpData(), [statutesPart()]),
      'insurance',
      'Le fichier est obligatoire.',
    ));

  it('refuses unreadable form data', () =>
    expectRefused(
      [{ field: 'data', value: '{not json' }, statutesPart(), insurancePart()],
      'data',
      'Les informations du formulaire sont illisibles.',
    ));

  it('reports every violation at once', async () => {
    const response = await postSignUp(
      world,
      signUpParts(signUpData({ organization: { siret: '1' }, termsAccepted: false }), [
        statutesPart(),
      ]),
    );
    expect(
      violationsOf(response.body)
        .map((v) => v.propertyPath)
        .sort(),
    ).toEqual(['insurance', 'organization.siret', 'termsAccepted']);
  });

  it('refuses a JSON body (multipart expected)', async () => {
    const response = await world.context.app.inject({
      method: 'POST',
      url: '/api/organizations',
      payload: signUpData(),
    });
    expect(response.statusCode).toBe(415);
  });

  it('limits sign-ups to 5 per hour from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await postSignUp(world, signUpParts({}), '192.0.2.77');
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
