import { isOrganizationUser } from '@espaces/domain/access/roles';
import type { Booking } from '@espaces/domain/api/bookings';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../session/session.tsx';
import { useAmendmentProposals } from '../api/amendment-api.ts';

/**
 * On the page of a validated booking: the organisation is sent to the amendment
 * waiting for its answer; staff and central see that one waits, and reach the amendment page.
 */
export function BookingProposalNotice({ booking }: { booking: Booking }) {
  const user = useCurrentUser();
  const proposals = useAmendmentProposals(booking.id);
  const organization = user !== null && isOrganizationUser(user);
  const pending = proposals.data?.find((proposal) => proposal.status === 'pending');
  return (
    <>
      {pending &&
        (organization ? (
          <Alert color="blue" title="Un avenant vous est proposé">
            <Group justify="space-between">
              <Text size="sm">
                L’établissement propose de modifier cette réservation&nbsp;: rien ne change tant que
                vous ne l’avez pas accepté.
              </Text>
              <Button component={Link} to={`/reservation/${booking.id}/avenant/valider`}>
                Répondre à l’avenant
              </Button>
            </Group>
          </Alert>
        ) : (
          <Alert color="blue" title="Avenant proposé">
            Un avenant attend la réponse de l’organisation&nbsp;; un nouvel avenant le remplacerait.
          </Alert>
        ))}
      {!organization && booking._abilities.cancel && (
        <Group>
          <Button component={Link} to={`/reservation/${booking.id}/avenant`} variant="default">
            Modifier la réservation par un avenant
          </Button>
        </Group>
      )}
    </>
  );
}
