import { EMAIL_CHANGE_SUCCESS, EMAIL_VALIDATION_FAILURE } from '@espaces/domain/messages';
import { Alert, Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CURRENT_USER_QUERY_KEY } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { toast } from '../../../ui/toast.tsx';
import { validateNewEmail } from '../api/organization-queries.ts';

type Outcome = 'success' | 'error';

const outcomeOf = (value: string | null): Outcome | null =>
  value === 'success' || value === 'error' ? value : null;

/**
 * /organisation/activer-nouvel-email/{id}?token=…: validates the new address once,
 * then shows the result through its own query `?status=success|error`, so reloading or
 * sharing the page shows the result without spending the token again.
 */
export function NewEmailActivationPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const outcome = outcomeOf(params.get('status'));
  const token = params.get('token');
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (outcome !== null || started.current) return;
    started.current = true;
    const finish = (result: Outcome) => {
      toast(
        result === 'success'
          ? { message: EMAIL_CHANGE_SUCCESS }
          : { message: EMAIL_VALIDATION_FAILURE, type: 'error' },
      );
      setParams({ status: result }, { replace: true });
    };
    if (id === undefined || token === null || token === '') {
      finish('error');
      return;
    }
    validateNewEmail(id, token)
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        finish('success');
      })
      .catch((error: unknown) => {
        console.error('Validation de la nouvelle adresse e-mail en échec', error);
        finish('error');
      });
  }, [id, token, outcome, setParams, queryClient]);

  return (
    <Page title="Activation de la nouvelle adresse e-mail">
      {outcome === null ? (
        <PageLoader />
      ) : outcome === 'success' ? (
        <Alert color="green" variant="light" title={EMAIL_CHANGE_SUCCESS}>
          <Text size="sm">
            Votre nouvelle adresse est validée&nbsp;: utilisez-la désormais pour vous{' '}
            <Anchor component={Link} to="/connexion" size="sm">
              connecter
            </Anchor>
            .
          </Text>
        </Alert>
      ) : (
        <Alert color="red" variant="light" title={EMAIL_VALIDATION_FAILURE}>
          <Text size="sm">
            Ce lien n’est plus valable&nbsp;: il a peut-être déjà servi ou a expiré. Votre adresse
            e-mail n’a pas changé. Vous pouvez refaire la demande depuis la page{' '}
            <Anchor component={Link} to="/identifiants-de-connexion" size="sm">
              Identifiants de connexion
            </Anchor>
            .
          </Text>
        </Alert>
      )}
    </Page>
  );
}
