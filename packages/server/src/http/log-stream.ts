/** What a batch is written to: standard output by default. */
export type LogOutput = (text: string) => void;

export interface LogStreamOptions {
  /** The longest a line waits before it is written. */
  maxDelayMs: number;
  /** Written at once from this many characters on (a busy server's lines go out in packets). */
  maxChars: number;
}

/** A line waits at most a fifth of a second, and fifty-odd lines of a busy minute go together. */
const DEFAULTS: LogStreamOptions = { maxDelayMs: 200, maxChars: 16_384 };

/**
 * The log's destination in production: lines kept a moment and written together, where pino's
 * default wrote each line at once through sonic-boom, which was as much of a trivial request's
 * server CPU as the rest of the app's hooks (issue 16 item 3, docs/performance.md, session 16).
 * No line is lost to a normal stop or a crash: main.ts flushes at the process's exit, which
 * also follows an uncaught exception; only a SIGKILL loses the last fifth of a second.
 */
export class BatchedLogStream {
  readonly #output: LogOutput;
  readonly #options: LogStreamOptions;
  #lines: string[] = [];
  #chars = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    output: LogOutput = (text) => void process.stdout.write(text),
    options: Partial<LogStreamOptions> = {},
  ) {
    this.#output = output;
    this.#options = { ...DEFAULTS, ...options };
  }

  write(line: string): void {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= this.#options.maxChars) this.flush();
    // Unreferenced: a pending line never keeps the process alive (the exit flushes it).
    else this.#timer ??= setTimeout(() => this.flush(), this.#options.maxDelayMs).unref();
  }

  /** Writes what waits, at once. */
  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#lines.length === 0) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.#output(text);
  }
}
