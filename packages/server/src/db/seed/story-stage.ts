import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import { isoWeekDayOfDate } from '@espaces/domain/booking/yearly-occurrences';
import type { ClosureCalendar } from '@espaces/domain/closure/closures';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { AppConfig } from '../../config.ts';
import { placeClosureCalendar } from '../../modules/closures/closure-calendar.ts';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { mailOutbox } from '../schema.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

const DAY_MS = 86_400_000;

type Method = 'GET' | 'POST' | 'PUT';

/**
 * Where the demo story is played: the real application on the demo database, its clock set to
 * each scene's moment, every step asked through the API as the demo users would have asked it
 * (so history, agreements, stored PDFs with their SHA-256, payments and mails are what the
 * product writes). Sessions last an hour: each user signs in again once the clock has moved.
 */
export class StoryStage {
  private readonly sessions = new Map<string, Record<string, string>>();

  private constructor(
    private readonly app: FastifyInstance,
    private readonly db: Database,
    readonly now: Date,
    private readonly closedOn: ClosureCalendar,
    /** What the application's clock reads: the moment of the scene being played. */
    private readonly clock: { moment: Date },
  ) {}

  static async open(
    db: Database,
    config: AppConfig,
    now: Date,
    placeId: string,
  ): Promise<StoryStage> {
    const clock = { moment: now };
    const app = await buildApp({ config, db, clock: () => clock.moment, logger: false });
    await app.ready();
    const since = new Date(now.getTime() - 120 * DAY_MS);
    return new StoryStage(app, db, now, await placeClosureCalendar(db, placeId, since), clock);
  }

  close(): Promise<void> {
    return this.app.close();
  }

  /** The clock at `days` days from now (negative: before), same time of day. */
  at(days: number): void {
    this.clock.moment = new Date(this.now.getTime() + days * DAY_MS);
  }

  /** The Paris day `days` days from now. */
  day(days: number): string {
    return addDaysToDate(parisDateOf(this.now), days);
  }

  /**
   * The first Paris day from `days` days from now that falls on `weekDay` (1 = Monday), open
   * (no closure, no holiday of the facility) and not already taken by the story.
   */
  openDay(days: number, weekDay: number, taken: Set<string>): string {
    let day = this.day(days);
    while (isoWeekDayOfDate(day) !== weekDay) day = addDaysToDate(day, 1);
    while (taken.has(day) || this.closedOn(day) !== null) day = addDaysToDate(day, 7);
    taken.add(day);
    return day;
  }

  async call<T>(email: string, method: Method, url: string, payload?: object): Promise<T> {
    const response = await this.app.inject({
      method,
      url,
      payload,
      cookies: await this.signedIn(email),
    });
    if (response.statusCode >= 300) {
      throw new Error(
        `Démo : ${method} ${url} (${email}) a répondu ${response.statusCode} : ${response.body}`,
      );
    }
    return (response.body === '' ? undefined : response.json()) as T;
  }

  /** The last signature code the product e-mailed to `email`, as the signer reads it. */
  async lastSignatureCode(email: string): Promise<string> {
    const [mail] = await this.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, 'Code de signature%')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const code = /code de signature est (\d{6})/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`Démo : aucun code de signature envoyé à ${email}`);
    return code;
  }

  private async signedIn(email: string): Promise<Record<string, string>> {
    const key = `${email}|${this.clock.moment.toISOString()}`;
    const held = this.sessions.get(key);
    if (held) return held;
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200) {
      throw new Error(`Démo : connexion de ${email} refusée (${response.statusCode})`);
    }
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
    this.sessions.set(key, cookies);
    return cookies;
  }
}

/** A slot on a Paris day, as the API takes it. */
export function eveningSlot(day: string, start = '19:00', end = '21:00') {
  return {
    startDate: parisWallClockToUtc(day, start).toISOString(),
    endDate: parisWallClockToUtc(day, end).toISOString(),
  };
}
