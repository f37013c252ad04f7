import type { Booking, BookingRejection } from '@espaces/domain/api/bookings';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirm } from '../../../ui/confirm.tsx';
import { toast } from '../../../ui/toast.tsx';
import {
  rejectBooking,
  updateBooking,
  useBookingSaved,
  validateBookingApproval,
} from '../api/booking-api.ts';
import { showBookingUpdateError } from '../lib/booking-errors.ts';
import { RejectionModal } from './rejection-modal.tsx';
import { deName } from '@espaces/domain/locale/french';

export const BOOKING_APPROVED = 'La demande a été approuvée.';
export const BOOKING_REJECTED = 'La demande a été refusée.';

/** Whether the person may take any decision the block below offers (`_abilities`). */
export function decidesOn(booking: Booking): boolean {
  const { approve, counterPropose, reject } = booking._abilities;
  return approve || counterPropose || reject;
}

/**
 * An admin or validator of the facility approves, counter-proposes or refuses
 * (docs/bookings.md#lifecycle); each button shows exactly when the server allows it.
 */
export function BookingDecisionPanel({ booking }: { booking: Booking }) {
  const saved = useBookingSaved();
  const [rejecting, setRejecting] = useState(false);
  const { approve, counterPropose, reject } = booking._abilities;

  const approval = useMutation({
    // The pre-approval checks run first; their 422 stops the approval.
    mutationFn: async () => {
      await validateBookingApproval(booking.id);
      return updateBooking(booking.id, { status: 'approved' });
    },
    onSuccess: async (updated) => {
      toast({ message: BOOKING_APPROVED });
      await saved(updated);
    },
    onError: showBookingUpdateError,
  });
  const rejection = useMutation({
    mutationFn: (input: BookingRejection) => rejectBooking(booking.id, input),
    onSuccess: async (updated) => {
      setRejecting(false);
      toast({ message: BOOKING_REJECTED });
      await saved(updated);
    },
    onError: showBookingUpdateError,
  });

  const askApproval = async (): Promise<void> => {
    const confirmed = await confirm({
      title: 'Approuver la demande',
      message: `La demande ${booking.reference} ${deName(booking.createdBy.organization.name)} sera approuvée telle quelle. L’organisation en sera informée par e-mail.`,
      confirmLabel: 'Approuver',
    });
    if (confirmed) approval.mutate();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="decision-titre">
      <Title order={2} size="h3" id="decision-titre">
        Décision
      </Title>
      <Text>
        {booking.status === 'pending'
          ? 'La contre-proposition de l’établissement attend la réponse de l’organisation.'
          : 'Cette demande attend votre décision.'}
      </Text>
      <Group>
        {approve && (
          <Button onClick={() => void askApproval()} loading={approval.isPending}>
            Approuver la demande
          </Button>
        )}
        {counterPropose && (
          <Button
            component={Link}
            to={`/reservation/${booking.id}/contre-proposition`}
            variant="default"
          >
            Faire une contre-proposition
          </Button>
        )}
        {reject && (
          <Button color="red" variant="outline" onClick={() => setRejecting(true)}>
            Refuser la demande
          </Button>
        )}
      </Group>
      <RejectionModal
        opened={rejecting}
        reference={booking.reference}
        onClose={() => setRejecting(false)}
        onReject={(input) => rejection.mutate(input)}
        rejecting={rejection.isPending}
      />
    </Stack>
  );
}
