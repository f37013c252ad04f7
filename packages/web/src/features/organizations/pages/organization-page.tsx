import { isCentral } from '@espaces/domain/access/roles';
import { Alert, Group, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { statusOf } from '../../../api/errors.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useCurrentUser } from '../../../session/session.tsx';
import { useOrganization } from '../../../api/organizations.ts';
import { OrganizationDecisions } from '../components/organization-decisions.tsx';
import { OrganizationDetails } from '../components/organization-details.tsx';
import { OrganizationDocuments } from '../components/organization-documents.tsx';
import { OrganizationRegisterComparison } from '../components/organization-register-comparison.tsx';
import { OrganizationHistory } from '../components/organization-history.tsx';
import { OrganizationStatusBadge } from '../components/organization-status-badge.tsx';

/**
 * /organisation/{id} (auth-organization-view, docs/routes.md#pages): details, documents, decisions.
 */
export function OrganizationPage() {
  const { id } = useParams();
  const query = useOrganization(id);
  const viewer = useCurrentUser();
  // Only central reviews an organisation against the register (docs/organisations.md#company-register).
  const central = viewer !== null && isCentral(viewer);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Page title="Organisation">
        <Text role="alert">
          {statusOf(query.error) === 404
            ? 'Cette organisation n’existe pas ou vous n’y avez pas accès.'
            : 'L’organisation n’a pas pu être chargée.'}
        </Text>
      </Page>
    );
  }

  const organization = query.data;
  return (
    <Page
      title={organization.name}
      lead={
        <Group gap="sm" component="span">
          <Text span>Statut&nbsp;:</Text>
          <OrganizationStatusBadge status={organization.status} />
        </Group>
      }
    >
      {organization.status === 'non_compliant' && organization.nonComplianceReason !== null && (
        <Alert color="yellow" variant="light" title="Motif de non-conformité">
          {organization.nonComplianceReason}
        </Alert>
      )}
      {organization.status === 'rejected' && organization.rejectionReason !== null && (
        <Alert color="red" variant="light" title="Motif de rejet">
          {organization.rejectionReason}
        </Alert>
      )}
      <OrganizationDecisions organization={organization} />
      <OrganizationDetails organization={organization} />
      {central && <OrganizationRegisterComparison organization={organization} />}
      <OrganizationDocuments organization={organization} />
      <OrganizationHistory history={organization.history} />
    </Page>
  );
}
