export interface SessionCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
  /** Milliseconds, monotonic; the tests' own clock. */
  now?: () => number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * Signed-in users by session, in this process. It answers only while the process follows the
 * database's session changes (`listening`), and any drop also voids the lookups that began
 * before it: a lookup that read the old rows cannot store them after the change was seen.
 */
export class SessionCache<T> {
  private readonly byUser = new Map<string, Map<string, Entry<T>>>();
  /** Lookups under way, by session, with the generation each began in. */
  private readonly loading = new Map<string, { ticket: number; answer: Promise<T | null> }>();
  private size = 0;
  private generation = 0;
  private listening = false;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get(userId: string, sessionId: string): T | undefined {
    if (!this.listening) return undefined;
    const entry = this.byUser.get(userId)?.get(sessionId);
    if (!entry || this.now() - entry.storedAt > this.options.maxAgeMs) return undefined;
    return entry.value;
  }

  /**
   * The session's answer, cached or looked up: requests of one session that arrive together
   * (a page's parallel calls, once its entry has expired) share one lookup, unless a drop came
   * after it began — a request arriving after a change must read the rows again.
   */
  lookup(userId: string, sessionId: string, load: () => Promise<T | null>): Promise<T | null> {
    const cached = this.get(userId, sessionId);
    if (cached !== undefined) return Promise.resolve(cached);
    const key = `${userId} ${sessionId}`;
    const underWay = this.loading.get(key);
    if (underWay?.ticket === this.generation) return underWay.answer;
    const ticket = this.generation;
    const answer = load().then((value) => {
      if (value !== null) this.set(userId, sessionId, value, ticket);
      return value;
    });
    const entry = { ticket, answer };
    this.loading.set(key, entry);
    const forget = () => {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    };
    answer.then(forget, forget);
    return answer;
  }

  /** Taken before a lookup and handed to `set`: a drop in between voids the lookup's answer. */
  ticket(): number {
    return this.generation;
  }

  set(userId: string, sessionId: string, value: T, ticket: number): void {
    if (!this.listening || ticket !== this.generation) return;
    let sessions = this.byUser.get(userId);
    if (!sessions?.has(sessionId)) {
      // Full: the user stored first goes, with all its sessions.
      if (this.size >= this.options.maxEntries) this.evictOldestUser();
      if (!sessions) this.byUser.set(userId, (sessions = new Map()));
      this.size += 1;
    }
    sessions.set(sessionId, { value, storedAt: this.now() });
  }

  dropUser(userId: string): void {
    this.generation += 1;
    this.remove(userId);
  }

  dropAll(): void {
    this.generation += 1;
    this.byUser.clear();
    this.size = 0;
  }

  /** Changes may have been missed while not listening: start empty either way. */
  setListening(listening: boolean): void {
    this.dropAll();
    this.listening = listening;
  }

  get entries(): number {
    return this.size;
  }

  private remove(userId: string): void {
    const sessions = this.byUser.get(userId);
    if (!sessions) return;
    this.size -= sessions.size;
    this.byUser.delete(userId);
  }

  /** An eviction is no change of the rows: lookups under way may still store their answer. */
  private evictOldestUser(): void {
    const oldest = this.byUser.keys().next();
    if (!oldest.done) this.remove(oldest.value);
  }
}
