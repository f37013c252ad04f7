import {
  organizationDetailsSchema,
  type Organization,
  type OrganizationDetails,
} from '@espaces/domain/api/organizations';
import { CHANGES_SAVED } from '@espaces/domain/messages';
import { editSendsBackToReview } from '@espaces/domain/organizations/organization-identity';
import { ORGANIZATION_MESSAGES } from '@espaces/domain/organizations/organization-messages';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { confirm } from '../../../ui/confirm.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import { organizationKeys, useOrganization } from '../../../api/organizations.ts';
import { updateOrganizationDetails } from '../api/organization-queries.ts';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { OrganizationDetailsFields } from '../components/organization-details-fields.tsx';
import { OrganizationDocuments } from '../components/organization-documents.tsx';
import {
  organizationDetailsCandidate,
  organizationDetailsValuesOf,
  identifierErrors,
  type OrganizationDetailsValues,
} from '../components/organization-form-values.ts';

const TITLE = 'Mon organisation';
const LEAD = 'Les informations et les documents de votre organisation.';

/**
 * /organisation/editer (auth-organization, docs/routes.md#pages): the organisation edits its
 * details.
 */
export function OrganizationEditionPage() {
  const user = useCurrentUser();
  const query = useOrganization(user?.organization?.id);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Page title={TITLE}>
        <Text role="alert">Votre organisation n’a pas pu être chargée.</Text>
      </Page>
    );
  }
  return (
    <Page title={TITLE} lead={LEAD}>
      <OrganizationEditor organization={query.data} />
      <OrganizationDocuments organization={query.data} />
    </Page>
  );
}

const validateDetails = schemaResolver(organizationDetailsSchema, { sync: true });

function OrganizationEditor({ organization }: { organization: Organization }) {
  const queryClient = useQueryClient();
  const nonCompliant = organization.status === 'non_compliant';
  const form = useForm<{ organization: OrganizationDetailsValues }>({
    initialValues: { organization: organizationDetailsValuesOf(organization) },
    validate: ({ organization: values }) => {
      const errors = identifierErrors(
        validateDetails(organizationDetailsCandidate(values)),
        values,
        '',
      );
      return Object.fromEntries(
        Object.entries(errors).map(([path, message]) => [`organization.${path}`, message]),
      );
    },
    validateInputOnBlur: true,
  });

  const save = useMutation({
    mutationFn: (details: OrganizationDetails) =>
      updateOrganizationDetails(organization.id, details),
    onSuccess: async (updated) => {
      queryClient.setQueryData(organizationKeys.detail(updated.id), updated);
      // A resubmitted organisation, or one whose identity changed, changes status: the
      // session's copy must follow.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      form.resetDirty();
      const backToReview = organization.status === 'validated' && updated.status === 'to_review';
      briefSuccess(backToReview ? ORGANIZATION_MESSAGES.identityChangeSaved : CHANGES_SAVED);
    },
    onError: (error) => showFailure(form, error, (path) => `organization.${path}`),
  });

  const submit = form.onSubmit(async ({ organization: values }) => {
    const details = organizationDetailsSchema.parse(organizationDetailsCandidate(values));
    const confirmed =
      !editSendsBackToReview(organization.status, organization, details) ||
      (await confirm({
        title: ORGANIZATION_MESSAGES.identityChangeReviewTitle,
        message: ORGANIZATION_MESSAGES.identityChangeReview,
        confirmLabel: ORGANIZATION_MESSAGES.identityChangeConfirm,
      }));
    if (confirmed) save.mutate(details);
  });

  if (!organization._abilities.edit) {
    return (
      <Alert color="gray" variant="light" title="Modification impossible">
        {organization.status === 'rejected'
          ? 'Votre organisation a été rejetée\u00a0: ses informations ne peuvent plus être modifiées.'
          : 'Validez d’abord votre adresse e-mail en suivant le lien reçu lors de l’inscription.'}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Informations de l’organisation">
      <Stack gap="lg">
        {nonCompliant && (
          <Alert color="yellow" variant="light" title="Votre organisation a été jugée non conforme">
            <Stack gap={4}>
              <Text size="sm">{organization.nonComplianceReason}</Text>
              <Text size="sm">
                Corrigez les informations concernées puis renvoyez-les&nbsp;: nos services les
                examineront à nouveau.
              </Text>
            </Stack>
          </Alert>
        )}
        {organization.status === 'to_review' && (
          <Alert color="blue" variant="light" title="En cours d’examen">
            {ORGANIZATION_MESSAGES.underReview}
          </Alert>
        )}
        <Fieldset legend="Votre organisation">
          <Stack gap="sm">
            {organization.status === 'validated' && (
              <Text size="sm" c="dimmed">
                {ORGANIZATION_MESSAGES.identityChangeHint}
              </Text>
            )}
            <OrganizationDetailsFields form={form} />
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {nonCompliant ? 'Corriger et renvoyer' : 'Enregistrer les modifications'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
