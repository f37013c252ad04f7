import {
  nonComplianceInputSchema,
  rejectionInputSchema,
  type NonComplianceInput,
  type Organization,
  type RejectionInput,
} from '@espaces/domain/api/organizations';
import {
  ORGANIZATION_NON_COMPLIANT,
  ORGANIZATION_REJECTED,
  ORGANIZATION_VALIDATED,
} from '@espaces/domain/messages';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { toast } from '../../../ui/toast.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { organizationKeys } from '../../../api/organizations.ts';
import {
  markOrganizationNonCompliant,
  rejectOrganization,
  validateOrganization,
} from '../api/organization-queries.ts';

type OpenModal = 'non_compliant' | 'reject' | null;

/**
 * Central decisions on an organisation (docs/messages.md#success-messages). Each button shows
 * exactly when the server's `_abilities` allow the action (docs/access.md#where-the-checks-run).
 */
export function OrganizationDecisions({ organization }: { organization: Organization }) {
  const queryClient = useQueryClient();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const { validate, markNonCompliant, reject } = organization._abilities;

  async function decided(updated: Organization, message: string): Promise<void> {
    queryClient.setQueryData(organizationKeys.detail(updated.id), updated);
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    toast({ message });
  }

  const validation = useMutation({
    mutationFn: () => validateOrganization(organization.id),
    onSuccess: (updated) => decided(updated, ORGANIZATION_VALIDATED),
    onError: handleApiError,
  });
  const nonCompliance = useMutation({
    mutationFn: (input: NonComplianceInput) => markOrganizationNonCompliant(organization.id, input),
    onSuccess: (updated) => decided(updated, ORGANIZATION_NON_COMPLIANT),
  });
  const rejection = useMutation({
    mutationFn: (input: RejectionInput) => rejectOrganization(organization.id, input),
    onSuccess: (updated) => decided(updated, ORGANIZATION_REJECTED),
  });

  if (!validate && !markNonCompliant && !reject) return null;
  return (
    <>
      <Group gap="sm" role="group" aria-label="Décision sur l’organisation">
        {validate && (
          <Button loading={validation.isPending} onClick={() => validation.mutate()}>
            Valider
          </Button>
        )}
        {markNonCompliant && (
          <Button variant="default" onClick={() => setOpenModal('non_compliant')}>
            Marquer non conforme
          </Button>
        )}
        {reject && (
          <Button color="red.9" variant="outline" onClick={() => setOpenModal('reject')}>
            Rejeter
          </Button>
        )}
      </Group>
      <ReasonModal
        opened={openModal === 'non_compliant'}
        onClose={() => setOpenModal(null)}
        title="Marquer l’organisation non conforme"
        explanation="Le motif est envoyé par e-mail au représentant, qui pourra corriger les informations de l’organisation et les renvoyer."
        field="nonComplianceReason"
        schema={nonComplianceInputSchema}
        label="Motif de non-conformité"
        submitLabel="Marquer non conforme"
        decision={nonCompliance}
      />
      <ReasonModal
        opened={openModal === 'reject'}
        onClose={() => setOpenModal(null)}
        title="Rejeter l’organisation"
        explanation="Le rejet est définitif. Le motif est envoyé par e-mail au représentant."
        field="rejectionReason"
        schema={rejectionInputSchema}
        label="Motif de rejet"
        submitLabel="Rejeter"
        danger
        decision={rejection}
        confirmFirst={() =>
          confirm({
            title: 'Rejeter définitivement cette organisation\u00a0?',
            message: `«\u00a0${organization.name}\u00a0» ne pourra plus réserver d’espace et cette décision ne pourra pas être annulée.`,
            confirmLabel: 'Rejeter définitivement',
            danger: true,
          })
        }
      />
    </>
  );
}
