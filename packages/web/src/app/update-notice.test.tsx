import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_IDLE_MS, UPDATE_CHECK_INTERVAL_MS } from './update-check.ts';
import { UpdateNotice } from './update-notice.tsx';

function renderNotice(deployed: () => string | null) {
  const fetchBuildId = vi.fn(async () => deployed());
  const reload = vi.fn();
  render(
    <MantineProvider>
      <UpdateNotice loadedBuildId="build-1" fetchBuildId={fetchBuildId} reload={reload} />
    </MantineProvider>,
  );
  return { fetchBuildId, reload };
}

const NOTICE = 'Une nouvelle version est disponible';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('update notice', () => {
  it('offers to reload once the hourly check finds another build', async () => {
    let deployed = 'build-1';
    const { fetchBuildId, reload } = renderNotice(() => deployed);

    await act(() => vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS));
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    deployed = 'build-2';
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);

    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks on focus after a long idle, not on every focus', async () => {
    const { fetchBuildId } = renderNotice(() => 'build-2');

    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(fetchBuildId).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(LONG_IDLE_MS));
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(fetchBuildId).toHaveBeenCalledOnce();
    expect(screen.getByText(NOTICE)).toBeVisible();
  });

  it('can be closed, leaving the page as it is', async () => {
    renderNotice(() => 'build-2');
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
