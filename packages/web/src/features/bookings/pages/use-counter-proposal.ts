import {
  bookingUpdateSchema,
  type Booking,
  type BookingQuery,
  type BookingUpdate,
} from '@espaces/domain/api/bookings';
import { typedPrice } from '@espaces/domain/booking/proposed-price';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast.tsx';
import { placeKeys } from '../../../api/places.ts';
import { updateBooking, useBookingSaved } from '../api/booking-api.ts';
import { showBookingUpdateError } from '../lib/booking-errors.ts';
import type { IsoRange } from '../lib/slot-selection.ts';

export const COUNTER_PROPOSAL_SENT = 'Votre contre-proposition a été envoyée à l’organisation.';

export interface CounterProposalDraft {
  slots: readonly IsoRange[];
  /** The NumberInput values: a number, or the text it holds while typed ('' when emptied). */
  rentPrice: number | string;
  cleaningPrice: number | string;
  /** The weekly query of a yearly booking. */
  query?: BookingQuery;
}

export type PriceField = 'rentPrice' | 'cleaningPrice';

const FIELD_OF_PATH: Record<string, PriceField> = {
  proposedRentPrice: 'rentPrice',
  proposedCleaningPrice: 'cleaningPrice',
};

/**
 * The PUT body of a counter-proposal (docs/bookings.md#lifecycle: status pending with the proposed
 * slots, prices and query), checked against the update contract. Prices go as numbers, otherwise
 * null (the server then keeps the current price).
 */
export function counterProposalUpdate(
  draft: CounterProposalDraft,
): { update: BookingUpdate } | { problems: { field: PriceField | null; message: string }[] } {
  const parsed = bookingUpdateSchema.safeParse({
    status: 'pending',
    bookingSlots: draft.slots.map(({ startDate, endDate }) => ({ startDate, endDate })),
    proposedRentPrice: typedPrice(draft.rentPrice),
    proposedCleaningPrice: typedPrice(draft.cleaningPrice),
    ...(draft.query ? { query: draft.query } : {}),
  });
  if (parsed.success) return { update: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => ({
      field: FIELD_OF_PATH[String(issue.path[0])] ?? null,
      message: issue.message,
    })),
  };
}

/** Sends the counter-proposal, then shows the booking. */
export function useSendCounterProposal(booking: Booking) {
  const queryClient = useQueryClient();
  const saved = useBookingSaved();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (update: BookingUpdate) => updateBooking(booking.id, update),
    onSuccess: async (updated) => {
      toast({ message: COUNTER_PROPOSAL_SENT });
      // The booking page opens on the stored answer while the lists refresh behind it.
      void saved(updated);
      await navigate(`/reservation/${updated.id}`);
    },
    onError: (error) => {
      showBookingUpdateError(error);
      // A slot taken meanwhile: show the free ranges as they now are.
      void queryClient.invalidateQueries({ queryKey: placeKeys.detail(booking.place.id) });
    },
  });
}
