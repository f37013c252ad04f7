import { describe, expect, it, vi } from 'vitest';
import { createCaptchaVerifier } from './captcha-verifier.ts';

const settings = {
  secret: 'secret',
  verifyUrl: 'https://captcha.example/siteverify',
  minScore: 0.5,
};

const provider = (answer: unknown, status = 200) =>
  vi.fn(async (_url: string, _init: RequestInit) => Response.json(answer, { status }));

describe('createCaptchaVerifier', () => {
  it('accepts a successful token for the action with a score of at least 0.5', async () => {
    const fetchImpl = provider({ success: true, score: 0.5, action: 'signup' });
    const verifier = createCaptchaVerifier(settings, fetchImpl);
    expect(await verifier.verify('token', 'signup', '203.0.113.9')).toBe(true);
    const body = new URLSearchParams(String(fetchImpl.mock.calls[0]![1].body));
    expect(Object.fromEntries(body)).toEqual({
      secret: 'secret',
      response: 'token',
      remoteip: '203.0.113.9',
    });
    expect(fetchImpl.mock.calls[0]![0]).toBe('https://captcha.example/siteverify');
    expect(fetchImpl.mock.calls[0]![1].method).toBe('POST');
  });

  it.each([
    [{ success: true, score: 0.49, action: 'signup' }],
    [{ success: true, action: 'signup' }],
    [{ success: true, score: 0.9, action: 'other' }],
    [{ success: false, score: 0.9, action: 'signup' }],
  ])('refuses %j', async (answer) => {
    const verifier = createCaptchaVerifier(settings, provider(answer));
    expect(await verifier.verify('token', 'signup', '203.0.113.9')).toBe(false);
  });

  it('refuses when the provider answers an error', async () => {
    const verifier = createCaptchaVerifier(settings, provider({}, 500));
    expect(await verifier.verify('token', 'signup', '203.0.113.9')).toBe(false);
  });

  it('holds the configured threshold', async () => {
    const strict = createCaptchaVerifier(
      { ...settings, minScore: 0.7 },
      provider({ success: true, score: 0.6, action: 'signup' }),
    );
    expect(await strict.verify('token', 'signup', '203.0.113.9')).toBe(false);
  });
});
