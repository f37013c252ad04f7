import type { Organization } from '@espaces/domain/api/organizations';
import { ORGANIZATION_MESSAGES } from '@espaces/domain/organizations/organization-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOrganizationUser } from '../../../test/factories.ts';
import {
  hydraError,
  installFakeApi,
  installSignedInApi,
  jsonResponse,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createOrganization, ORGANIZATION_ID } from '../test/organization-factories.ts';

const ORGANIZATION_PATH = `/api/organizations/${ORGANIZATION_ID}`;

describe('organisation activation page', () => {
  it("validates the e-mail once, says 'Email validé' and opens the sign-in", async () => {
    const api = installFakeApi({
      [`GET ${ORGANIZATION_PATH}/validate`]: jsonResponse(200, createOrganization()),
    });
    const app = await renderApp(`/organisation/activer/${ORGANIZATION_ID}?token=jeton`);
    expect(await screen.findByText('Email validé')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/connexion'));
    const calls = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.includes('/validate'))).toEqual([
      `${ORGANIZATION_PATH}/validate?token=jeton`,
    ]);
  });

  it("says 'Erreur pendant l'activation' when the link is refused", async () => {
    installFakeApi({
      [`GET ${ORGANIZATION_PATH}/validate`]: hydraError(404, 'Ce lien n’est plus valable.'),
    });
    const app = await renderApp(`/organisation/activer/${ORGANIZATION_ID}?token=use`);
    expect(await screen.findAllByText("Erreur pendant l'activation")).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'connectez-vous' })).toHaveAttribute(
      'href',
      '/connexion',
    );
    expect(app.location()).toBe(`/organisation/activer/${ORGANIZATION_ID}?token=use`);
  });
});

describe('new e-mail activation page', () => {
  it("validates the new address, then shows ?status=success and 'Email modifié'", async () => {
    installFakeApi({
      [`GET ${ORGANIZATION_PATH}/validation-new-email`]: jsonResponse(200, {
        email: 'nouvelle@club.test',
      }),
    });
    const app = await renderApp(
      `/organisation/activer-nouvel-email/${ORGANIZATION_ID}?token=jeton`,
    );
    await waitFor(() =>
      expect(app.location()).toBe(
        `/organisation/activer-nouvel-email/${ORGANIZATION_ID}?status=success`,
      ),
    );
    // The toast and the result on the page.
    await waitFor(() => expect(screen.getAllByText('Email modifié')).toHaveLength(2));
  });

  it('shows ?status=error when the link is refused', async () => {
    installFakeApi({
      [`GET ${ORGANIZATION_PATH}/validation-new-email`]: hydraError(404, 'Lien expiré.'),
    });
    const app = await renderApp(
      `/organisation/activer-nouvel-email/${ORGANIZATION_ID}?token=vieux`,
    );
    await waitFor(() =>
      expect(app.location()).toBe(
        `/organisation/activer-nouvel-email/${ORGANIZATION_ID}?status=error`,
      ),
    );
    await waitFor(() => expect(screen.getAllByText("Erreur pendant l'activation")).toHaveLength(2));
  });

  it('only shows the result when opened with its status', async () => {
    const api = installFakeApi();
    await renderApp(`/organisation/activer-nouvel-email/${ORGANIZATION_ID}?status=success`);
    expect(await screen.findByText(/Votre nouvelle adresse est validée/)).toBeVisible();
    expect(screen.getAllByText('Email modifié')).toHaveLength(1);
    expect(api.requests.filter((request) => request.path.includes('validation-new-email'))).toEqual(
      [],
    );
  });
});

