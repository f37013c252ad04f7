import { describe, expect, it } from 'vitest';
import { MAX_NAMED_SHAPES, runPrepared, shapeNaming } from './prepared.ts';

function fakeQuery(text: string) {
  const calls: string[] = [];
  return {
    calls,
    toSQL: () => ({ sql: text }),
    prepare: (name: string) => ({
      execute: async () => {
        calls.push(`prepared ${name}`);
        return [];
      },
    }),
    execute: async () => {
      calls.push('unnamed');
      return [];
    },
  };
}

describe('statement names', () => {
  it('names the known shapes, then new ones up to the limit, and no more', () => {
    const mayName = shapeNaming(2);
    expect([mayName('a'), mayName('b'), mayName('c'), mayName('a'), mayName('b')]).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
    expect(mayName('c')).toBe(false);
  });

  it('runs a query named after its text until the process has given out every name', async () => {
    const first = fakeQuery('select 1 -- first');
    await runPrepared(first);
    await runPrepared(first);
    expect(first.calls).toHaveLength(2);
    expect(first.calls[0]).toMatch(/^prepared shape_/);
    expect(first.calls[1]).toBe(first.calls[0]);
    for (let index = 0; index < MAX_NAMED_SHAPES; index += 1) {
      await runPrepared(fakeQuery(`select ${index} -- filler`));
    }
    const late = fakeQuery('select 2 -- past the limit');
    await runPrepared(late);
    expect(late.calls).toEqual(['unnamed']);
    await runPrepared(first);
    expect(first.calls[2]).toBe(first.calls[0]);
  });
});
