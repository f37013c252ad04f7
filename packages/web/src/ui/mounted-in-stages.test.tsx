import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMountedInStages } from './mounted-in-stages.ts';

const WORDS = ['un', 'deux', 'trois', 'quatre', 'cinq'];

function Stages({ commits }: { commits: number[] }) {
  const mounted = useMountedInStages(WORDS.length, 2);
  commits.push(mounted);
  return (
    <ul>
      {WORDS.map((word, index) => (
        <li key={word}>{index < mounted ? word : 'en attente'}</li>
      ))}
    </ul>
  );
}

describe('useMountedInStages', () => {
  it('mounts two more after each commit until all are, the others waiting meanwhile', async () => {
    const commits: number[] = [];
    render(<Stages commits={commits} />);
    expect(await screen.findByText('cinq')).toBeVisible();
    expect(screen.queryByText('en attente')).toBeNull();
    expect([...new Set(commits)]).toEqual([2, 4, 5]);
  });
});
