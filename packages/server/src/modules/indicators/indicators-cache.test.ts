import { describe, expect, it } from 'vitest';
import { createReadsAfterAsking } from './indicators-cache.ts';

/** A read the test settles by hand, numbered in the order it was sent. */
function manualReads() {
  const sent: { settle: (value: string) => void }[] = [];
  const read = () =>
    new Promise<string>((settle) => {
      sent.push({ settle });
    });
  return { sent, read };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createReadsAfterAsking', () => {
  it('never hands a caller a read sent before it asked; later callers share the next', async () => {
    const reads = createReadsAfterAsking<string>();
    const { sent, read } = manualReads();

    const first = reads('report', read);
    expect(sent).toHaveLength(1);
    // Asked while the first read is in flight: it may predate a commit these callers must see.
    const second = reads('report', read);
    const third = reads('report', read);
    expect(sent).toHaveLength(1);

    sent[0]!.settle('v1');
    expect(await first).toBe('v1');
    await flush();
    // One read sent after they asked, shared by both.
    expect(sent).toHaveLength(2);
    sent[1]!.settle('v2');
    expect(await second).toBe('v2');
    expect(await third).toBe('v2');
  });

  it('sends a new read once none is in flight, and reads each key apart', async () => {
    const reads = createReadsAfterAsking<string>();
    const { sent, read } = manualReads();

    const one = reads('one', read);
    const other = reads('other', read);
    expect(sent).toHaveLength(2);
    sent[0]!.settle('a');
    sent[1]!.settle('b');
    expect([await one, await other]).toEqual(['a', 'b']);
    await flush();

    const again = reads('one', read);
    expect(sent).toHaveLength(3);
    sent[2]!.settle('c');
    expect(await again).toBe('c');
  });

  it('gives a failed read’s error to its callers only', async () => {
    const reads = createReadsAfterAsking<string>();
    let calls = 0;
    const failing = reads('report', () => Promise.reject(new Error(`read ${++calls}`)));
    const next = reads('report', () => Promise.resolve(`read ${++calls}`));
    await expect(failing).rejects.toThrow('read 1');
    expect(await next).toBe('read 2');
  });
});
