import type {
  EmailChange,
  PasswordChange,
  PasswordReset,
  PasswordResetRequest,
} from '@espaces/domain/api/account';
import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import { apiFetch } from '../../../api/client.ts';

/** The account calls of docs/routes.md#authentication-and-accounts. */

export function changePassword(input: PasswordChange): Promise<void> {
  return apiFetch<void>('/api/user_password_changes', { method: 'POST', body: input });
}

/** The same answer whether or not the address has an account (docs/security.md#account-privacy). */
export function requestPasswordReset(input: PasswordResetRequest): Promise<unknown> {
  return apiFetch<unknown>('/api/user_password_reset_requests', {
    method: 'POST',
    body: input,
    raiseUnauthorized: false,
  });
}

export function resetPassword(input: PasswordReset): Promise<void> {
  return apiFetch<void>('/api/user_password_resets', {
    method: 'POST',
    body: input,
    raiseUnauthorized: false,
  });
}

export function requestEmailChange(input: EmailChange): Promise<unknown> {
  return apiFetch<unknown>('/api/users/change-email', { method: 'POST', body: input });
}

/** PATCH takes `application/merge-patch+json`; only the fields sent change. */
export function updateProfile(
  userId: string,
  patch: Partial<Record<'firstName' | 'lastName' | 'phone', string | null>>,
): Promise<AuthenticatedUser> {
  return apiFetch<AuthenticatedUser>(`/api/users/${userId}`, {
    method: 'PATCH',
    body: patch,
    headers: { 'Content-Type': 'application/merge-patch+json' },
  });
}
