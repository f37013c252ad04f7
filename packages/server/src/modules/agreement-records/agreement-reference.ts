import { agreementReferenceLabel } from '@espaces/domain/agreement/agreement-reference';
import { parisPartsOf } from '@espaces/domain/availability/paris-time';
import type { Database } from '../../db/client.ts';
import {
  lastAgreementReferenceNumber,
  takeAgreementReferenceNumber,
} from './agreements.repository.ts';

/**
 * The next « CONV-YYYY-NNNN » of the Paris year of `now`, in the caller's (issuing)
 * transaction: the year's counter stays locked until it commits, and a rollback gives the
 * number back, so a year's references have no gaps.
 */
export async function takeAgreementReference(tx: Database, now: Date): Promise<string> {
  const year = parisPartsOf(now).year;
  return agreementReferenceLabel(year, await takeAgreementReferenceNumber(tx, year));
}

/**
 * The reference the next issue of the Paris year of `now` would take, read without locking the
 * counter: a guess, which the issuing transaction checks against the number it takes.
 */
export async function nextAgreementReference(db: Database, now: Date): Promise<string> {
  const year = parisPartsOf(now).year;
  return agreementReferenceLabel(year, (await lastAgreementReferenceNumber(db, year)) + 1);
}

/** The reference of an issued agreement (the database refuses an issued one without). */
export function issuedReferenceOf(agreement: { id: string; reference: string | null }): string {
  if (agreement.reference === null) {
    throw new Error(`Agreement ${agreement.id} has no reference: it is not issued`);
  }
  return agreement.reference;
}
