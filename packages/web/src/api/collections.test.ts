import { describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse } from '../test/fake-api.ts';
import { collectionQuery, fetchCollection } from './collections.ts';

describe('collectionQuery', () => {
  it('leaves out the filters that are not set', () => {
    const query = collectionQuery({ search: '', territory: null, facility: undefined, page: 1 });
    expect(query.toString()).toBe('page=1');
  });

  it('sends a list as repeated key[] parameters', () => {
    const query = collectionQuery({ status: ['to_review', 'validated'], pagination: false });
    expect(query.getAll('status[]')).toEqual(['to_review', 'validated']);
    expect(query.get('pagination')).toBe('false');
  });

  it('keeps the keys that already carry an operator', () => {
    const query = collectionQuery({ 'order[name]': 'asc', 'startDate[before]': '2025-01-01' });
    expect(query.get('order[name]')).toBe('asc');
    expect(query.get('startDate[before]')).toBe('2025-01-01');
  });
});

describe('fetchCollection', () => {
  it('calls the collection with its query string', async () => {
    const collection = { 'hydra:member': [], 'hydra:totalItems': 0 };
    const api = installFakeApi({ 'GET /api/users': jsonResponse(200, collection) });
    await expect(fetchCollection('/api/users', { search: 'durand', page: 2 })).resolves.toEqual(
      collection,
    );
    const [input] = api.fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe('/api/users?search=durand&page=2');
  });

  it('calls the bare path when no filter is set', async () => {
    const api = installFakeApi({ 'GET /api/territories': jsonResponse(200, {}) });
    await fetchCollection('/api/territories', { search: '' });
    const [input] = api.fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe('/api/territories');
  });
});
