import type { Agreement } from '@espaces/domain/api/agreements';
import { formatEuros } from '@espaces/domain/locale/format';
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import {
  agreementFiles,
  agreementReference,
  generateAgreement,
  useAgreementChanged,
} from '../api/agreement-api.ts';
import { AgreementDownloads } from '../components/agreement-documents.tsx';
import {
  AgreementAlteredAlert,
  AgreementPdf,
  WithAgreement,
} from '../components/agreement-loader.tsx';
import { AgreementStatusBadge } from '../components/agreement-status-badge.tsx';
import { countOf, plural } from '@espaces/domain/locale/french';

export const AGREEMENT_ISSUED = 'Convention émise\u00a0: l’organisation est invitée à la signer.';
export const AGREEMENT_REISSUED =
  'Convention réémise\u00a0: l’organisation est invitée à la signer de nouveau.';

/** Generating an agreement already issued re-issues it (its documents were found altered). */
const issueLabel = (agreement: Agreement) =>
  agreement.status === 'to_sign' ? 'Réémettre la convention' : 'Émettre la convention';

function Lead({ agreement }: { agreement: Agreement }) {
  return (
    <Group gap="sm" component="span">
      <AgreementStatusBadge status={agreement.status} />
      <span>
        {agreement.organization.name} · {agreement.facility.name} ·{' '}
        {formatEuros(agreement.totalPrice)}
      </span>
    </Group>
  );
}

/** /convention/{id}/previsualiser: the PDF exactly as generation will issue it. */
export function AgreementPreviewPage() {
  return (
    <WithAgreement
      title="Aperçu de la convention"
      render={(agreement) => (
        <Page
          title={`Aperçu de la convention ${agreementReference(agreement)}`}
          lead={<Lead agreement={agreement} />}
        >
          <Group>
            {agreement._abilities.generate && (
              <Button component={Link} to={`/convention/${agreement.id}/generer`}>
                {issueLabel(agreement)}
              </Button>
            )}
            <Anchor component={Link} to={`/convention/documents-annexes/${agreement.id}`}>
              Documents annexes ({agreement.annexes.length})
            </Anchor>
          </Group>
          <AgreementPdf
            agreement={agreement}
            src={agreementFiles(agreement.id).preview}
            title={`Convention ${agreementReference(agreement)} (PDF)`}
          />
        </Page>
      )}
    />
  );
}

function GenerationForm({ agreement }: { agreement: Agreement }) {
  const navigate = useNavigate();
  const changed = useAgreementChanged();
  const generate = useMutation({
    mutationFn: () => generateAgreement(agreement.id),
    onSuccess: async (issued) => {
      toast({ message: agreement.status === 'to_sign' ? AGREEMENT_REISSUED : AGREEMENT_ISSUED });
      await changed(issued);
      navigate('/convention/liste-reservations');
    },
    onError: handleApiError,
  });
  if (!agreement._abilities.generate) {
    return (
      <Stack>
        <Text>Cette convention ne peut pas être émise par vous dans son état actuel.</Text>
        <AgreementDownloads agreement={agreement} />
      </Stack>
    );
  }
  return (
    <Stack>
      {agreement.status === 'to_sign' ? (
        <>
          <AgreementAlteredAlert />
          <Text>
            La réémission régénère le document à partir de ses réservations, rétablit les annexes
            depuis les documents de l’établissement et envoie de nouveau à l’organisation le lien
            pour signer. Les réservations ne changent pas.
          </Text>
        </>
      ) : (
        <Text>
          {`L’émission fige le document et ses annexes, passe ${plural(agreement.bookings.length, {
            one: 'sa réservation',
            other: `ses ${countOf(agreement.bookings.length, 'réservation')}`,
          })} au statut «\u00a0Convention à signer\u00a0» et envoie à l’organisation le lien pour signer.`}
        </Text>
      )}
      <Group>
        <Button onClick={() => generate.mutate()} loading={generate.isPending}>
          {issueLabel(agreement)}
        </Button>
        <Anchor component={Link} to={`/convention/${agreement.id}/previsualiser`}>
          Revoir l’aperçu
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /convention/{id}/generer: the facility admin issues the agreement. */
export function AgreementGenerationPage() {
  return (
    <WithAgreement
      title="Générer la convention"
      render={(agreement) => (
        <Page
          title={`Générer la convention ${agreementReference(agreement)}`}
          lead={<Lead agreement={agreement} />}
        >
          <GenerationForm agreement={agreement} />
        </Page>
      )}
    />
  );
}

/**
 * /convention/documents-annexes/{id}: the annexes listed in the PDF,
 * downloadable by both parties. While a draft, they are the facility's documents, managed on
 * the facility's page; the agreement keeps a copy of each when it is issued.
 */
export function AgreementAnnexesPage() {
  return (
    <WithAgreement
      title="Documents annexes de la convention"
      render={(agreement) => (
        <Page
          title={`Documents annexes de la convention ${agreementReference(agreement)}`}
          lead={<Lead agreement={agreement} />}
        >
          {agreement.annexes.length === 0 ? (
            <Text>Aucun document annexe.</Text>
          ) : (
            <List>
              {agreement.annexes.map((annex, index) => (
                <List.Item key={annex.id}>
                  <Anchor href={annex.file} download>
                    Annexe {index + 1} : {annex.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
          {agreement._abilities.manageAnnexes && (
            <Alert title="Gérer les annexes">
              Les documents de l’établissement (règlement intérieur, consignes de sécurité, plan
              d’accès…) sont joints à la convention lorsqu’elle est émise.{' '}
              <Anchor component={Link} to={`/etablissement/${agreement.facility.id}`}>
                Ajouter ou retirer un document de l’établissement
              </Anchor>
            </Alert>
          )}
        </Page>
      )}
    />
  );
}
