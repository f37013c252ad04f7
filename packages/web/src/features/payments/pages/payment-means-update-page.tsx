import {
  CARD_REGISTRATION_RESULTS,
  type CardRegistrationResult,
} from '@espaces/domain/payment/payment-messages';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { TOAST_DURATION, toast } from '../../../ui/toast.tsx';

const isResult = (value: string | null): value is CardRegistrationResult =>
  value !== null && Object.hasOwn(CARD_REGISTRATION_RESULTS, value);

/**
 * /moyens-de-paiement/mise-a-jour: where the provider sends the browser back. The
 * query names the result (never a text from the URL): success or failure is shown, then the
 * payment means page again.
 */
export function PaymentMeansUpdatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = params.get('status');
  useEffect(() => {
    const result = isResult(status) ? status : 'expired';
    toast({
      message: CARD_REGISTRATION_RESULTS[result],
      type: result === 'success' ? 'success' : 'error',
      autoClose: TOAST_DURATION.default,
    });
    void navigate('/moyens-de-paiement', { replace: true });
  }, [status, navigate]);
  return <PageLoader />;
}
