import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, usePaintedOnce } from './after-first-paint.ts';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : `Erreur : ${this.state.error}`;
  }
}

function renderUser(useModule: () => { word: string } | undefined) {
  function User() {
    return <p>{useModule()?.word ?? 'en attente'}</p>;
  }
  return render(
    <Boundary>
      <User />
    </Boundary>,
  );
}

/** Runs the frame the page paints, then the task after it. */
async function paint() {
  await act(async () => {
    vi.advanceTimersToNextFrame();
    await vi.runAllTimersAsync();
  });
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('requests the module only once the page has painted, then renders with it', async () => {
    const load = vi.fn(async () => ({ word: 'chargé' }));
    const useModule = afterFirstPaint(load);
    renderUser(useModule);
    expect(screen.getByText('en attente')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await paint();
    expect(screen.getByText('chargé')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a loaded module at once to later mounts, without loading it again', async () => {
    const load = vi.fn(async () => ({ word: 'chargé' }));
    const useModule = afterFirstPaint(load);
    renderUser(useModule).unmount();
    await paint();
    renderUser(useModule);
    expect(screen.getByText('chargé')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the error boundary show a module that failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const useModule = afterFirstPaint(() => Promise.reject(new Error('réseau coupé')));
    renderUser(useModule);
    await paint();
    expect(screen.getByText('Erreur : réseau coupé')).toBeInTheDocument();
  });
});

describe('usePaintedOnce', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('says false until the component has been painted, then true', async () => {
    function Painted() {
      return <p>{usePaintedOnce() ? 'peint' : 'pas encore'}</p>;
    }
    render(<Painted />);
    expect(screen.getByText('pas encore')).toBeInTheDocument();
    await paint();
    expect(screen.getByText('peint')).toBeInTheDocument();
  });
});
