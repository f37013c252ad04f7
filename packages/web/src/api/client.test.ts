import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydraError, installFakeApi, jsonResponse } from '../test/fake-api.ts';
import { apiFetch, retriesFor } from './client.ts';
import { statusOf } from './errors.ts';
import { readSessionExpiry, SESSION_EXPIRES_AT_KEY } from './session-expiry.ts';
import { dismissUnauthorized, raiseUnauthorized, useUnauthorizedRaised } from './unauthorized.ts';

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('The call was expected to fail.');
}

describe('retry rule', () => {
  it('retries a GET once on 503 and returns the second answer', async () => {
    const api = installFakeApi({
      'GET /api/places': [hydraError(503, 'Indisponible.'), jsonResponse(200, { ok: true })],
    });
    await expect(apiFetch('/api/places')).resolves.toEqual({ ok: true });
    expect(api.callsTo('GET', '/api/places')).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    const api = installFakeApi({ 'GET /api/places': hydraError(503, 'Indisponible.') });
    expect(statusOf(await failureOf(apiFetch('/api/places')))).toBe(503);
    expect(api.callsTo('GET', '/api/places')).toHaveLength(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 504])('retries a GET on %i', async (status) => {
    const api = installFakeApi({
      'GET /api/places': [hydraError(status, 'Erreur.'), jsonResponse(200, [])],
    });
    await apiFetch('/api/places');
    expect(api.callsTo('GET', '/api/places')).toHaveLength(2);
  });

  it('never retries a POST, even on 503', async () => {
    const api = installFakeApi({ 'POST /api/bookings': hydraError(503, 'Indisponible.') });
    const error = await failureOf(apiFetch('/api/bookings', { method: 'POST', body: { a: 1 } }));
    expect(statusOf(error)).toBe(503);
    expect(api.callsTo('POST', '/api/bookings')).toHaveLength(1);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('never retries a %s', async (method) => {
    const api = installFakeApi({ [`${method} /api/places/1`]: hydraError(502, 'Erreur.') });
    await failureOf(apiFetch('/api/places/1', { method, body: {} }));
    expect(api.callsTo(method, '/api/places/1')).toHaveLength(1);
  });

  it('does not retry a GET answered 404', async () => {
    const api = installFakeApi({ 'GET /api/places/1': hydraError(404, 'Ressource introuvable.') });
    expect(statusOf(await failureOf(apiFetch('/api/places/1')))).toBe(404);
    expect(api.callsTo('GET', '/api/places/1')).toHaveLength(1);
  });

  it('allows one retry for safe methods only', () => {
    expect(['GET', 'head', 'OPTIONS'].map(retriesFor)).toEqual([1, 1, 1]);
    expect(['POST', 'PUT', 'patch', 'DELETE'].map(retriesFor)).toEqual([0, 0, 0, 0]);
  });

  it('sends cookies and JSON bodies', async () => {
    const api = installFakeApi({ 'POST /api/bookings': jsonResponse(201, { id: 'b1' }) });
    await apiFetch('/api/bookings', { method: 'POST', body: { purposeType: 'casual' } });
    const [request] = api.callsTo('POST', '/api/bookings');
    expect(request?.init?.credentials).toBe('include');
    expect(request?.body).toEqual({ purposeType: 'casual' });
    expect(new Headers(request?.init?.headers).get('content-type')).toBe('application/json');
  });
});

describe('session expiry', () => {
  beforeEach(() => {
    window.localStorage.setItem(SESSION_EXPIRES_AT_KEY, String(Date.now() - 1000));
  });

  it('refreshes an expired session before the call and stores the new expiry', async () => {
    const api = installFakeApi({
      'POST /api/authentication/refresh': jsonResponse(200, { expiresIn: 3600 }),
      'GET /api/bookings': jsonResponse(200, []),
    });
    const before = Date.now();
    await apiFetch('/api/bookings');
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/authentication/refresh',
      'GET /api/bookings',
    ]);
    expect(api.callsTo('POST', '/api/authentication/refresh')[0]?.body).toEqual({});
    const expiresAt = readSessionExpiry() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3_590_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3_590_000);
  });

  it('shares one refresh between concurrent calls', async () => {
    const api = installFakeApi({
      'POST /api/authentication/refresh': jsonResponse(200, { expiresIn: 3600 }),
      'GET /api/bookings': jsonResponse(200, []),
      'GET /api/places': jsonResponse(200, []),
    });
    await Promise.all([apiFetch('/api/bookings'), apiFetch('/api/places')]);
    expect(api.callsTo('POST', '/api/authentication/refresh')).toHaveLength(1);
  });

  it('does not refresh a session that is still valid, and sends the call at once', async () => {
    window.localStorage.setItem(SESSION_EXPIRES_AT_KEY, String(Date.now() + 60_000));
    const api = installFakeApi({ 'GET /api/bookings': jsonResponse(200, []) });
    const answer = apiFetch('/api/bookings');
    // Synchronously: main.tsx's requests leave before the page's code it asks for next.
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    await answer;
    expect(api.callsTo('POST', '/api/authentication/refresh')).toHaveLength(0);
  });

  it('clears the session when the refresh is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({
      'POST /api/authentication/refresh': hydraError(401, 'Votre session a expiré.'),
      'GET /api/bookings': jsonResponse(200, []),
    });
    await apiFetch('/api/bookings', { raiseUnauthorized: false });
    expect(readSessionExpiry()).toBeNull();
  });
});

describe('401 answers', () => {
  it('raise the 401 screen and end the session', async () => {
    window.localStorage.setItem(SESSION_EXPIRES_AT_KEY, String(Date.now() + 60_000));
    installFakeApi({ 'GET /api/bookings': hydraError(401, 'Authentification requise.') });
    const { result } = renderHook(() => useUnauthorizedRaised());
    await failureOf(apiFetch('/api/bookings'));
    await expect.poll(() => result.current).toBe(true);
    expect(readSessionExpiry()).toBeNull();
  });

  it('do not raise it for calls that expect a 401', async () => {
    installFakeApi({
      'GET /api/authentication/user': hydraError(401, 'Authentification requise.'),
    });
    const { result } = renderHook(() => useUnauthorizedRaised());
    await failureOf(apiFetch('/api/authentication/user', { raiseUnauthorized: false }));
    expect(result.current).toBe(false);
  });

  it('can be dismissed', () => {
    const { result, rerender } = renderHook(() => useUnauthorizedRaised());
    raiseUnauthorized();
    rerender();
    expect(result.current).toBe(true);
    dismissUnauthorized();
    rerender();
    expect(result.current).toBe(false);
  });
});
