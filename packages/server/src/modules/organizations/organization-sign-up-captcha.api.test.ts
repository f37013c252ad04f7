import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createOrganizationsWorld,
  postSignUp,
  signUpData,
  signUpParts,
  storedCounts,
  type OrganizationsWorld,
} from './organizations.test-support.ts';

let world: OrganizationsWorld;

beforeAll(async () => {
  world = await createOrganizationsWorld({
    CAPTCHA_SECRET: 'captcha-secret',
    CAPTCHA_SITE_KEY: 'site-key',
  });
});
afterAll(async () => {
  await world.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Stands in for the captcha provider's `siteverify`, answering `answer` to every token. */
function captchaProviderAnswers(answer: Record<string, unknown>) {
  const siteverify = vi.fn(async (_url: string, _init: RequestInit) => Response.json(answer));
  vi.stubGlobal('fetch', siteverify);
  return siteverify;
}

describe('POST /api/organizations with the captcha configured', () => {
  it('signs up when the provider vouches for the token', async () => {
    const siteverify = captchaProviderAnswers({ success: true, score: 0.9, action: 'signup' });
    const response = await postSignUp(
      world,
      signUpParts(signUpData({ captchaToken: 'human-token' })),
    );
    expect(response.statusCode).toBe(201);
    const [url, init] = siteverify.mock.calls[0]!;
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    const sent = new URLSearchParams(String(init.body));
    expect(sent.get('secret')).toBe('captcha-secret');
    expect(sent.get('response')).toBe('human-token');
  });

  it.each([
    ['a low score', { success: true, score: 0.2, action: 'signup' }],
    ['another action', { success: true, score: 0.9, action: 'login' }],
    ['a refused token', { success: false }],
  ])('refuses the sign-up on %s, storing nothing', async (_case, answer) => {
    captchaProviderAnswers(answer);
    const before = await storedCounts(world);
    const response = await postSignUp(
      world,
      signUpParts(signUpData({ captchaToken: 'bot-token' })),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toContainEqual(
      expect.objectContaining({
        propertyPath: 'captchaToken',
        message: 'La vérification anti-robot a échoué. Veuillez réessayer dans quelques instants.',
      }),
    );
    expect(await storedCounts(world)).toEqual(before);
  });

  it('refuses a sign-up without a token, without asking the provider', async () => {
    const siteverify = captchaProviderAnswers({ success: true, score: 0.9, action: 'signup' });
    const response = await postSignUp(world, signUpParts(signUpData()));
    expect(response.statusCode).toBe(422);
    expect(siteverify).not.toHaveBeenCalled();
  });

  it('refuses when the provider cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const response = await postSignUp(world, signUpParts(signUpData({ captchaToken: 'token' })));
    expect(response.statusCode).toBe(422);
  });
});
