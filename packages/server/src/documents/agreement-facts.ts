/**
 * What an agreement's PDF states (docs/agreements.md#preparation-and-generation): gathered by the
 * agreements module from the database, printed by the templates of this folder. Amounts in cents,
 * instants as Dates.
 */
export interface AgreementSlotFacts {
  startDate: Date;
  endDate: Date;
  priceCents: number;
}

export interface AgreementBookingFacts {
  reference: string;
  placeName: string;
  activity: string;
  yearly: boolean;
  rentPriceCents: number;
  cleaningPriceCents: number;
  slots: AgreementSlotFacts[];
  totalCents: number;
}

export interface AgreementPlaceFacts {
  name: string;
  address: string;
  capacity: number | null;
  /** Names only: a door's access instructions reach the organisation once it has signed. */
  doors: { name: string }[];
}

/** How the organisation pays (docs/payments.md#schedule): monthly instalments, the means. */
export interface AgreementPaymentFacts {
  /** The means the organisation chose: its card on file, or « autre » (transfer, mandate). */
  paymentType: 'card' | 'other';
  /** The card on file, if one is registered. */
  cardLast4: string | null;
  /** One per Paris month of slots, due the 5th of the next month (domain payment-schedule). */
  instalments: { month: string; amountCents: number; dueDate: string }[];
  /** Where the organisation follows its instalments and receipts. */
  paymentsUrl: string;
}

export interface AgreementFacts {
  appName: string;
  regionName: string;
  /** « CONV-2026-0042 » once issued; null for a draft's preview, marked on every page. */
  reference: string | null;
  /** When it was issued, or when the draft's preview was drawn. */
  issuedAt: Date;
  facility: {
    name: string;
    uai: string;
    address: string;
    signatoryName: string | null;
    signatoryTitle: string | null;
  };
  organization: {
    name: string;
    legalForm: string;
    identifier: string;
    address: string;
    representative: string;
  };
  places: AgreementPlaceFacts[];
  bookings: AgreementBookingFacts[];
  totalCents: number;
  payment: AgreementPaymentFacts;
  annexes: string[];
  cancellationTerms: string[];
}

/** What the signature page states (docs/agreements.md#signature). */
export interface SignatureFacts {
  appName: string;
  agreementReference: string;
  organizationName: string;
  fullName: string;
  signerEmail: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  documentSha256: string;
  codeTrail: { at: Date; matched: boolean }[];
  codeSentAt: Date;
  codeSentTo: string;
}

/** The evidence sheet is attached to the issued pages: it names how many they are. */
export interface SignaturePageFacts extends SignatureFacts {
  issuedPages: number;
}
