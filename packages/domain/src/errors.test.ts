import { describe, expect, it } from 'vitest';
import {
  accessDenialCode,
  DomainError,
  ERROR_CODES,
  isDomainError,
  isErrorCode,
} from './errors.ts';
import {
  FORBIDDEN,
  INVALID_CREDENTIALS,
  NOT_FOUND,
  SLOT_IN_THE_PAST,
  SLOT_TAKEN,
} from './messages.ts';

describe('ERROR_CODES', () => {
  it.each([
    ['INVALID_CREDENTIALS', 401],
    ['ACCOUNT_DISABLED', 401],
    ['NOT_AUTHENTICATED', 401],
    ['INVALID_REFRESH_TOKEN', 401],
    ['FORBIDDEN', 403],
    ['ORGANIZATION_NOT_VALIDATED', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['CONCURRENT_CHANGE', 409],
    ['VALIDATION_FAILED', 422],
    ['SLOT_IN_THE_PAST', 422],
    ['SLOT_TAKEN', 422],
    ['TOO_MANY_ATTEMPTS', 429],
    ['PROVIDER_UNAVAILABLE', 503],
  ] as const)('%s answers %i', (code, status) => {
    expect(ERROR_CODES[code].status).toBe(status);
  });

  it('carries the French messages', () => {
    expect(ERROR_CODES.SLOT_TAKEN.message).toBe(SLOT_TAKEN);
    expect(ERROR_CODES.SLOT_IN_THE_PAST.message).toBe(SLOT_IN_THE_PAST);
    expect(ERROR_CODES.FORBIDDEN.message).toBe(FORBIDDEN);
    expect(ERROR_CODES.NOT_FOUND.message).toBe(NOT_FOUND);
  });

  it('gives every code a non-empty message', () => {
    for (const { message } of Object.values(ERROR_CODES)) expect(message.length).toBeGreaterThan(0);
  });
});

describe('DomainError', () => {
  it('takes its message and status from the table', () => {
    const error = new DomainError('INVALID_CREDENTIALS');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.status).toBe(401);
    expect(error.message).toBe(INVALID_CREDENTIALS);
    expect(error.name).toBe('DomainError');
    expect(error.propertyPath).toBeUndefined();
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('keeps an overriding message and a property path', () => {
    const error = new DomainError(
      'VALIDATION_FAILED',
      'Le créneau chevauche RES-2026-000042.',
      'bookingSlots[0]',
    );
    expect(error.message).toBe('Le créneau chevauche RES-2026-000042.');
    expect(error.propertyPath).toBe('bookingSlots[0]');
    expect(error.status).toBe(422);
  });
});

describe('error code helpers', () => {
  it('recognises codes', () => {
    expect(isErrorCode('SLOT_TAKEN')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('maps access denials to codes', () => {
    expect(accessDenialCode('unauthenticated')).toBe('NOT_AUTHENTICATED');
    expect(accessDenialCode('forbidden')).toBe('FORBIDDEN');
    expect(accessDenialCode('organization_not_validated')).toBe('ORGANIZATION_NOT_VALIDATED');
    expect(accessDenialCode('already_authenticated')).toBe('ALREADY_AUTHENTICATED');
  });
});
