import { describe, expect, it } from 'vitest';
import { canTakeAgreementStep, isAgreementVisibleTo } from './agreement-lifecycle.ts';
import { maySendSignatureCode, signatureCodeProblem } from './signature-code.ts';

describe('agreement lifecycle', () => {
  it('lets only the facility admin issue a draft', () => {
    expect(canTakeAgreementStep(['facility_admin'], 'draft', 'generate')).toEqual({
      allowed: true,
      to: 'to_sign',
    });
    expect(canTakeAgreementStep(['validator'], 'draft', 'generate')).toEqual({
      allowed: false,
      reason: 'wrong_actor',
    });
    expect(canTakeAgreementStep(['facility_admin'], 'to_sign', 'generate')).toEqual({
      allowed: false,
      reason: 'wrong_state',
    });
  });

  it('lets only the facility admin re-issue an agreement still to sign', () => {
    expect(canTakeAgreementStep(['facility_admin'], 'to_sign', 'reissue')).toEqual({
      allowed: true,
      to: 'to_sign',
    });
    expect(canTakeAgreementStep(['organization'], 'to_sign', 'reissue').allowed).toBe(false);
    expect(canTakeAgreementStep(['facility_admin'], 'signed', 'reissue')).toEqual({
      allowed: false,
      reason: 'wrong_state',
    });
  });

  it('lets only the organisation sign an issued agreement, once', () => {
    expect(canTakeAgreementStep(['organization'], 'to_sign', 'sign').allowed).toBe(true);
    expect(canTakeAgreementStep(['organization'], 'signed', 'sign')).toEqual({
      allowed: false,
      reason: 'wrong_state',
    });
    expect(canTakeAgreementStep(['central'], 'to_sign', 'sign').allowed).toBe(false);
  });

  it('hides drafts from the organisation', () => {
    expect(isAgreementVisibleTo(['organization'], 'draft')).toBe(false);
    expect(isAgreementVisibleTo(['organization'], 'to_sign')).toBe(true);
    expect(isAgreementVisibleTo(['validator'], 'draft')).toBe(true);
    expect(isAgreementVisibleTo([], 'signed')).toBe(false);
  });
});

describe('signature code', () => {
  const now = new Date('2027-01-10T10:00:00Z');
  const code = (minutesLeft: number, attempts = 0) => ({
    expiresAt: new Date(now.getTime() + minutesLeft * 60_000),
    attempts,
    usedAt: null,
  });

  it('expires after its ten minutes and after five attempts', () => {
    expect(signatureCodeProblem(code(1), now)).toBeNull();
    expect(signatureCodeProblem(code(0), now)).toBe('expired');
    expect(signatureCodeProblem(code(5, 5), now)).toBe('exhausted');
  });

  it('waits a minute between two sends and allows five an hour', () => {
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect(maySendSignatureCode([], now)).toBe(true);
    expect(maySendSignatureCode([minutesAgo(0.5)], now)).toBe(false);
    expect(maySendSignatureCode([minutesAgo(2)], now)).toBe(true);
    expect(maySendSignatureCode([50, 40, 30, 20, 10].map(minutesAgo), now)).toBe(false);
    expect(maySendSignatureCode([70, 40, 30, 20, 10].map(minutesAgo), now)).toBe(true);
  });
});