describe('organisation edition page', () => {
  it('shows the non-compliance reason and resubmits the corrected details', async () => {
    const nonCompliant = createOrganization({
      status: 'non_compliant',
      nonComplianceReason: 'Le numéro de téléphone ne répond pas.',
      _abilities: { validate: false, markNonCompliant: false, reject: false, edit: true },
    });
    const api = installSignedInApi(createOrganizationUser('non_compliant'), {
      [`GET ${ORGANIZATION_PATH}`]: jsonResponse(200, nonCompliant),
      [`PUT ${ORGANIZATION_PATH}`]: jsonResponse(200, { ...nonCompliant, status: 'to_review' }),
    });
    const app = await renderApp('/organisation/editer');
    expect(await screen.findByText('Le numéro de téléphone ne répond pas.')).toBeVisible();
    const phone = screen.getByLabelText(/Téléphone/);
    expect(phone).toHaveValue('06 12 34 56 78');
    await app.user.clear(phone);
    await app.user.type(phone, '0472000000');
    await app.user.click(screen.getByRole('button', { name: 'Corriger et renvoyer' }));
    expect(await screen.findByText('Modification sauvegardée')).toBeVisible();
    expect(api.callsTo('PUT', ORGANIZATION_PATH)[0]?.body).toEqual({
      name: 'Club de basket',
      legalForm: 'Association loi 1901',
      siret: '73282932000074',
      rna: null,
      address: '12 rue des Canuts',
      postalCode: '69004',
      city: 'Lyon',
      phone: '+33472000000',
    });
  }, 15_000);

  function validatedOrganizationApi(statusAfterSave: Organization['status'] = 'to_review') {
    const validated = createOrganization({
      status: 'validated',
      _abilities: { validate: false, markNonCompliant: false, reject: false, edit: true },
    });
    return installSignedInApi(createOrganizationUser('validated'), {
      [`GET ${ORGANIZATION_PATH}`]: jsonResponse(200, validated),
      [`PUT ${ORGANIZATION_PATH}`]: jsonResponse(200, { ...validated, status: statusAfterSave }),
    });
  }

  it('says before saving that a new name sends a validated organisation back to review', async () => {
    const api = validatedOrganizationApi();
    const app = await renderApp('/organisation/editer');
    expect(await screen.findByText(ORGANIZATION_MESSAGES.identityChangeHint)).toBeVisible();
    const name = screen.getByLabelText(/Nom de l’organisation/);
    await app.user.clear(name);
    await app.user.type(name, 'Club de basket de Lyon');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    const dialog = await screen.findByRole('dialog');
    // The modal fades in: its text is visible only once the transition ends.
    await waitFor(() =>
      expect(
        within(dialog).getByText(ORGANIZATION_MESSAGES.identityChangeReviewTitle),
      ).toBeVisible(),
    );
    expect(within(dialog).getByText(ORGANIZATION_MESSAGES.identityChangeReview)).toBeVisible();
    expect(api.callsTo('PUT', ORGANIZATION_PATH)).toHaveLength(0);
    await app.user.click(
      within(dialog).getByRole('button', { name: ORGANIZATION_MESSAGES.identityChangeConfirm }),
    );
    expect(await screen.findByText(ORGANIZATION_MESSAGES.identityChangeSaved)).toBeVisible();
    expect(api.callsTo('PUT', ORGANIZATION_PATH)[0]?.body).toMatchObject({
      name: 'Club de basket de Lyon',
    });
  }, 15_000);

  it('saves nothing when the organisation cancels the return to review', async () => {
    const api = validatedOrganizationApi();
    const app = await renderApp('/organisation/editer');
    await app.user.click(await screen.findByRole('radio', { name: /RNA/ }));
    await app.user.type(screen.getByLabelText(/Numéro RNA/), 'W691000017');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', ORGANIZATION_PATH)).toHaveLength(0);
  }, 15_000);

  it('saves a new phone number of a validated organisation without asking', async () => {
    const api = validatedOrganizationApi('validated');
    const app = await renderApp('/organisation/editer');
    const phone = await screen.findByLabelText(/Téléphone/);
    await app.user.clear(phone);
    await app.user.type(phone, '0472000000');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modification sauvegardée')).toBeVisible();
    expect(api.callsTo('PUT', ORGANIZATION_PATH)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 15_000);
});
