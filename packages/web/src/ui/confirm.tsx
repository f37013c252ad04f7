import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { whenModalContainerListens } from './modal-container.ts';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action shows its confirm button in red. */
  danger?: boolean;
}

/**
 * Opens a confirmation modal on top of any open one (modals stack: docs/routes.md#page-flows) and
 * resolves true when confirmed, false when cancelled or closed (close button, Esc or backdrop).
 */
export function confirm({
  title,
  message,
  confirmLabel = 'Confirmer',
  cancelLabel = 'Annuler',
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (confirmed: boolean): void => {
      if (settled) return;
      settled = true;
      resolve(confirmed);
    };
    whenModalContainerListens(() =>
      modals.openConfirmModal({
        title,
        children: typeof message === 'string' ? <Text>{message}</Text> : message,
        labels: { confirm: confirmLabel, cancel: cancelLabel },
        confirmProps: danger ? { color: 'red' } : {},
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        // Also called after onConfirm; `settled` keeps the first answer.
        onClose: () => settle(false),
      }),
    );
  });
}
