import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '@espaces/domain/agreement/agreement-messages';
import { createFacilityAdmin, createOrganizationUser } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, violationList } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AGREEMENT_ID, createAgreement } from '../test/agreement-factories.ts';
import { BOOKING_ID, createBooking } from '../../bookings/test/booking-factories.ts';
import { createOrganization } from '../../organizations/test/organization-factories.ts';

const PATH = `/api/agreements/${AGREEMENT_ID}`;
/** Texts compared as written, no-break spaces included. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const signed = createAgreement({
  status: 'signed',
  signedAt: '2026-11-21T17:05:00.000Z',
  signedBy: 'Léa Martin',
  signedDocumentSha256: 'b'.repeat(64),
  places: [
    {
      ...createAgreement().places[0]!,
      doors: [{ name: 'Porte B', instructions: 'Badge à retirer à la loge' }],
    },
  ],
  _abilities: { generate: false, sign: false, manageAnnexes: false },
});

const ANNEX = {
  '@id': '/api/agreement_annexes/00000000-0000-4000-8000-000000000e01',
  id: '00000000-0000-4000-8000-000000000e01',
  name: 'Règlement intérieur.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  file: '/api/agreement_annexes/00000000-0000-4000-8000-000000000e01/file',
};
const booking = createBooking({ reference: 'RES-2026-0007' });
const user = createOrganizationUser('validated');

describe('/convention/signer/{id}', () => {
  it('asks for the name, the consent and the code, then signs and shows the way on', async () => {
    const toSign = createAgreement({ bookings: [`/api/bookings/${BOOKING_ID}`], annexes: [ANNEX] });
    const api = installSignedInApi(user, {
      [`GET ${PATH}`]: [
        jsonResponse(200, toSign),
        jsonResponse(200, { ...signed, bookings: toSign.bookings, annexes: [ANNEX] }),
      ],
      [`GET /api/bookings/${BOOKING_ID}`]: jsonResponse(200, booking),
      [`GET /api/organizations/${user.organization!.id}`]: jsonResponse(
        200,
        createOrganization({ id: user.organization!.id, paymentType: 'card', creditCard: null }),
      ),
      [`POST ${PATH}/signature-code`]: jsonResponse(201, {
        '@type': 'SignatureCode',
        sentTo: 'asso@espaces.test',
        expiresAt: '2026-11-21T17:15:00.000Z',
      }),
      [`POST ${PATH}/signature`]: [
        violationList([
          { propertyPath: 'code', message: 'Ce code n’est pas le bon. Il vous reste 4 essais.' },
        ]),
        jsonResponse(200, signed),
      ],
      'GET /api/agreements': jsonResponse(200, {
        '@type': 'hydra:Collection',
        'hydra:member': [],
        'hydra:totalItems': 0,
      }),
    });
    const app = await renderApp(`/convention/signer/${AGREEMENT_ID}`);
    expect(await screen.findByTitle('Convention CONV-2026-0042 à signer (PDF)')).toHaveAttribute(
      'src',
      `${PATH}/document`,
    );
    // What is signed, before the PDF: the amount, the period, the booking; the annexes the
    // consent names are linked beside it.
    const terms = screen.getByRole('table', { name: 'Ce que vous signez' });
    expect(terms).toHaveTextContent(/Montant total1\s234,50\s€/);
    expect(
      await within(terms).findByRole('link', { name: 'Réservation RES-2026-0007' }),
    ).toBeVisible();
    expect(terms).toHaveTextContent(/Période\s*Du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}/);
    expect(screen.getByRole('link', { name: 'Règlement intérieur.pdf' })).toHaveAttribute(
      'href',
      ANNEX.file,
    );

    await app.user.click(screen.getByRole('button', { name: 'Signer la convention' }));
    expect(screen.getByText('Saisissez vos nom et prénom.')).toBeVisible();
    expect(screen.getByText('Le code reçu par e-mail compte 6 chiffres.')).toBeVisible();
    expect(api.callsTo('POST', `${PATH}/signature`)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Recevoir le code par e-mail' }));
    expect(await screen.findByText(/Un code a été envoyé à asso@espaces\.test/)).toBeVisible();
    await app.user.type(screen.getByLabelText(/Vos nom et prénom/), 'Léa Martin');
    await app.user.click(screen.getByRole('checkbox'));
    await app.user.type(screen.getByLabelText(/Code reçu par e-mail/), '000000');
    await app.user.click(screen.getByRole('button', { name: 'Signer la convention' }));
    expect(
      await screen.findByText('Ce code n’est pas le bon. Il vous reste 4 essais.'),
    ).toBeVisible();

    await app.user.clear(screen.getByLabelText(/Code reçu par e-mail/));
    await app.user.type(screen.getByLabelText(/Code reçu par e-mail/), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Signer la convention' }));
    await waitFor(() => expect(screen.getByText(/^Signée par Léa Martin le /)).toBeVisible());
    // The wrong-code toast went with the success.
    await waitFor(() =>
      expect(screen.queryByText('Ce code n’est pas le bon. Il vous reste 4 essais.')).toBeNull(),
    );
    const next = screen.getByRole('region', { name: 'Et maintenant' });
    expect(within(next).getByRole('link', { name: 'Réservation RES-2026-0007' })).toHaveAttribute(
      'href',
      `/reservation/${BOOKING_ID}`,
    );
    expect(within(next).getByRole('link', { name: 'Échéancier des paiements' })).toHaveAttribute(
      'href',
      '/paiements/liste',
    );
    expect(await within(next).findByRole('link', { name: 'Moyens de paiement' })).toHaveAttribute(
      'href',
      '/moyens-de-paiement',
    );
    expect(api.callsTo('POST', `${PATH}/signature`).at(-1)?.body).toEqual({
      fullName: 'Léa Martin',
      consent: true,
      code: '123456',
    });
    expect(screen.getByRole('link', { name: /Télécharger la convention signée/ })).toHaveAttribute(
      'href',
      `${PATH}/signed-document`,
    );
    expect(screen.getByText(/Porte B\s*: Badge à retirer à la loge/)).toBeVisible();
  });

  it('says why an agreement whose documents were altered cannot be signed, and asks for no code', async () => {
    const altered = createAgreement({
      documentIntact: false,
      _abilities: { generate: false, sign: false, manageAnnexes: false },
    });
    const api = installSignedInApi(createOrganizationUser('validated'), {
      [`GET ${PATH}`]: jsonResponse(200, altered),
    });
    await renderApp(`/convention/signer/${AGREEMENT_ID}`);
    expect(await screen.findByText(AGREEMENT_MESSAGES.documentAltered, EXACT)).toBeVisible();
    expect(screen.queryByTitle(/à signer \(PDF\)/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recevoir le code par e-mail' })).toBeNull();
    expect(api.callsTo('POST', `${PATH}/signature-code`)).toHaveLength(0);
  });
});

describe('/convention/{id}/generer on an agreement whose documents were altered', () => {
  it('lets the facility admin re-issue it', async () => {
    const altered = createAgreement({
      documentIntact: false,
      _abilities: { generate: true, sign: false, manageAnnexes: false },
    });
    const api = installSignedInApi(createFacilityAdmin(), {
      [`GET ${PATH}`]: jsonResponse(200, altered),
      [`POST ${PATH}/generate`]: jsonResponse(200, { ...altered, documentIntact: true }),
      'GET /api/agreements': jsonResponse(200, {
        '@type': 'hydra:Collection',
        'hydra:member': [],
        'hydra:totalItems': 0,
      }),
    });
    const app = await renderApp(`/convention/${AGREEMENT_ID}/generer`);
    expect(await screen.findByText(AGREEMENT_MESSAGES.documentAltered, EXACT)).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Réémettre la convention' }));
    expect(
      await screen.findByText(
        'Convention réémise\u00a0: l’organisation est invitée à la signer de nouveau.',
        EXACT,
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', `${PATH}/generate`)).toHaveLength(1);
  });
});
