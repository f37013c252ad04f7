import type {
  Amendment,
  AmendmentDraftInput,
  AmendmentPreview,
  AmendmentProposal,
  CancelBookingSlotsResult,
} from '@espaces/domain/api/amendments';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../api/client.ts';
import { bookingKeys, bookingPath } from '../../../api/bookings.ts';
import { agreementKeys } from '../../agreements/public.ts';

// Cancellations of slots and amendments (docs/routes.md#bookings).

/** PUT /api/bookings/{id}/cancel-booking-slots: the organisation's cancellation. */
export function cancelBookingSlots(
  bookingId: string,
  timeSlots: string[],
): Promise<CancelBookingSlotsResult> {
  return apiFetch<CancelBookingSlotsResult>(`${bookingPath(bookingId)}/cancel-booking-slots`, {
    method: 'PUT',
    body: { timeSlots },
  });
}

export function previewAmendment(
  bookingId: string,
  draft: AmendmentDraftInput,
): Promise<AmendmentPreview> {
  return apiFetch<AmendmentPreview>(`${bookingPath(bookingId)}/amendments/preview`, {
    method: 'POST',
    body: draft,
  });
}

/** Issued at once when it only cancels; otherwise a proposal waiting for the organisation. */
export function createAmendment(
  bookingId: string,
  draft: AmendmentDraftInput,
): Promise<Amendment | AmendmentProposal> {
  return apiFetch<Amendment | AmendmentProposal>(`${bookingPath(bookingId)}/amendments`, {
    method: 'POST',
    body: draft,
  });
}

/** The proposals of a booking, the pending one first to answer. */
export function useAmendmentProposals(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.amendmentProposals(bookingId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<AmendmentProposal>>(
          `${bookingPath(bookingId)}/amendment_proposals`,
          { signal },
        )
      )['hydra:member'],
  });
}

export function acceptAmendmentProposal(proposalId: string): Promise<Amendment> {
  return apiFetch<Amendment>(`/api/amendment_proposals/${proposalId}/accept`, {
    method: 'PUT',
    body: {},
  });
}

export function refuseAmendmentProposal(
  proposalId: string,
  refusalReason: string,
): Promise<AmendmentProposal> {
  return apiFetch<AmendmentProposal>(`/api/amendment_proposals/${proposalId}/refuse`, {
    method: 'PUT',
    body: { refusalReason },
  });
}

export function useBookingAmendments(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.amendments(bookingId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<Amendment>>(`${bookingPath(bookingId)}/amendments`, {
          signal,
        })
      )['hydra:member'],
  });
}

/** After a cancellation: the booking, its amendments and every list are fetched again. */
export function useSlotsCancelled(): (bookingId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (bookingId: string) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      // The agreement's ledger (amounts, amendments, payments) changed with the booking.
      await queryClient.invalidateQueries({ queryKey: agreementKeys.all });
    },
    [queryClient],
  );
}
