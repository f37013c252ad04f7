import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirm } from './confirm.tsx';

function renderModals() {
  render(
    <MantineProvider>
      <ModalsProvider />
    </MantineProvider>,
  );
}

describe('confirm', () => {
  it('resolves true when confirmed', async () => {
    renderModals();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({
        title: 'Supprimer l’espace',
        message: 'Cette action est définitive.',
        confirmLabel: 'Supprimer',
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when closed with Escape', async () => {
    renderModals();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Annuler la demande', message: 'Êtes-vous sûr ?' });
    });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('stacks on top of an open confirmation and closes the top one first', async () => {
    renderModals();
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm({ title: 'Première', message: 'Un', confirmLabel: 'OK un' });
    });
    act(() => {
      second = confirm({ title: 'Seconde', message: 'Deux', confirmLabel: 'OK deux' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK un' })).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'OK un' }));
    await expect(first).resolves.toBe(true);
  });
});
