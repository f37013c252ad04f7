import { EMAIL_VALIDATED, EMAIL_VALIDATION_FAILURE } from '@espaces/domain/messages';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { toast } from '../../../ui/toast.tsx';
import { validateOrganizationEmail } from '../api/organization-queries.ts';

/**
 * /organisation/activer/{id}?token=…: the link e-mailed at sign-up. The
 * token is single use, so the call is made once even if React mounts the page twice.
 */
export function OrganizationActivationPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const validation =
      id === undefined || token === null || token === ''
        ? Promise.reject(new Error('Lien d’activation incomplet.'))
        : validateOrganizationEmail(id, token);
    validation
      .then(async () => {
        toast({ message: EMAIL_VALIDATED });
        await navigate('/connexion', { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Validation de l’adresse e-mail en échec', error);
        toast({ message: EMAIL_VALIDATION_FAILURE, type: 'error' });
        setFailed(true);
      });
  }, [id, token, navigate]);

  return (
    <Page title="Activation du compte">
      {failed ? (
        <Alert color="red" variant="light" title={EMAIL_VALIDATION_FAILURE}>
          <Stack gap="xs">
            <Text size="sm">
              Ce lien d’activation n’est plus valable&nbsp;: il a peut-être déjà servi, ou ses
              48&nbsp;heures de validité sont passées.
            </Text>
            <Text size="sm">
              Si vous avez déjà activé votre compte,{' '}
              <Anchor component={Link} to="/connexion" size="sm">
                connectez-vous
              </Anchor>
              . Sinon, ouvrez le lien le plus récent reçu par e-mail.
            </Text>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="xs" align="center">
          <Text>Validation de votre adresse e-mail…</Text>
          <PageLoader />
        </Stack>
      )}
    </Page>
  );
}
