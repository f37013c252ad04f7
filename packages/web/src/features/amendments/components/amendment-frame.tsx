import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import type { Booking } from '@espaces/domain/api/bookings';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useBooking } from '../../../api/bookings.ts';
import { BackToBooking, CounterProposalHeading } from '../../bookings/public.ts';
import { BOOKING_LOAD_FAILURE } from '@espaces/domain/messages';

// The frame of the amendment pages: the booking of the route, loaded or not.

/** Loads the booking of the route, or says it could not be. */
export function WithBooking({
  title,
  children,
}: {
  title: string;
  children: (b: Booking) => ReactNode;
}) {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  if (booking.isPending) return <PageLoader />;
  if (booking.isError) {
    return (
      <Page title={title}>
        <Text role="alert">{BOOKING_LOAD_FAILURE}</Text>
        <BackToBooking id={id} />
      </Page>
    );
  }
  return <>{children(booking.data)}</>;
}

export function NotCancelable({ booking, title }: { booking: Booking; title: string }) {
  return (
    <Page title={`${title} ${booking.reference}`}>
      <CounterProposalHeading booking={booking} />
      <Text role="alert">{AMENDMENT_MESSAGES.bookingNotCancelable}</Text>
      <BackToBooking id={booking.id} />
    </Page>
  );
}
