import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { epochMs } from '../../db/json-rows.ts';
import type { Placeheld } from '../../db/prepared.ts';
import { auditEvents, users } from '../../db/schema.ts';

/** One row of `audit_events`: who did what to which entity, and when. */
export interface AuditEvent {
  actorUserId: string | null;
  entityType: string;
  entityId: string;
  action: string;
  /** Status transitions (organisations, bookings) also record both ends. */
  fromStatus?: string;
  toStatus?: string;
  changes?: unknown;
  occurredAt: Date;
}

/** The INSERT of an event, to run alone or with other writes of its change (writeTogether). */
export function auditEventInsert(tx: Database | Transaction, event: Placeheld<AuditEvent>) {
  return tx.insert(auditEvents).values(event);
}

/**
 * Written in the transaction of the change it records (docs/architecture.md#data-flow-of-a-call).
 */
export async function recordAuditEvent(
  tx: Database | Transaction,
  event: AuditEvent,
): Promise<void> {
  await auditEventInsert(tx, event);
}

/** Fields whose value changes, as `{ field: { from, to } }`, for the audit trail. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([field, value]) => before[field] !== value)
      .map(([field, value]) => [field, { from: before[field] ?? null, to: value }]),
  );
}

export interface AuditHistoryRow {
  occurredAt: Date;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  changes: unknown;
  actorFirstName: string | null;
  actorLastName: string | null;
}

/** The history shown on an entity's page, oldest first, with who acted (if still known). */
export async function auditHistory(
  db: Database | Transaction,
  entityType: string,
  entityId: string,
): Promise<AuditHistoryRow[]> {
  return db
    .select({
      occurredAt: auditEvents.occurredAt,
      action: auditEvents.action,
      fromStatus: auditEvents.fromStatus,
      toStatus: auditEvents.toStatus,
      changes: auditEvents.changes,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(asc(auditEvents.sequence));
}

/** A history row as `auditHistoryJsonOf` writes it: the instant in milliseconds. */
export interface AuditHistoryJson extends Omit<AuditHistoryRow, 'occurredAt'> {
  occurredAt: number;
}

/**
 * `auditHistory` as one JSON array, for reads that bring an entity and its history in one
 * statement (see auditHistoryFromJson).
 */
export const auditHistoryJsonOf = (entityType: string, entityId: SQLWrapper) =>
  sql<AuditHistoryJson[]>`(
  select coalesce(json_agg(json_build_object(
    'occurredAt', ${epochMs(auditEvents.occurredAt)},
    'action', ${auditEvents.action},
    'fromStatus', ${auditEvents.fromStatus},
    'toStatus', ${auditEvents.toStatus},
    'changes', ${auditEvents.changes},
    'actorFirstName', ${users.firstName},
    'actorLastName', ${users.lastName}
  ) order by ${auditEvents.sequence}), '[]'::json)
  from ${auditEvents}
  left join ${users} on ${users.id} = ${auditEvents.actorUserId}
  where ${auditEvents.entityType} = ${entityType} and ${auditEvents.entityId} = ${entityId})`;

export function auditHistoryFromJson(events: readonly AuditHistoryJson[]): AuditHistoryRow[] {
  return events.map((event) => ({ ...event, occurredAt: new Date(event.occurredAt) }));
}
