import { DEFAULT_ERROR } from '@espaces/domain/messages';
import { MantineProvider } from '@mantine/core';
import { Notifications, notificationsStore } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import { handleApiError, showViolations } from '../api/client.ts';
import { briefSuccess, hideProblemToasts, toast } from './toast.tsx';

const shown = () => notificationsStore.getState().notifications;

function renderToasts() {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
}

/** An ofetch error as the client throws it, with the server's JSON body. */
function serverError(status: number, data: unknown): FetchError {
  const error = new FetchError(`${status}`);
  Object.assign(error, { status, statusCode: status, data });
  return error;
}

function violations(...list: { message: string; severity?: 'error' | 'warning' }[]) {
  return serverError(422, {
    '@type': 'ConstraintViolationList',
    'hydra:title': 'Une erreur est survenue',
    'hydra:description': 'Les données envoyées sont invalides.',
    violations: list.map(({ message, severity }) => ({
      propertyPath: 'bookingSlots',
      message,
      code: 'SLOT',
      ...(severity ? { payload: { severity } } : {}),
    })),
  });
}

describe('toast', () => {
  it('closes a brief success, such as « Modification sauvegardée », after 2 seconds', () => {
    briefSuccess('Modification sauvegardée');
    expect(shown()[0]).toMatchObject({ autoClose: 2000, color: 'green' });
  });

  it('is a 5-second success at the bottom right by default', () => {
    toast({ message: 'Modification sauvegardée' });
    expect(shown()[0]).toMatchObject({
      autoClose: 5000,
      position: 'bottom-right',
      color: 'green',
      'data-toast-type': 'success',
    });
  });

  it.each([
    ['top', 'top-center'],
    ['bottom', 'bottom-center'],
    ['top-left', 'top-left'],
    ['bottom-left', 'bottom-left'],
  ] as const)('shows at %s', (position, mantinePosition) => {
    toast({ message: 'Email validé', type: 'info', position, autoClose: 2000 });
    expect(shown()[0]).toMatchObject({ position: mantinePosition, autoClose: 2000 });
  });
});

describe('server violations', () => {
  it('are permanent toasts with a « Fermer » action when one has an error severity', async () => {
    renderToasts();
    act(() => {
      showViolations(
        violations(
          { message: 'Un créneau est dans le passé.', severity: 'error' },
          { message: 'Capacité dépassée.', severity: 'warning' },
        ),
      );
    });
    expect(shown()).toHaveLength(2);
    expect(shown().every((item) => item.autoClose === false)).toBe(true);
    expect(await screen.findByText('Un créneau est dans le passé.')).toBeVisible();
    const close = screen.getAllByRole('button', { name: 'Fermer' });
    expect(close).toHaveLength(2);
    await userEvent.click(close[0]!);
    expect(shown()).toHaveLength(1);
  });

  it('are taken away by a later success, which stays', async () => {
    renderToasts();
    act(() => {
      showViolations(
        violations({
          message: 'Ce code n’est pas le bon. Il vous reste 4 essais.',
          severity: 'error',
        }),
      );
    });
    expect(await screen.findByRole('button', { name: 'Fermer' })).toBeVisible();
    act(() => {
      hideProblemToasts();
      toast({ message: 'Convention signée' });
    });
    expect(shown().map((item) => item.message)).toEqual(['Convention signée']);
  });

  it('last 5 seconds when none is an error', () => {
    renderToasts();
    act(() => {
      showViolations(violations({ message: 'Capacité dépassée.', severity: 'warning' }));
    });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ autoClose: 5000 });
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
  });

  it('are not shown for an error without violations', () => {
    expect(showViolations(serverError(500, { '@type': 'hydra:Error' }))).toBe(false);
    expect(shown()).toHaveLength(0);
  });
});

describe('handleApiError', () => {
  it('shows the default error for 5 seconds at the top right', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    handleApiError(serverError(500, { '@type': 'hydra:Error' }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({
      message: DEFAULT_ERROR,
      autoClose: 5000,
      position: 'top-right',
      color: 'red',
    });
  });

  it('shows the violations instead when there are some', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    handleApiError(violations({ message: 'Capacité dépassée.' }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.message).toBe('Capacité dépassée.');
  });

  it('leaves a 401 to the error screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    handleApiError(serverError(401, { '@type': 'hydra:Error' }));
    expect(shown()).toHaveLength(0);
  });
});
