import { describe, expect, it } from 'vitest';
import { createReadsAfterAsking, createReportCache, type KeptReport } from './kept-answers.ts';

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

    const first = reads.after('report', read);
    expect(sent).toHaveLength(1);
    // Asked while the first read is in flight: it may predate a commit these callers must see.
    const second = reads.after('report', read);
    const third = reads.after('report', read);
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

    const one = reads.after('one', read);
    const other = reads.after('other', read);
    expect(sent).toHaveLength(2);
    sent[0]!.settle('a');
    sent[1]!.settle('b');
    expect([await one, await other]).toEqual(['a', 'b']);
    await flush();

    const again = reads.after('one', read);
    expect(sent).toHaveLength(3);
    sent[2]!.settle('c');
    expect(await again).toBe('c');
  });

  it('gives a failed read’s error to its callers only', async () => {
    const reads = createReadsAfterAsking<string>();
    let calls = 0;
    const failing = reads.after('report', () => Promise.reject(new Error(`read ${++calls}`)));
    const next = reads.after('report', () => Promise.resolve(`read ${++calls}`));
    await expect(failing).rejects.toThrow('read 1');
    expect(await next).toBe('read 2');
  });
});

const report = (version: string, keys: string): KeptReport => ({
  version,
  keys,
  body: Buffer.from(`${keys} ${version}`),
  encoded: new Map(),
});

describe('createReportCache', () => {
  it('computes a report unchecked, then serves it while its own keys keep their version', async () => {
    const cache = createReportCache();
    const checked: string[] = [];
    let version = '1:5';
    const readVersion = (keys: string) => {
      checked.push(keys);
      return Promise.resolve(version);
    };
    let computed = 0;
    const compute = () => Promise.resolve(report(version, `a,b ${++computed}`));

    const first = await cache.serve('report', readVersion, compute);
    expect(checked).toEqual([]);
    expect(await cache.serve('report', readVersion, compute)).toBe(first);
    expect(checked).toEqual(['a,b 1']);

    version = '1:6';
    const next = await cache.serve('report', readVersion, compute);
    expect(next.keys).toBe('a,b 2');
    expect(computed).toBe(2);
  });

  it('lets askers arriving together share one computation, at first and after a change', async () => {
    const cache = createReportCache();
    let version = '1:5';
    const readVersion = () => Promise.resolve(version);
    let computed = 0;
    const compute = () => {
      computed++;
      return new Promise<KeptReport>((resolve) =>
        setImmediate(() => resolve(report(version, 'a,b'))),
      );
    };
    const fifty = () =>
      Promise.all(Array.from({ length: 50 }, () => cache.serve('report', readVersion, compute)));

    // The 49 others arrived after the first computation was sent: they check its version.
    const first = await fifty();
    expect(computed).toBe(1);
    expect(new Set(first).size).toBe(1);

    version = '1:6';
    const after = await fifty();
    expect(computed).toBe(2);
    expect(after.every((served) => served.version === '1:6')).toBe(true);
  });

  it('hands an asker a computation sent before it arrived only once its version is read again', async () => {
    for (const [versionAfter, expected] of [
      ['1:5', 'early'],
      ['1:6', 'late'],
    ] as const) {
      const cache = createReportCache();
      const finishes: ((made: KeptReport) => void)[] = [];
      const compute = () => new Promise<KeptReport>((resolve) => finishes.push(resolve));
      let version = '1:5';
      const readVersion = () => Promise.resolve(version);

      const early = cache.serve('report', readVersion, compute);
      await flush();
      // A commit lands, then two askers arrive while the first computation runs.
      version = versionAfter;
      const late = cache.serve('report', readVersion, compute);
      const later = cache.serve('report', readVersion, compute);
      await flush();
      expect(finishes).toHaveLength(1);
      finishes[0]!(report('1:5', 'early'));
      expect((await early).keys).toBe('early');
      await flush();
      if (expected === 'late') {
        // The two late askers share the next one.
        expect(finishes).toHaveLength(2);
        finishes[1]!(report('1:6', 'late'));
      }
      expect([(await late).keys, (await later).keys]).toEqual([expected, expected]);
      expect(finishes).toHaveLength(expected === 'late' ? 2 : 1);
    }
  });
});
