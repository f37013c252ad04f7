import type { Booking } from '@espaces/domain/api/bookings';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { prepareAgreement } from '../../agreements/public.ts';
import { bookingNextStep, type BookingReader } from '../lib/booking-next-step.ts';

/**
 * « Prochaine étape »: at the top of /reservation/{id}, what the reader does now or waits for
 * (docs/bookings.md#next-steps), with the button or link that leads on.
 */
export function BookingNextStep({ booking, reader }: { booking: Booking; reader: BookingReader }) {
  const navigate = useNavigate();
  const prepare = useMutation({
    mutationFn: () => prepareAgreement(booking.id),
    onSuccess: (agreement) => navigate(`/convention/${agreement.id}/previsualiser`),
    onError: handleApiError,
  });
  const step = bookingNextStep(booking, reader);
  const action = step.action;
  return (
    <Alert color="blue" variant="light" title="Prochaine étape" role="note">
      <Stack gap="xs">
        <Text size="sm">{step.text}</Text>
        {action?.kind === 'prepare_agreement' && (
          <Button loading={prepare.isPending} onClick={() => prepare.mutate()} w="fit-content">
            {action.label}
          </Button>
        )}
        {action?.kind === 'link' &&
          (action.to.startsWith('#') ? (
            <Anchor href={action.to} size="sm">
              {action.label}
            </Anchor>
          ) : (
            <Anchor component={Link} to={action.to} size="sm">
              {action.label}
            </Anchor>
          ))}
      </Stack>
    </Alert>
  );
}
