import { AGREEMENT_MESSAGES } from '@espaces/domain/agreement/agreement-messages';
import {
  SIGNATURE_CODE_LENGTH,
  SIGNATURE_CODE_PATTERN,
} from '@espaces/domain/agreement/signature-code';
import type { Agreement } from '@espaces/domain/api/agreements';
import type { Booking } from '@espaces/domain/api/bookings';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import { plural } from '@espaces/domain/locale/french';
import {
  formatDate,
  formatDateAtTime,
  formatEuros,
  formatTime,
} from '@espaces/domain/locale/format';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { useOrganization } from '../../../api/organizations.ts';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { hideProblemToasts, toast } from '../../../ui/toast.tsx';
import {
  agreementFiles,
  agreementReference,
  sendSignatureCode,
  signAgreement,
  useAgreementBookings,
  useAgreementChanged,
} from '../api/agreement-api.ts';
import { AgreementDoors, AgreementDownloads } from '../components/agreement-documents.tsx';
import { AgreementAlteredAlert, PdfFrame, WithAgreement } from '../components/agreement-loader.tsx';

export const AGREEMENT_SIGNED = 'Convention signée\u00a0: vos réservations sont validées.';

function SignatureForm({ agreement }: { agreement: Agreement }) {
  const changed = useAgreementChanged();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const sendCode = useMutation({
    mutationFn: () => sendSignatureCode(agreement.id),
    onError: handleApiError,
  });
  const sign = useMutation({
    mutationFn: () => signAgreement(agreement.id, { fullName, consent: true, code }),
    onSuccess: async (signed) => {
      // An earlier « Ce code n’est pas le bon… » no longer holds once signed.
      hideProblemToasts();
      toast({ message: AGREEMENT_SIGNED });
      await changed(signed);
    },
    onError: handleApiError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (fullName.trim() === '') found.fullName = AGREEMENT_MESSAGES.fullNameRequired;
    if (!consent) found.consent = AGREEMENT_MESSAGES.consentRequired;
    if (!SIGNATURE_CODE_PATTERN.test(code)) found.code = AGREEMENT_MESSAGES.codeFormat;
    setProblems(found);
    if (Object.keys(found).length === 0) sign.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        <TextInput
          label="Vos nom et prénom"
          autoComplete="name"
          required
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          error={problems.fullName}
        />
        <Checkbox
          label={
            agreement.annexes.length > 0
              ? 'J’ai lu la convention et ses annexes et j’accepte de la signer électroniquement au nom de mon organisation.'
              : 'J’ai lu la convention et j’accepte de la signer électroniquement au nom de mon organisation.'
          }
          description={<AnnexLinks agreement={agreement} />}
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          error={problems.consent}
        />
        <Group align="flex-end">
          <Button variant="light" onClick={() => sendCode.mutate()} loading={sendCode.isPending}>
            {sendCode.data ? 'Recevoir un nouveau code' : 'Recevoir le code par e-mail'}
          </Button>
        </Group>
        {sendCode.data && (
          <Text role="status">
            Un code a été envoyé à {sendCode.data.sentTo}. Il est valable jusqu’à{' '}
            {formatTime(sendCode.data.expiresAt)}.
          </Text>
        )}
        <TextInput
          label="Code reçu par e-mail (6 chiffres)"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGNATURE_CODE_LENGTH}
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.trim())}
          error={problems.code}
        />
        <Group>
          <Button type="submit" loading={sign.isPending}>
            Signer la convention
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The annexes the consent names, each downloadable where it is named. */
function AnnexLinks({ agreement }: { agreement: Agreement }) {
  if (agreement.annexes.length === 0) return null;
  return (
    <>
      {'Annexes\u00a0: '}
      {agreement.annexes.map((annex, index) => (
        <span key={annex.id}>
          {index > 0 && ', '}
          <Anchor href={annex.file} download size="sm">
            {annex.name}
          </Anchor>
        </span>
      ))}
    </>
  );
}

/** First start and last end of the bookings' slots still held, or null before they load. */
function periodOf(bookings: readonly Booking[]): { start: string; end: string } | null {
  const slots = bookings.flatMap((booking) => booking.bookingSlots.filter((s) => !s.cancelled));
  if (slots.length === 0) return null;
  const starts = slots.map((slot) => Date.parse(slot.startDate));
  const ends = slots.map((slot) => Date.parse(slot.endDate));
  return {
    start: new Date(Math.min(...starts)).toISOString(),
    end: new Date(Math.max(...ends)).toISOString(),
  };
}

