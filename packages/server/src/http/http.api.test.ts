import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/app.ts';

let context: TestContext;
beforeEach(async () => {
  context = await createTestApp();
});
afterEach(() => context.close());

describe('HTTP conventions', () => {
  it('answers an unknown /api path with a French hydra 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/nimporte-quoi' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      '@type': 'hydra:Error',
      'hydra:title': 'Une erreur est survenue',
      'hydra:description': 'Ressource introuvable.',
    });
  });

  it('serves the public settings', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      appName: 'Espaces Partagés',
      regionName: expect.any(String),
      contactEmail: 'contact@espaces-partages.fr',
      mapTileUrl: expect.stringContaining('{z}'),
      captchaSiteKey: null,
    });
  });

  it('sends the security headers on every answer, refusals included', async () => {
    const answers = await Promise.all([
      context.app.inject({ method: 'GET', url: '/api/config' }),
      context.app.inject({ method: 'GET', url: '/api/nimporte-quoi' }),
      context.app.inject({
        method: 'POST',
        url: '/api/authentication',
        headers: { origin: 'https://malveillant.example' },
        payload: {},
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 403]);
    for (const { headers } of answers) {
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy']).toContain("script-src 'self';");
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('publishes the OpenAPI document and its reader', async () => {
    const document = await context.app.inject({ method: 'GET', url: '/api/docs.json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toEqual(
      expect.arrayContaining(['/api/authentication', '/api/authentication/user', '/api/config']),
    );
    const reader = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(reader.statusCode);
  });

  it('refuses an unsafe call from another origin', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { origin: 'https://malveillant.example' },
      payload: { email: 'admin@espaces.test', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()['hydra:description']).toBe(
      'L’origine de la requête n’est pas autorisée.',
    );
  });

  it('refuses a form-encoded or text body (no cross-site form posts)', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"admin@espaces.test","password":"x"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()['@type']).toBe('hydra:Error');
  });

  it('accepts application/ld+json bodies', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/ld+json' },
      payload: JSON.stringify({ email: 'admin@espaces.test', password: 'Espaces-Demo-2026' }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers malformed JSON with a 400 hydra error', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()['hydra:description']).toBe('La requête est invalide.');
  });
});

describe('unexpected failures', () => {
  it('answers the default French error and never leaks a stack trace', async () => {
    const failing = await createTestApp({}, (app) => {
      app.get('/api/test-failure', async () => {
        throw new Error('secret internal detail');
      });
    });
    try {
      const response = await failing.app.inject({ method: 'GET', url: '/api/test-failure' });
      expect(response.statusCode).toBe(500);
      expect(response.json()['hydra:description']).toBe(
        "Une erreur est survenue, veuillez réessayer ultérieurement. Si le problème persiste, contactez l'administrateur.",
      );
      expect(response.body).not.toContain('secret internal detail');
      expect(response.body).not.toMatch(/\bat .*\.ts/);
    } finally {
      await failing.close();
    }
  });

  it('answers a transaction stopped by a concurrent one (deadlock, serialization) with a French 409', async () => {
    const crossed = await createTestApp({}, (app) => {
      app.get('/api/test-deadlock', async () => {
        throw Object.assign(new Error('Failed query'), {
          cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
        });
      });
      app.get('/api/test-serialization', async () => {
        throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      });
    });
    try {
      for (const url of ['/api/test-deadlock', '/api/test-serialization']) {
        const response = await crossed.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(409);
        expect(response.json()['hydra:description']).toBe(
          'Une autre modification était en cours au même moment. Veuillez réessayer.',
        );
        expect(response.body).not.toMatch(/deadlock|serialize/);
      }
    } finally {
      await crossed.close();
    }
  });
});
