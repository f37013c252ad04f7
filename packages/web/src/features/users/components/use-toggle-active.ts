import type { ManagedUser } from '@espaces/domain/api/users';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import { setUserActive, userKeys } from '../api/user-queries.ts';

export const DEACTIVATION_QUESTION = 'Désactiver ce compte\u00a0?';
export const DEACTIVATION_CONSEQUENCE = 'La personne ne pourra plus se connecter.';

/**
 * The active flag is switched through an API call. Disabling is confirmed first (the person is
 * signed out at once, docs/security.md#sessions); enabling again is harmless and needs no question.
 * Returns the toggle and the id of the user being switched.
 */
export function useToggleActive() {
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState<string | null>(null);

  async function toggle(user: ManagedUser): Promise<void> {
    const active = !user.isActive;
    if (!active) {
      const confirmed = await confirm({
        title: DEACTIVATION_QUESTION,
        message: DEACTIVATION_CONSEQUENCE,
        confirmLabel: 'Désactiver',
        danger: true,
      });
      if (!confirmed) return;
    }
    setSwitching(user.id);
    try {
      await setUserActive(user, active);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      briefSuccess(active ? 'Compte réactivé.' : 'Compte désactivé.');
    } catch (error) {
      handleApiError(error);
    } finally {
      setSwitching(null);
    }
  }

  return { toggle, switching };
}
