import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchedLogStream } from './log-stream.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function streamWritingTo(written: string[], options = { maxDelayMs: 200, maxBytes: 300 }) {
  return new BatchedLogStream((bytes) => void written.push(bytes.toString()), options);
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

  it('writes the batch at once when the next line might not fit, and the lines whole', () => {
    const written: string[] = [];
    const stream = streamWritingTo(written);
    const [x, y, z] = ['x', 'é', 'z'].map((letter) => `${letter.repeat(59)}\n`);
    stream.write(x!);
    stream.write(y!);
    expect(written).toEqual([]);
    stream.write(z!);
    expect(written).toEqual([`${x}${y}`]);
    vi.advanceTimersByTime(200);
    expect(written).toEqual([`${x}${y}`, z]);
  });

  it('writes a line longer than the batch by itself, after the lines before it', () => {
    const written: string[] = [];
    const stream = streamWritingTo(written);
    const long = `${'l'.repeat(500)}\n`;
    stream.write('a\n');
    stream.write(long);
    expect(written).toEqual(['a\n', long]);
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
