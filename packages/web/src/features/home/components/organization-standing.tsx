import type { OrganizationStatus } from '@espaces/domain/access/actor';
import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import { ORGANIZATION_STANDING } from '@espaces/domain/organizations/organization-messages';
import { Alert, Anchor, Blockquote, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppConfig } from '../../../api/config.ts';
import { useOrganization } from '../../../api/organizations.ts';

const COLORS: Record<OrganizationStatus, string> = {
  email_to_validate: 'gray',
  to_review: 'blue',
  validated: 'green',
  non_compliant: 'yellow',
  rejected: 'red',
};

/** What the organisation may do from here, by status. */
function WaysOn({ status }: { status: OrganizationStatus }) {
  const { contactEmail } = useAppConfig();
  switch (status) {
    case 'to_review':
      return (
        <Group gap="sm">
          <Button component={Link} to="/recherche">
            Rechercher un espace
          </Button>
          <Button component={Link} to="/organisation/editer" variant="default">
            Voir mon organisation
          </Button>
        </Group>
      );
    case 'non_compliant':
      return (
        <Group gap="sm">
          <Button component={Link} to="/organisation/editer">
            Corriger mon organisation
          </Button>
          <Button component={Link} to="/reservations/liste" variant="default">
            Mes réservations
          </Button>
        </Group>
      );
    case 'rejected':
      return <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>;
    case 'validated':
      return (
        <Group gap="sm">
          <Button component={Link} to="/recherche">
            Rechercher un espace
          </Button>
          <Button component={Link} to="/reservations/liste" variant="default">
            Mes réservations
          </Button>
        </Group>
      );
    case 'email_to_validate':
      return null;
  }
}

/**
 * The home page of an organisation's user opens on where its organisation stands, what happens
 * next and what it may do meanwhile; a non-compliant or rejected one reads the reason central
 * gave (docs/organisations.md#where-it-stands).
 */
export function OrganizationStanding({
  organization,
}: {
  organization: NonNullable<AuthenticatedUser['organization']>;
}) {
  const { status } = organization;
  const withReason = status === 'non_compliant' || status === 'rejected';
  const details = useOrganization(withReason ? organization.id : null);
  const reason =
    status === 'non_compliant'
      ? details.data?.nonComplianceReason
      : status === 'rejected'
        ? details.data?.rejectionReason
        : null;
  const standing = ORGANIZATION_STANDING[status];
  return (
    <Alert color={COLORS[status]} variant="light" title={standing.title} role="note">
      <Stack gap="sm">
        <Text size="sm">{standing.now}</Text>
        {withReason && (
          <Blockquote color={COLORS[status]} p="sm" style={{ whiteSpace: 'pre-line' }}>
            {reason ?? (details.isError ? 'Le motif n’a pas pu être chargé.' : '…')}
          </Blockquote>
        )}
        {standing.next && <Text size="sm">{standing.next}</Text>}
        <WaysOn status={status} />
      </Stack>
    </Alert>
  );
}
