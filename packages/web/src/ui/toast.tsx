import { Button, Group, Text } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { randomId } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Toast types, positions and durations: docs/messages.md#toasts. */
export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'default';
export type ToastPosition =
  'top-right' | 'top' | 'top-left' | 'bottom-right' | 'bottom' | 'bottom-left';

export const TOAST_DURATION = {
  /** The default duration. */
  default: 5000,
  /** Some success messages. */
  short: 2000,
  /** Some messages, e.g. the organisation-not-validated error of docs/access.md#access-checks. */
  medium: 3000,
} as const;

export interface ToastAction {
  label: string;
  /** Runs before the toast closes. */
  onClick?: () => void;
}

export interface ToastOptions {
  message: ReactNode;
  type?: ToastType;
  position?: ToastPosition;
  /** Milliseconds, or false for a permanent toast. */
  autoClose?: number | false;
  action?: ToastAction;
  title?: string;
  id?: string;
}

const COLORS: Record<ToastType, string> = {
  success: 'green',
  error: 'red',
  info: 'blue',
  warning: 'orange',
  default: 'gray',
};

const POSITIONS: Record<ToastPosition, NonNullable<NotificationData['position']>> = {
  'top-right': 'top-right',
  top: 'top-center',
  'top-left': 'top-left',
  'bottom-right': 'bottom-right',
  bottom: 'bottom-center',
  'bottom-left': 'bottom-left',
};

/**
 * The short successes of docs/messages.md#toasts (2000 ms): the confirmation of a change the user
 * sees on the same page (« Modification sauvegardée », « Mot de passe modifié », an account
 * enabled…). Successes that lead elsewhere or announce something sent keep the default 5000 ms.
 */
export function briefSuccess(message: string): string {
  return toast({ message, autoClose: TOAST_DURATION.short });
}

/** Error and warning toasts shown so far, which a later success may take away. */
const problemToastIds = new Set<string>();

/** Shows a toast and returns its id (to hide it with `hideToast`). */
export function toast({
  message,
  type = 'success',
  position = 'bottom-right',
  autoClose = TOAST_DURATION.default,
  action,
  title,
  id = randomId('toast-'),
}: ToastOptions): string {
  if (type === 'error' || type === 'warning') problemToastIds.add(id);
  // The message shrinks and wraps, the action never does: it is read whole (« Fermer »).
  const body = action ? (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {message}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        style={{ flexShrink: 0 }}
        onClick={() => {
          action.onClick?.();
          notifications.hide(id);
        }}
      >
        {action.label}
      </Button>
    </Group>
  ) : (
    message
  );

  return notifications.show({
    id,
    title,
    message: body,
    color: COLORS[type],
    position: POSITIONS[position],
    autoClose,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Fermer la notification' },
    'data-toast-type': type,
  });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}

/**
 * Takes away the error and warning toasts still shown (permanent ones stay until closed): once
 * an action succeeds, an earlier « Ce code n’est pas le bon… » no longer holds.
 */
export function hideProblemToasts(): void {
  for (const id of problemToastIds) notifications.hide(id);
  problemToastIds.clear();
}
