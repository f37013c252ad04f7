import type { PaymentExportParams, PaymentListParams } from '@espaces/domain/api/payment-list';
import { CSV_BOM } from '@espaces/domain/csv/csv';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { Organization } from '@espaces/domain/api/organizations';
import type {
  Payment,
  PaymentTicket,
  PaymentTypeInput,
  SandboxCardInput,
} from '@espaces/domain/api/payments';
import type { OnlinePaymentState } from '@espaces/domain/payment/online-payment';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { organizationPath } from '../../../api/organizations.ts';

export const PAYMENTS_PER_PAGE = 30;

export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: PaymentListParams) => ['payments', 'list', query] as const,
  ticket: (id: string) => ['payments', 'ticket', id] as const,
};

export function usePayments(query: PaymentListParams, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => apiFetch<HydraCollection<Payment>>('/api/payments', { query, signal }),
    enabled,
  });
}

export function usePaymentTicket(id: string) {
  return useQuery({
    queryKey: paymentKeys.ticket(id),
    queryFn: ({ signal }) => apiFetch<PaymentTicket>(`/api/payments/${id}/ticket`, { signal }),
  });
}

/** POST /api/payments/{id}/online-payment: the treasury's page, where the browser goes. */
export function startOnlinePayment(id: string) {
  return apiFetch<{ paymentUrl: string }>(`/api/payments/${id}/online-payment`, {
    method: 'POST',
  });
}

/** The last online payment of an instalment as the server holds it, asked again while in flight. */
export function useOnlinePaymentState(id: string) {
  return useQuery({
    queryKey: ['payments', 'online', id],
    queryFn: ({ signal }) =>
      apiFetch<OnlinePaymentState>(`/api/payments/${id}/online-payment`, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'creating' ? ONLINE_PAYMENT_POLL_MS : false;
    },
  });
}

export const ONLINE_PAYMENT_POLL_MS = 3000;

export const paymentTicketPdfUrl = (id: string) => `/api/payments/${id}/ticket/pdf`;

/** The accounting export (docs/payments.md#accounting-export) of a period, as CSV text. */
export async function fetchPaymentExport(query: PaymentExportParams): Promise<string> {
  const csv = await apiFetch<string>('/api/payments/export', { query });
  // Read as text, the answer loses its byte order mark, by which Excel knows it is UTF-8.
  return csv.startsWith(CSV_BOM) ? csv : CSV_BOM + csv;
}

export function recordPayment(id: string, reference: string): Promise<Payment> {
  return apiFetch<Payment>(`/api/payments/${id}/record`, { method: 'PUT', body: { reference } });
}

/** PATCH {organization}/payment-type, merge-patch. */
export function changePaymentType(organizationId: string, input: PaymentTypeInput) {
  return apiFetch<Organization>(`${organizationPath(organizationId)}/payment-type`, {
    method: 'PATCH',
    body: input,
    headers: { 'Content-Type': 'application/merge-patch+json' },
  });
}

/** The response holds `payment_url`, where the browser goes. */
export function createCreditCard(organizationId: string, agreementId: string) {
  return apiFetch<{ payment_url: string }>(
    `${organizationPath(organizationId)}/create-credit-card`,
    {
      query: { agreementId },
    },
  );
}

/** A card payment the bank wanted authenticated: `payment_url` is the provider's page. */
export function startCardConfirmation(paymentId: string) {
  return apiFetch<{ payment_url: string }>(`/api/payments/${paymentId}/card-confirmation`);
}

export function deleteCreditCard(organizationId: string, agreementId: string) {
  return apiFetch<{ message: string }>(`${organizationPath(organizationId)}/delete-credit-card`, {
    query: { agreementId },
  });
}

// The sandbox provider's hosted page (PAYMENT_PROVIDER=sandbox).

export function useSandboxRegistration(id: string) {
  return useQuery({
    queryKey: ['sandbox', 'registration', id],
    queryFn: ({ signal }) =>
      apiFetch<{ id: string; organizationName: string; expiresAt: string }>(
        `/api/sandbox/card-registrations/${id}`,
        { signal, raiseUnauthorized: false },
      ),
    retry: false,
  });
}

export function submitSandboxCard(id: string, card: SandboxCardInput) {
  return apiFetch<{ returnUrl: string }>(`/api/sandbox/card-registrations/${id}`, {
    method: 'POST',
    body: card,
    raiseUnauthorized: false,
  });
}
