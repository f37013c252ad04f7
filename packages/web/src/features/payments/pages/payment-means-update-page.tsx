import {
  CARD_REGISTRATION_RESULTS,
  type CardRegistrationResult,
} from '@espaces/domain/payment/payment-messages';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { TOAST_DURATION, toast, type ToastType } from '../../../ui/toast.tsx';
import type { PaymentMeansState } from './payment-means-page.tsx';

const TOAST_TYPES: Record<CardRegistrationResult, ToastType> = {
  success: 'success',
  submitted: 'info',
  declined: 'error',
  expired: 'error',
  cancelled: 'error',
};

const isResult = (value: string | null): value is CardRegistrationResult =>
  value !== null && Object.hasOwn(CARD_REGISTRATION_RESULTS, value);

/**
 * /moyens-de-paiement/mise-a-jour: where the provider sends the browser back. The
 * query names the result (never a text from the URL): success or failure is shown, then the
 * payment means page again, which asks for the card a while when the provider confirms it later.
 */
export function PaymentMeansUpdatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = params.get('status');
  useEffect(() => {
    const result = isResult(status) ? status : 'expired';
    toast({
      message: CARD_REGISTRATION_RESULTS[result],
      type: TOAST_TYPES[result],
      autoClose: TOAST_DURATION.default,
    });
    const state: PaymentMeansState | null =
      result === 'submitted' ? { cardSubmittedAt: Date.now() } : null;
    void navigate('/moyens-de-paiement', { replace: true, state });
  }, [status, navigate]);
  return <PageLoader />;
}
