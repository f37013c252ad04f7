/**
 * What an agreement's PDF states (DESIGN §5): gathered by the agreements module from the
 * database, printed by the templates of this folder. Amounts in cents, instants as Dates.
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

export interface AgreementFacts {
  appName: string;
  regionName: string;
  agreementId: string;
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
  annexes: string[];
  cancellationTerms: string[];
}

/** What the signature page states (DESIGN §5 « Signing »). */
export interface SignatureFacts {
  appName: string;
  agreementId: string;
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

/** The signature page follows the issued pages: it numbers itself after them. */
export interface SignaturePageFacts extends SignatureFacts {
  issuedPages: number;
}
