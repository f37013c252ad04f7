import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '@espaces/domain/access/actor';
import type { CalendarFeed, IssuedCalendarFeed } from '@espaces/domain/api/calendar-feeds';
import { iri } from '@espaces/domain/api/iri';
import {
  calendarFeedWindow,
  feedBookingStatuses,
  maySubscribeToCalendar,
  type CalendarFeedScope,
  type CalendarFeedTarget,
} from '@espaces/domain/calendar/calendar-feeds';
import { CALENDAR_MESSAGES } from '@espaces/domain/calendar/calendar-messages';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { presentAuthenticatedUser } from '../auth/auth.presenter.ts';
import { findUserProfile } from '../auth/auth.repository.ts';
import { renderCalendar, type CalendarDocumentSettings } from './calendar-document.ts';
import {
  feedSlots,
  findFacilityTarget,
  findLiveFeedByTokenHash,
  findOrganizationTarget,
  findPlaceTarget,
  insertFeed,
  listLiveFeeds,
  lockFeedOwner,
  revokeFeed,
  revokeLiveFeedOf,
  type CalendarFeedRow,
  type FeedTargetRow,
} from './calendar-feeds.repository.ts';

/** A 256-bit token in the address; the database keeps only its SHA-256. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function calendarFeedUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/api/calendars/${token}.ics`;
}

async function findTarget(
  db: Database,
  scope: CalendarFeedScope,
  id: string,
): Promise<FeedTargetRow | null> {
  if (scope === 'organization') return findOrganizationTarget(db, id);
  return scope === 'facility' ? findFacilityTarget(db, id) : findPlaceTarget(db, id);
}

function accessTarget(scope: CalendarFeedScope, target: FeedTargetRow): CalendarFeedTarget {
  if (scope === 'organization') return { scope, organizationId: target.id };
  return { scope, facilityId: target.facilityId!, territoryId: target.territoryId! };
}

function presentFeed(
  feed: { id: string; scope: CalendarFeedScope; createdAt: Date },
  target: { id: string; name: string; facilityName: string | null },
): CalendarFeed {
  const collection = { organization: 'organizations', facility: 'facilities', place: 'places' };
  return {
    '@id': iri('calendar_feeds', feed.id),
    '@type': 'CalendarFeed',
    id: feed.id,
    scope: feed.scope,
    target: {
      '@id': iri(collection[feed.scope], target.id),
      id: target.id,
      name: target.name,
      facilityName: feed.scope === 'place' ? target.facilityName : null,
    },
    createdAt: feed.createdAt.toISOString(),
  };
}

export async function listCalendarFeeds(db: Database, actor: Actor): Promise<CalendarFeed[]> {
  const rows = await listLiveFeeds(db, actor.id);
  return rows.map((row) =>
    presentFeed(row, { id: row.targetId, name: row.targetName, facilityName: row.facilityName }),
  );
}

/**
 * Makes the secret address of a feed, or a new one in place of the live one (regenerate):
 * the old address answers 404 from then on. Unknown target: 404; one the user may not follow:
 * 403. The owner's row is locked so that two clicks at once leave one live address.
 */
export async function subscribeToCalendar(
  db: Database,
  actor: Actor,
  input: { scope: CalendarFeedScope; targetId: string },
  now: Date,
  appUrl: string,
): Promise<IssuedCalendarFeed> {
  const target = await findTarget(db, input.scope, input.targetId);
  if (!target) throw new DomainError('NOT_FOUND');
  if (!maySubscribeToCalendar(actor, accessTarget(input.scope, target))) {
    throw new DomainError('FORBIDDEN');
  }
  const token = randomBytes(32).toString('base64url');
  const feed = await db.transaction(async (tx) => {
    await lockFeedOwner(tx, actor.id);
    await revokeLiveFeedOf(tx, actor.id, input.scope, target.id, now);
    return insertFeed(tx, { ...input, userId: actor.id, tokenHash: hashFeedToken(token) }, now);
  });
  return { ...presentFeed(feed, target), url: calendarFeedUrl(appUrl, token) };
}

export async function revokeCalendarFeed(
  db: Database,
  actor: Actor,
  feedId: string,
  now: Date,
): Promise<void> {
  if (!(await revokeFeed(db, actor.id, feedId, now))) throw new DomainError('NOT_FOUND');
}

function feedName(feed: CalendarFeedRow, target: FeedTargetRow): string {
  if (feed.scope === 'organization') return CALENDAR_MESSAGES.organizationFeedName(target.name);
  if (feed.scope === 'facility') return CALENDAR_MESSAGES.facilityFeedName(target.name);
  return CALENDAR_MESSAGES.placeFeedName(target.name, target.facilityName ?? '');
}

/**
 * The iCalendar text behind a secret address, without a session. Every refusal is the same
 * 404 — malformed, unknown or revoked token, and an owner who may no longer follow the target
 * (role or membership withdrawn, account deactivated) — so an address tells nothing more.
 */
export async function readCalendarFeed(
  db: Database,
  token: string,
  now: Date,
  settings: CalendarDocumentSettings,
): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('NOT_FOUND');
  const feed = await findLiveFeedByTokenHash(db, hashFeedToken(token));
  if (!feed) throw new DomainError('NOT_FOUND');
  const targetId = feed.organizationId ?? feed.facilityId ?? feed.placeId!;
  const [profile, target] = await Promise.all([
    findUserProfile(db, feed.userId),
    findTarget(db, feed.scope, targetId),
  ]);
  if (!profile || !target) throw new DomainError('NOT_FOUND');
  const owner = presentAuthenticatedUser(profile);
  if (!maySubscribeToCalendar(owner, accessTarget(feed.scope, target))) {
    throw new DomainError('NOT_FOUND');
  }
  const slots = await feedSlots(db, feed, feedBookingStatuses(feed.scope), calendarFeedWindow(now));
  return renderCalendar(
    {
      name: feedName(feed, target),
      audience: feed.scope === 'organization' ? 'organization' : 'staff',
      slots,
      now,
    },
    settings,
  );
}
