import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTIES_URL, THIRD_PARTY_APP_URL } from '../third-party-urls.ts';
import { fillSignUpForm } from './sign-up-form.ts';
import { expectNoSeriousAxeViolation } from './support.ts';

// The app started in production with the captcha and Matomo pointed at fake providers.
test.use({ baseURL: THIRD_PARTY_APP_URL });

interface Hit {
  idsite: string;
  url: string;
  action_name: string;
  cookies: string;
  links: string;
}

async function hitsFor(page: Page, path: string): Promise<Hit[]> {
  const response = await page.request.get(`${THIRD_PARTIES_URL}/hits`);
  const hits = (await response.json()) as Hit[];
  return hits.filter((hit) => new URL(hit.url).pathname === path);
}

test('the audience measurement counts the first page and each route change, without cookies', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/aide');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => hitsFor(page, '/aide')).toHaveLength(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Licence' }).click();
  await expect(page).toHaveURL(/\/licence$/);
  await expect.poll(() => hitsFor(page, '/licence')).toHaveLength(1);
  const [view] = await hitsFor(page, '/licence');
  expect(view).toMatchObject({ idsite: '7', cookies: '0', links: '1' });
  expect(view?.action_name).toMatch(/^Licence – /);
  expect(await hitsFor(page, '/aide')).toHaveLength(1);

  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.startsWith('_pk'))).toEqual([]);
  expect(blocked).toEqual([]);
});

test('sign-up goes through with a human token and is refused with a robot one', async ({
  page,
}) => {
  const email = `captcha-${Date.now()}@espaces.test`;
  await page.goto('/inscription');
  await expect(page.getByText('protégé par une vérification anti-robot')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await fillSignUpForm(page, {
    organizationName: `Club Anti-Robots ${Date.now()}`,
    email,
    password: 'Club-Anti-Robots-2026',
  });

  await page.evaluate(() => Object.assign(window, { fakeCaptchaAnswer: 'robot' }));
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('La vérification anti-robot a échoué')).toBeVisible();

  await page.evaluate(() => Object.assign(window, { fakeCaptchaAnswer: 'human' }));
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible();
});

test('a reset request needs the captcha too', async ({ page }) => {
  await page.goto('/utilisateur/mot-de-passe/demande-changement');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('asso@espaces.test');
  await page.evaluate(() => Object.assign(window, { fakeCaptchaAnswer: 'robot' }));
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByText('La vérification anti-robot a échoué')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { fakeCaptchaAnswer: 'human' }));
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByText('Demande enregistrée')).toBeVisible();
});
