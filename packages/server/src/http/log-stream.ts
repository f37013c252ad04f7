/** Where the batches go: standard output by default. */
export type LogOutput = (bytes: Buffer) => void;

export interface LogStreamOptions {
  /** The longest a line waits before it is written. */
  maxDelayMs: number;
  /** The batch's size: written at once when the next line might not fit. */
  maxBytes: number;
}

/** A line waits at most a fifth of a second; a busy server writes 64 kB (≈ 200 lines) at once. */
const DEFAULTS: LogStreamOptions = { maxDelayMs: 200, maxBytes: 65_536 };

/** At most three bytes of UTF-8 for each UTF-16 unit of a JavaScript string. */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/**
 * The log's destination in production: lines kept a moment and written together, where pino's
 * default wrote each at once through sonic-boom (docs/performance.md#mechanisms, batched request
 * log). Each line is encoded into one reused buffer as it comes, so that fifty requests' lines
 * are not kept as strings on the heap until the write. No line is lost to a stop or a crash:
 * main.ts flushes at the process's exit, which an uncaught exception also reaches; only a
 * SIGKILL loses the last fifth of a second.
 */
export class BatchedLogStream {
  readonly #output: LogOutput;
  readonly #maxDelayMs: number;
  readonly #buffer: Buffer;
  #used = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    output: LogOutput = (bytes) => void process.stdout.write(bytes),
    options: Partial<LogStreamOptions> = {},
  ) {
    const { maxDelayMs, maxBytes } = { ...DEFAULTS, ...options };
    this.#output = output;
    this.#maxDelayMs = maxDelayMs;
    this.#buffer = Buffer.allocUnsafe(maxBytes);
  }

  write(line: string): void {
    const mostBytes = line.length * MAX_UTF8_BYTES_PER_UNIT;
    if (this.#used + mostBytes > this.#buffer.length) this.flush();
    if (mostBytes > this.#buffer.length) return this.#output(Buffer.from(line));
    this.#used += this.#buffer.write(line, this.#used);
    // Unreferenced: a waiting line never keeps the process alive (the exit flushes it).
    this.#timer ??= setTimeout(() => this.flush(), this.#maxDelayMs).unref();
  }

  /** Writes what waits, at once. */
  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#used === 0) return;
    // A copy: the buffer takes the next lines while the output may still hold these bytes.
    const bytes = Buffer.from(this.#buffer.subarray(0, this.#used));
    this.#used = 0;
    this.#output(bytes);
  }
}
