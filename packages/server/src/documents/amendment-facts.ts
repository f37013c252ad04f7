import type { AgreementLedger } from '@espaces/domain/agreement/agreement-ledger';
import type { AmendmentContent, Canceller } from '@espaces/domain/agreement/amendment-plan';
import type { AmendmentAcceptance } from '@espaces/domain/api/amendments';

/** What an amendment's PDF states (docs/agreements.md#amendments). Amounts in cents. */
export interface AmendmentFacts {
  appName: string;
  regionName: string;
  agreementId: string;
  agreementReference: string;
  number: number;
  issuedAt: Date;
  facilityName: string;
  organizationName: string;
  placeName: string;
  canceller: Canceller;
  reason: string;
  counterPart: string;
  /** The signed agreement: the head of the chain. */
  agreementSha256: string;
  /** The document this amendment follows: the previous amendment, or the signed agreement. */
  previous: { number: number | null; sha256: string };
  content: AmendmentContent;
  /**
   * The agreement's ledger as this amendment leaves it, itself included
   * (docs/agreements.md#amounts-once-issued): the same account the pages show.
   */
  ledger: AgreementLedger;
  /** Who accepted it, for an amendment the organisation accepted (its acceptance block). */
  acceptance: AmendmentAcceptance | null;
}
