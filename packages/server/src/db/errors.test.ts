import { describe, expect, it } from 'vitest';
import { isConcurrencyFailure, pgErrorOf } from './errors.ts';

describe('pgErrorOf', () => {
  it('reads the SQLSTATE and constraint that Drizzle wraps in `cause`', () => {
    const cause = { code: '23P01', constraint: 'booking_slots_no_overlap', severity: 'ERROR' };
    const wrapped = Object.assign(new Error('Failed query'), { cause });
    expect(pgErrorOf(wrapped)).toEqual({ code: '23P01', constraint: 'booking_slots_no_overlap' });
  });

  it('reads a driver error that is not wrapped', () => {
    expect(pgErrorOf({ code: '23505', constraint: 'users_email_unique' })).toEqual({
      code: '23505',
      constraint: 'users_email_unique',
    });
  });

  it('ignores errors that are not from the database', () => {
    expect(pgErrorOf(Object.assign(new Error('socket'), { code: 'EPIPE' }))).toEqual({});
    expect(pgErrorOf(new Error('boom'))).toEqual({});
    expect(pgErrorOf(undefined)).toEqual({});
  });
});

describe('isConcurrencyFailure', () => {
  it('knows a deadlock and a serialization failure, wrapped or not', () => {
    expect(isConcurrencyFailure(Object.assign(new Error('x'), { cause: { code: '40P01' } }))).toBe(
      true,
    );
    expect(isConcurrencyFailure({ code: '40001' })).toBe(true);
    expect(isConcurrencyFailure({ code: '23P01' })).toBe(false);
    expect(isConcurrencyFailure(new Error('boom'))).toBe(false);
  });
});
