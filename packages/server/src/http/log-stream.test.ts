import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchedLogStream } from './log-stream.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function streamWritingTo(written: string[], options = { maxDelayMs: 200, maxChars: 100 }) {
  return new BatchedLogStream((text) => void written.push(text), options);
}

describe('batched log stream', () => {
  it('writes a lone line once its delay is over, never later', () => {
    const written: string[] = [];
    const stream = streamWritingTo(written);
    stream.write('{"msg":"one"}\n');
    vi.advanceTimersByTime(199);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['{"msg":"one"}\n']);
  });

  it('writes the lines of one delay together, in their order', () => {
    const written: string[] = [];
    const stream = streamWritingTo(written);
    stream.write('a\n');
    vi.advanceTimersByTime(150);
    stream.write('b\n');
    vi.advanceTimersByTime(50);
    expect(written).toEqual(['a\nb\n']);
    stream.write('c\n');
    vi.advanceTimersByTime(200);
    expect(written).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes at once when the batch is full', () => {
    const written: string[] = [];
    const stream = streamWritingTo(written);
    stream.write(`${'x'.repeat(60)}\n`);
    stream.write(`${'y'.repeat(60)}\n`);
    expect(written).toEqual([`${'x'.repeat(60)}\n${'y'.repeat(60)}\n`]);
    vi.advanceTimersByTime(1000);
    expect(written).toHaveLength(1);
  });

  it('writes what waits when flushed (at exit), and nothing twice', () => {
    const written: string[] = [];
    const stream = streamWritingTo(written);
    stream.write('last\n');
    stream.flush();
    stream.flush();
    vi.advanceTimersByTime(1000);
    expect(written).toEqual(['last\n']);
  });
});
