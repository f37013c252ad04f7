import { expect, test } from '@playwright/test';
import { apiAs, ok, placeIri, requestBooking } from './api-support.ts';
import { expectNoSeriousAxeViolation, nextWeekday, signInAs } from './support.ts';

// Whoever holds a booking, or waits on it, reads its next step (docs/bookings.md#next-steps).

test('a validator approves: the admin is e-mailed and prepares the agreement from the booking, the association waits for it', async ({
  page,
  baseURL,
}) => {
  const asso = await apiAs(baseURL!, 'asso@espaces.test');
  const admin = await apiAs(baseURL!, 'admin@espaces.test');
  const validator = await apiAs(baseURL!, 'validateur@espaces.test');
  const saturday = nextWeekday('Saturday', 8);
  const booking = await requestBooking(asso, await placeIri(admin), saturday, '11:00');
  await ok(validator.put(`/api/bookings/${booking.id}`, { data: { status: 'approved' } }));
  const { mails } = await ok<{ mails: { subject: string }[] }>(
    admin.get('/dev/mails.json', { params: { recipient: 'admin@espaces.test' } }),
  );
  expect(mails.map((mail) => mail.subject)).toContain(
    `Réservation ${booking.reference} approuvée\u00a0: convention à préparer`,
  );
  await Promise.all([asso, admin, validator].map((context) => context.dispose()));

  const nextStep = page.getByRole('note', { name: 'Prochaine étape' });
  await signInAs(page, 'asso@espaces.test');
  await page.goto(`/reservation/${booking.id}`);
  await expect(nextStep).toContainText('En attente de la convention de l’établissement.');
  await expectNoSeriousAxeViolation(page);

  await signInAs(page, 'admin@espaces.test');
  await page.goto(`/reservation/${booking.id}`);
  await expect(nextStep).toContainText('préparez sa convention');
  await expectNoSeriousAxeViolation(page);
  await nextStep.getByRole('button', { name: 'Préparer la convention' }).click();
  await expect(page).toHaveURL(/\/convention\/[0-9a-f-]{36}\/previsualiser$/);
});

test('an association waiting for review lands on a home that says so, under its menu', async ({
  page,
  baseURL,
}) => {
  // The booking journey has central validate asso-attente@'s organisation: the one marked
  // non-compliant corrects its address, which sends it back for review.
  const corrected = await apiAs(baseURL!, 'asso-non-conforme@espaces.test');
  const user = await ok<{ organization: { '@id': string } }>(
    corrected.get('/api/authentication/user'),
  );
  const resubmitted = await ok<{ status: string }>(
    corrected.put(user.organization['@id'], { data: { address: '5 rue Mercière' } }),
  );
  expect(resubmitted.status).toBe('to_review');
  await corrected.dispose();
  await signInAs(page, 'asso-non-conforme@espaces.test');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  const standing = page.getByRole('note', { name: 'Votre inscription est en cours d’examen' });
  await expect(standing).toContainText('Vous recevrez un e-mail dès leur décision.');
  await expect(standing.getByRole('link', { name: 'Rechercher un espace' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});
