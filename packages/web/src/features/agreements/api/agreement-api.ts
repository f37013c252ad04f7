import type { AgreementListParams } from '@espaces/domain/api/agreement-list';
import { DRAFT_AGREEMENT_LABEL } from '@espaces/domain/agreement/agreement-reference';
import type {
  Agreement,
  AgreementSignatureInput,
  SignatureCodeSent,
} from '@espaces/domain/api/agreements';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { Booking } from '@espaces/domain/api/bookings';
import { idFromIri } from '@espaces/domain/api/iri';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bookingKeys, bookingPath } from '../../../api/bookings.ts';
import { facilityKeys } from '../../../api/facilities.ts';
import { apiFetch } from '../../../api/client.ts';

export const AGREEMENTS_PER_PAGE = 30;

export const agreementKeys = {
  all: ['agreements'] as const,
  list: (query: AgreementListParams) => ['agreements', 'list', query] as const,
  detail: (id: string) => ['agreements', 'detail', id] as const,
};

/** Where the PDFs are read: the preview (as issued or to be issued), the issued and signed files. */
export const agreementFiles = (id: string) => ({
  preview: `/api/agreements/${id}/preview`,
  document: `/api/agreements/${id}/document`,
  signedDocument: `/api/agreements/${id}/signed-document`,
});

/** « CONV-2026-0042 », as the PDF names it; « (projet) » while a draft, not yet numbered. */
export const agreementReference = (agreement: Pick<Agreement, 'reference'>): string =>
  agreement.reference ?? `(${DRAFT_AGREEMENT_LABEL})`;

export function useAgreement(id: string) {
  return useQuery({
    queryKey: agreementKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Agreement>(`/api/agreements/${id}`, { signal }),
  });
}

/** The agreement's bookings, each read through its IRI; those not loaded yet left out. */
export function useAgreementBookings(agreement: Pick<Agreement, 'bookings'>): Booking[] {
  const ids = agreement.bookings.map((iri) => idFromIri(iri) ?? iri);
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: bookingKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<Booking>(bookingPath(id), { signal }),
    })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}

export function useAgreements(query: AgreementListParams, enabled = true) {
  return useQuery({
    queryKey: agreementKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch<HydraCollection<Agreement>>('/api/agreements', { query, signal }),
    enabled,
  });
}

/** The organisations holding bookings at a facility (the list's organisation filter). */
export function useAvailableOrganizations(facilityId: string | null) {
  return useQuery({
    queryKey: facilityKeys.availableOrganizations(facilityId),
    queryFn: ({ signal }) =>
      apiFetch<HydraCollection<{ id: string; name: string }>>(
        `/api/facility/${facilityId}/available-organization`,
        { signal },
      ),
    enabled: facilityId !== null,
  });
}

/** The agreement holding a booking, if any (an agreement is a list of bookings). */
export function useAgreementOfBooking(bookingId: string) {
  const agreements = useAgreements({ 'bookings.id': bookingId, pagination: 'false' });
  return { ...agreements, data: agreements.data?.['hydra:member'][0] };
}

export function prepareAgreement(bookingId: string): Promise<Agreement> {
  return apiFetch<Agreement>('/api/agreements', {
    method: 'POST',
    body: { booking: `/api/bookings/${bookingId}` },
  });
}

export function generateAgreement(id: string): Promise<Agreement> {
  return apiFetch<Agreement>(`/api/agreements/${id}/generate`, { method: 'POST', body: {} });
}

export function sendSignatureCode(id: string): Promise<SignatureCodeSent> {
  return apiFetch<SignatureCodeSent>(`/api/agreements/${id}/signature-code`, {
    method: 'POST',
    body: {},
  });
}

export function signAgreement(id: string, input: AgreementSignatureInput): Promise<Agreement> {
  return apiFetch<Agreement>(`/api/agreements/${id}/signature`, { method: 'POST', body: input });
}

/** After a step: the agreement, its lists and the bookings it moved are read again. */
export function useAgreementChanged() {
  const client = useQueryClient();
  return useCallback(
    async (agreement: Agreement) => {
      client.setQueryData(agreementKeys.detail(agreement.id), agreement);
      await Promise.all([
        client.invalidateQueries({ queryKey: agreementKeys.all }),
        client.invalidateQueries({ queryKey: bookingKeys.all }),
      ]);
    },
    [client],
  );
}
