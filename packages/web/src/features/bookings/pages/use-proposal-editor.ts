import { bookingQuerySchema, type Booking } from '@espaces/domain/api/bookings';
import { typedPrice } from '@espaces/domain/booking/proposed-price';
import { eurosToCents } from '@espaces/domain/locale/format';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { YearlyQueryValues } from '../components/yearly-query-fields.tsx';
import { useCasualProposalSlots, useYearlyProposalSlots } from './use-counter-proposal-slots.ts';

export interface ProposalValues extends YearlyQueryValues {
  /** The NumberInput values: a number, or '' when emptied. */
  rentPrice: number | string;
  cleaningPrice: number | string;
}

/**
 * The editor of what staff propose for a booking — slots (a casual booking's one by one, a
 * yearly one's through its weekly query) and prices — shared by the counter-proposal
 * and the amendment that changes a signed booking.
 */
export function useProposalEditor(booking: Booking) {
  const yearly = booking.purposeType === 'yearly';
  const form = useForm<ProposalValues>({
    initialValues: {
      weekDay: booking.query ? String(booking.query.weekDay) : null,
      startTime: booking.query?.startTime ?? '',
      endTime: booking.query?.endTime ?? '',
      rentPrice: booking.rentPrice,
      cleaningPrice: booking.cleaningPrice,
    },
  });
  const { weekDay, startTime, endTime, rentPrice, cleaningPrice } = form.values;
  const parsedQuery = useMemo(
    () => bookingQuerySchema.safeParse({ weekDay: Number(weekDay), startTime, endTime }),
    [weekDay, startTime, endTime],
  );
  const query = yearly && parsedQuery.success ? parsedQuery.data : null;
  const casual = useCasualProposalSlots(booking, !yearly);
  const weekly = useYearlyProposalSlots(booking, query);
  const prices = useMemo(
    () => ({
      rentPriceCents: eurosToCents(typedPrice(rentPrice) ?? booking.rentPrice),
      cleaningPriceCents: eurosToCents(typedPrice(cleaningPrice) ?? booking.cleaningPrice),
    }),
    [rentPrice, cleaningPrice, booking.rentPrice, booking.cleaningPrice],
  );
  /** Marks the weekly query's fields in error; false when the query cannot be sent. */
  const queryReady = (): boolean => {
    if (!yearly || parsedQuery.success) return true;
    for (const issue of parsedQuery.error.issues) {
      form.setFieldError(String(issue.path[0] ?? 'weekDay'), issue.message);
    }
    return false;
  };
  return {
    form,
    yearly,
    query,
    casual,
    weekly,
    proposal: yearly ? weekly : casual,
    prices,
    queryReady,
  };
}
