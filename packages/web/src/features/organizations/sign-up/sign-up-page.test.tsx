import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeApi,
  jsonResponse,
  TEST_CONFIG,
  violationList,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createOrganization, VALID_SIRET } from '../test/organization-factories.ts';

/** Keeps the no-break spaces of French typography in the comparison. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

type App = Awaited<ReturnType<typeof renderApp>>;

async function fill(app: App, label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await app.user.click(input);
  await app.user.paste(value);
}

async function fillSignUp(app: App) {
  await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
  await fill(app, /Nom de l’organisation/, 'Club de basket');
  await app.user.click(screen.getByLabelText(/Forme juridique/, { selector: 'input' }));
  await app.user.click(
    await screen.findByRole('option', { name: 'Association loi 1901', hidden: true }),
  );
  await fill(app, /^Numéro SIRET/, '732 829 320 00074');
  await fill(app, /^Adresse \*/, '12 rue des Canuts');
  await fill(app, /Code postal/, '69004');
  await fill(app, /Commune/, 'Lyon');
  await fill(app, /Téléphone/, '0612345678');
  await fill(app, /Prénom/, 'Camille');
  await fill(app, /^Nom \*/, 'Martin');
  await fill(app, /Adresse e-mail/, 'camille@club.test');
  await fill(app, /^Mot de passe/, 'Basket-Lyon-2026');
  await app.user.upload(screen.getByLabelText('Statuts'), pdf('statuts.pdf'));
  await app.user.upload(screen.getByLabelText('Attestation d’assurance'), pdf('assurance.pdf'));
  await app.user.click(screen.getByRole('checkbox', { name: /J’accepte les/ }));
}

afterEach(() => {
  document.getElementById('captcha-script')?.remove();
  delete window.grecaptcha;
});

describe('sign-up page', () => {
  it('writes a French error next to each wrong field and sends nothing', async () => {
    const api = installFakeApi();
    const app = await renderApp('/inscription');
    await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
    await fill(app, /^Numéro SIRET/, '732 829 320 00075');
    await fill(app, /Téléphone/, '06123');
    await fill(app, /^Mot de passe/, 'court1');
    await app.user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Le numéro SIRET est invalide (14 chiffres).')).toBeVisible();
    expect(screen.getByText('Le numéro de téléphone est invalide.')).toBeVisible();
    expect(screen.getByText('Choisissez une forme juridique.')).toBeVisible();
    expect(screen.getByText('Le mot de passe doit contenir au moins 12 caractères.')).toBeVisible();
    expect(screen.getByText('Joignez le document «\u00a0Statuts\u00a0».', EXACT)).toBeVisible();
    expect(
      screen.getByText('Vous devez accepter les conditions générales d’utilisation.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Numéro SIRET/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/organizations')).toHaveLength(0);
  }, 20_000);

  it('asks for the RNA number instead when the association chooses it', async () => {
    installFakeApi();
    const app = await renderApp('/inscription');
    await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
    await app.user.click(screen.getByRole('radio', { name: 'RNA (association)' }));
    expect(screen.queryByLabelText(/^Numéro SIRET/)).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Renseignez le numéro SIRET ou le numéro RNA.')).toBeVisible();
    expect(screen.getByLabelText(/^Numéro RNA/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a document that is neither PDF, JPEG nor PNG', async () => {
    installFakeApi();
    await renderApp('/inscription');
    await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
    const text = new File(['bonjour'], 'statuts.txt', { type: 'text/plain' });
    // As a drop would: the file dialog's own filter is not the check under test.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Statuts'), text);
    expect(
      await screen.findByText(
        'Le fichier «\u00a0statuts.txt\u00a0» n’est pas accepté\u00a0: choisissez un PDF, un JPEG ou un PNG.',
        EXACT,
      ),
    ).toBeVisible();
  });

  it('sends one multipart request and asks to check the mailbox', async () => {
    const api = installFakeApi({
      'POST /api/organizations': jsonResponse(
        201,
        createOrganization({ status: 'email_to_validate' }),
      ),
    });
    const app = await renderApp('/inscription');
    await fillSignUp(app);
    await app.user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' }),
    ).toBeVisible();
    expect(screen.getByText('camille@club.test')).toBeVisible();
    // The same page whether or not the address already had an account.
    expect(screen.getByText(/Si un compte existe déjà avec cette adresse/)).toBeVisible();
    const body = api.callsTo('POST', '/api/organizations')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual({
      organization: {
        name: 'Club de basket',
        legalForm: 'Association loi 1901',
        siret: VALID_SIRET,
        rna: null,
        address: '12 rue des Canuts',
        postalCode: '69004',
        city: 'Lyon',
        phone: '+33612345678',
      },
      representative: {
        firstName: 'Camille',
        lastName: 'Martin',
        email: 'camille@club.test',
        password: 'Basket-Lyon-2026',
      },
      termsAccepted: true,
    });
    expect((form.get('statutes') as File).name).toBe('statuts.pdf');
    expect((form.get('insurance') as File).name).toBe('assurance.pdf');
  }, 30_000);

  it('shows server violations as toasts and next to their field', async () => {
    installFakeApi({
      'POST /api/organizations': violationList([
        {
          propertyPath: 'representative.email',
          message: 'Adresse e-mail invalide.',
        },
      ]),
    });
    const app = await renderApp('/inscription');
    await fillSignUp(app);
    await app.user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(screen.getAllByText('Adresse e-mail invalide.')).toHaveLength(2));
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Vérifiez votre boîte mail')).not.toBeInTheDocument();
  }, 30_000);

  it('reads a captcha token for the action « signup » only when a site key is configured', async () => {
    const execute = vi.fn(async () => 'jeton-captcha');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const api = installFakeApi({
      'GET /api/config': jsonResponse(200, { ...TEST_CONFIG, captchaSiteKey: 'cle-du-site' }),
      'POST /api/organizations': jsonResponse(201, createOrganization()),
    });
    const app = await renderApp('/inscription');
    await fillSignUp(app);
    await app.user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' });
    expect(execute).toHaveBeenCalledWith('cle-du-site', { action: 'signup' });
    const form = api.callsTo('POST', '/api/organizations')[0]?.body as FormData;
    expect(JSON.parse(String(form.get('data'))).captchaToken).toBe('jeton-captcha');
  }, 30_000);

  it('loads no captcha script without a site key and links the terms of use', async () => {
    installFakeApi();
    await renderApp('/inscription');
    await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
    expect(document.getElementById('captcha-script')).toBeNull();
    const consent = screen.getByRole('checkbox', { name: /J’accepte les/ }).closest('div');
    expect(consent).not.toBeNull();
    expect(
      within(document.body).getByRole('link', { name: 'conditions générales d’utilisation' }),
    ).toHaveAttribute('href', '/conditions-generales-d-utilisation');
  });
});
