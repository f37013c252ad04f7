import type { Booking } from '@espaces/domain/api/bookings';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { confirm } from '../../../ui/confirm.tsx';
import { toast } from '../../../ui/toast.tsx';
import { updateBooking, useBookingSaved } from '../api/booking-api.ts';
import { showBookingUpdateError } from '../lib/booking-errors.ts';

export const BOOKING_WITHDRAWN = 'Votre demande a été retirée.';

/** The organisation withdraws its new request or its answer to a proposal. */
export function WithdrawRequestButton({ booking }: { booking: Booking }) {
  const saved = useBookingSaved();
  const withdrawal = useMutation({
    mutationFn: () => updateBooking(booking.id, { status: 'cancelled' }),
    onSuccess: async (updated) => {
      toast({ message: BOOKING_WITHDRAWN });
      await saved(updated);
    },
    onError: showBookingUpdateError,
  });

  const askWithdrawal = async (): Promise<void> => {
    const confirmed = await confirm({
      title: 'Retirer la demande',
      message: `La demande ${booking.reference} sera annulée et ses créneaux libérés. Cette action est définitive.`,
      confirmLabel: 'Retirer la demande',
      danger: true,
    });
    if (confirmed) withdrawal.mutate();
  };

  return (
    <Button
      color="red"
      variant="outline"
      onClick={() => void askWithdrawal()}
      loading={withdrawal.isPending}
    >
      Retirer la demande
    </Button>
  );
}
