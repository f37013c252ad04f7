import { AGREEMENT_MESSAGES } from '@espaces/domain/agreement/agreement-messages';
import { SIGNATURE_CODE_PATTERN } from '@espaces/domain/agreement/signature-code';
import type { Agreement } from '@espaces/domain/api/agreements';
import { formatTime } from '@espaces/domain/locale/format';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import {
  agreementFiles,
  agreementReference,
  sendSignatureCode,
  signAgreement,
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
          label="J’ai lu la convention et ses annexes et j’accepte de la signer électroniquement au nom de mon organisation."
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
          maxLength={6}
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
          {agreement.documentIntact === false ? (
            <AgreementAlteredAlert />
          ) : agreement.status === 'to_sign' ? (
            <>
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
          ) : (
            <Stack>
              <Alert title={agreement.signedAt ? 'Convention signée' : 'Signature impossible'}>
                {agreement.signedAt
                  ? `Signée par ${agreement.signedBy ?? ''}.`
                  : 'Cette convention n’attend pas de signature.'}
              </Alert>
              <AgreementDownloads agreement={agreement} />
              <AgreementDoors agreement={agreement} />
            </Stack>
          )}
        </Page>
      )}
    />
  );
}