const bookingLinks = (bookings: readonly Booking[]): ReactNode[] =>
  bookings.map((booking) => (
    <Anchor key={booking.id} component={Link} to={`/reservation/${booking.id}`}>
      Réservation {booking.reference}
    </Anchor>
  ));

/** What is signed: the amount, the period and the bookings, read before the PDF. */
function AgreementTerms({ agreement, bookings }: { agreement: Agreement; bookings: Booking[] }) {
  const period = periodOf(bookings);
  return (
    <Table variant="vertical" withTableBorder aria-label="Ce que vous signez" maw={640}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" w={200}>
            Montant total
          </Table.Th>
          <Table.Td fw={700}>{formatEuros(agreement.ledger.currentTotal)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Période</Table.Th>
          <Table.Td>
            {period === null
              ? 'Chargement des réservations…'
              : formatDate(period.start) === formatDate(period.end)
                ? `Le ${formatDate(period.start)}`
                : `Du ${formatDate(period.start)} au ${formatDate(period.end)}`}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{plural(agreement.bookings.length, 'Réservation')}</Table.Th>
          <Table.Td>
            <Group gap="xs">{bookingLinks(bookings)}</Group>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * After the signature, the way on (docs/agreements.md signature): the bookings are validated,
 * the monthly instalments follow; the organisation finds its bookings, its payment schedule and,
 * when it pays by card without a card registered yet, « Moyens de paiement ».
 */
function NextSteps({ bookings }: { bookings: Booking[] }) {
  const user = useCurrentUser();
  const organizationId = user && isOrganizationUser(user) ? (user.organization?.id ?? null) : null;
  const organization = useOrganization(organizationId).data;
  const cardMissing = organization?.paymentType === 'card' && !organization.creditCard;
  return (
    <Stack gap="xs" component="section" aria-labelledby="suite-titre">
      <Title order={2} size="h3" id="suite-titre">
        Et maintenant
      </Title>
      <Text>
        Vos réservations sont validées. Les échéances mensuelles de la convention apparaissent dans
        l’échéancier des paiements, avec leurs reçus une fois payées.
      </Text>
      <List spacing="xs">
        {bookingLinks(bookings).map((link, index) => (
          <List.Item key={index}>{link}</List.Item>
        ))}
        <List.Item>
          <Anchor component={Link} to="/paiements/liste">
            Échéancier des paiements
          </Anchor>
        </List.Item>
        {cardMissing && (
          <List.Item>
            Aucune carte n’est enregistrée pour prélever les échéances&nbsp;:{' '}
            <Anchor component={Link} to="/moyens-de-paiement">
              Moyens de paiement
            </Anchor>
          </List.Item>
        )}
      </List>
    </Stack>
  );
}

function SignatureContent({ agreement }: { agreement: Agreement }) {
  const bookings = useAgreementBookings(agreement);
  if (agreement.documentIntact === false) return <AgreementAlteredAlert />;
  if (agreement.status === 'to_sign') {
    return (
      <>
        <AgreementTerms agreement={agreement} bookings={bookings} />
        <PdfFrame
          src={agreementFiles(agreement.id).document}
          title={`Convention ${agreementReference(agreement)} à signer (PDF)`}
        />
        {agreement._abilities.sign ? (
          <SignatureForm agreement={agreement} />
        ) : (
          <Text>Seul le représentant de l’organisation signe cette convention.</Text>
        )}
      </>
    );
  }
  return (
    <Stack>
      <Alert title={agreement.signedAt ? 'Convention signée' : 'Signature impossible'}>
        {agreement.signedAt
          ? `Signée par ${agreement.signedBy ?? ''} le ${formatDateAtTime(agreement.signedAt)}.`
          : 'Cette convention n’attend pas de signature.'}
      </Alert>
      {agreement.signedAt && <NextSteps bookings={bookings} />}
      <AgreementTerms agreement={agreement} bookings={bookings} />
      <AgreementDownloads agreement={agreement} />
      <AgreementDoors agreement={agreement} />
    </Stack>
  );
}

/**
 * /convention/signer/{id}: the organisation's representative reads
 * the PDF, types their name, consents and enters the code e-mailed to them.
 */
export function AgreementSignaturePage() {
  return (
    <WithAgreement
      title="Signer la convention"
      render={(agreement) => (
        <Page
          title={`Signer la convention ${agreementReference(agreement)}`}
          lead={`${agreement.organization.name} · ${agreement.facility.name}`}
        >
          <SignatureContent agreement={agreement} />
        </Page>
      )}
    />
  );
}
