import { amendmentTitle } from '@espaces/domain/agreement/amendment-messages';
import { amendmentChangeCents, amendmentLines } from '@espaces/domain/agreement/amendment-lines';
import { slotLineLabel, type AmendmentContent } from '@espaces/domain/agreement/amendment-plan';
import type {
  Amendment,
  AmendmentAcceptance,
  AmendmentPreview,
  AmendmentProposal,
} from '@espaces/domain/api/amendments';
import { iri } from '@espaces/domain/api/iri';
import { centsToEuros } from '@espaces/domain/locale/format';
import type { ProposalContent, ProposalRecord } from './amendment-proposals.repository.ts';
import type { AmendmentRecord } from './amendments.repository.ts';

// JSON-LD shape of an amendment and of its preview: money in euros.

interface ChangeFacts {
  number: number;
  reason: string;
  counterPart: string;
  content: AmendmentContent;
}

function presentChange({ number, reason, counterPart, content }: ChangeFacts) {
  return {
    number,
    title: amendmentTitle(number),
    reason,
    counterPart,
    cancelledSlots: content.cancelledSlots.map((slot) => ({
      startDate: slot.startDate,
      endDate: slot.endDate,
      price: centsToEuros(slot.priceCents),
      due: centsToEuros(slot.dueCents),
      condition: slot.condition,
      conditionLabel: slotLineLabel(slot),
    })),
    rentPrice: {
      before: centsToEuros(content.rentPriceCents.before),
      after: centsToEuros(content.rentPriceCents.after),
    },
    cleaningPrice: {
      before: centsToEuros(content.cleaningPriceCents.before),
      after: centsToEuros(content.cleaningPriceCents.after),
    },
    totalBefore: centsToEuros(content.totalBeforeCents),
    totalAfter: centsToEuros(content.totalAfterCents),
    cancelsBooking: content.remainingSlots === 0,
    addedSlots: (content.addedSlots ?? []).map((slot) => ({
      startDate: slot.startDate,
      endDate: slot.endDate,
      price: centsToEuros(slot.priceCents),
    })),
    movedSlots: (content.movedSlots ?? []).map((line) => ({
      from: line.from,
      to: line.to,
      price: centsToEuros(line.priceCents),
    })),
    query: content.query ?? null,
    needsAcceptance: changesAgreement(content),
    lines: amendmentLines(content).map((line) => ({
      kind: line.kind,
      startDate: line.startDate,
      endDate: line.endDate,
      from: line.from ?? null,
      before: centsToEuros(line.beforeCents),
      after: centsToEuros(line.afterCents),
      label: line.label ?? null,
    })),
    change: centsToEuros(amendmentChangeCents(content)),
  };
}

/** Added or moved slots, another query or other prices: the organisation's consent is needed. */
function changesAgreement(content: AmendmentContent): boolean {
  return (
    (content.addedSlots?.length ?? 0) > 0 ||
    (content.movedSlots?.length ?? 0) > 0 ||
    content.query !== undefined ||
    content.rentPriceCents.before !== content.rentPriceCents.after ||
    content.cleaningPriceCents.before !== content.cleaningPriceCents.after
  );
}

export function presentProposal(record: ProposalRecord): AmendmentProposal {
  const content = record.content as ProposalContent;
  const draft = record.draft as { reason: string; counterPart: string };
  return {
    '@id': iri('amendment_proposals', record.id),
    '@type': 'AmendmentProposal',
    id: record.id,
    booking: iri('bookings', record.bookingId),
    status: record.status,
    proposedAt: record.proposedAt.toISOString(),
    decidedAt: record.decidedAt?.toISOString() ?? null,
    refusalReason: record.refusalReason,
    amendment: record.amendmentId ? iri('amendments', record.amendmentId) : null,
    ...presentChange({ ...draft, number: content.number, content }),
  };
}

export function presentAmendmentPreview(facts: ChangeFacts): AmendmentPreview {
  return { '@type': 'AmendmentPreview', ...presentChange(facts) };
}

export function presentAmendment(record: AmendmentRecord): Amendment {
  return {
    '@id': iri('amendments', record.id),
    '@type': 'Amendment',
    id: record.id,
    booking: iri('bookings', record.bookingId),
    agreement: iri('agreements', record.agreementId),
    issuedAt: record.issuedAt.toISOString(),
    documentSha256: record.documentSha256,
    previousDocumentSha256: record.previousDocumentSha256,
    document: `/api/amendments/${record.id}/document`,
    acceptance: (record.acceptance as AmendmentAcceptance | null) ?? null,
    ...presentChange({ ...record, content: record.content as AmendmentContent }),
  };
}
