import type { Actor } from '@espaces/domain/access/actor';
import type {
  ClosureCreated,
  ClosureImpact,
  ClosureInput,
  FacilityClosures,
  ClosureCalendarInput,
} from '@espaces/domain/api/closures';
import { idFromIri, iri } from '@espaces/domain/api/iri';
import {
  addDaysToDate,
  addMonthsToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import { closedPeriodsBetween, closureCalendar } from '@espaces/domain/closure/closures';
import { CLOSURE_MESSAGES } from '@espaces/domain/closure/closure-messages';
import {
  schoolYearsMissing,
  zonesWithSchoolHolidays,
} from '@espaces/domain/closure/school-holiday-calendar';
import { isSchoolZone, schoolZoneOfPostalCode } from '@espaces/domain/closure/school-zones';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { schoolHolidaysInForce } from '../school-holidays/school-holidays.service.ts';
import {
  requireFacilityScope,
  requireVisible,
  type FacilityAccess,
} from '../facilities/facilities.policy.ts';
import { visibleFacility } from '../facilities/facilities.service.ts';
import { mayCloseFacility, mayCloseTerritory } from './closures.policy.ts';
import { presentAffectedBookings, presentClosure } from './closures.presenter.ts';
import {
  activeSlotsInClosure,
  deleteClosureRow,
  findClosure,
  findFacilityForClosures,
  findTerritoryName,
  insertClosure,
  listClosuresOfFacility,
  lockClosedPlaces,
  setFacilityClosureCalendar,
  type ClosedPlaces,
  type ClosureRow,
} from './closures.repository.ts';

// Use cases of the closures (docs/bookings.md#closures), one transaction each.

/** GET /api/facilities/{id}/closures: its closures, its calendar, the coming closed days. */
export async function showFacilityClosures(
  db: Database,
  actor: Actor,
  facilityId: string,
  now: Date,
): Promise<FacilityClosures> {
  const access = await visibleFacility(db, actor, facilityId);
  const facility = await findFacilityForClosures(db, facilityId);
  if (!facility) throw new DomainError('NOT_FOUND');
  const today = parisDateOf(now);
  const rows = await listClosuresOfFacility(
    db,
    { id: facility.id, territoryId: facility.territoryId },
    today,
  );
  const schoolZone = isSchoolZone(facility.schoolZone) ? facility.schoolZone : null;
  const schoolHolidays = await schoolHolidaysInForce(db);
  const calendar = closureCalendar({
    declared: [],
    schoolZone,
    publicHolidays: facility.closedOnPublicHolidays,
    schoolHolidays,
  });
  const names = {
    facility: { id: facility.id, name: facility.name },
    territory: { id: facility.territoryId, name: facility.territoryName },
  };
  const mayEdit = mayCloseFacility(actor, access);
  const mayEditTerritory = mayCloseTerritory(actor, facility.territoryId);
  return {
    '@type': 'FacilityClosures',
    facility: { '@id': iri('facilities', facility.id), ...names.facility },
    territory: { '@id': iri('territories', facility.territoryId), ...names.territory },
    schoolZone,
    closedOnPublicHolidays: facility.closedOnPublicHolidays,
    suggestedSchoolZone: schoolZoneOfPostalCode(facility.postalCode),
    schoolZones: zonesWithSchoolHolidays(schoolHolidays),
    schoolYearsMissing: schoolZone ? schoolYearsMissing(schoolHolidays, schoolZone, today) : [],
    closures: rows.map((row) =>
      presentClosure(row, scopeNames(row, names), {
        delete: row.facilityId ? mayEdit : mayEditTerritory,
      }),
    ),
    upcomingClosedDays: closedPeriodsBetween(calendar, today, addMonthsToDate(today, 12)),
    _abilities: {
      createForFacility: mayEdit,
      createForTerritory: mayEditTerritory,
      chooseCalendar: mayEdit,
    },
  };
}

const scopeNames = (
  row: Pick<ClosureRow, 'facilityId'>,
  names: { facility: { id: string; name: string }; territory: { id: string; name: string } },
) => (row.facilityId ? { ...names, territory: null } : { ...names, facility: null });

interface AuthorizedScope extends ClosedPlaces {
  facility: { id: string; name: string } | null;
  territory: { id: string; name: string } | null;
}

/** 404 for a facility or territory the user may not see, 403 when seen but not closable. */
async function authorizeScope(
  db: Database,
  actor: Actor,
  input: ClosureInput,
): Promise<AuthorizedScope> {
  if (input.facility) {
    const facilityId = idFromIri(input.facility) ?? '';
    const access = await visibleFacility(db, actor, facilityId);
    if (!mayCloseFacility(actor, access)) throw new DomainError('FORBIDDEN');
    const facility = await findFacilityForClosures(db, facilityId);
    if (!facility) throw new DomainError('NOT_FOUND');
    return { facilityId, facility: { id: facilityId, name: facility.name }, territory: null };
  }
  const territoryId = idFromIri(input.territory ?? '') ?? '';
  requireFacilityScope(actor);
  const name = await findTerritoryName(db, territoryId);
  if (name === undefined || !mayCloseTerritory(actor, territoryId)) {
    throw new DomainError(name === undefined ? 'NOT_FOUND' : 'FORBIDDEN');
  }
  return { territoryId, facility: null, territory: { id: territoryId, name } };
}

/** The instants of Paris midnight starting `from` and ending `to` (both days included). */
function closedInstants(input: Pick<ClosureInput, 'from' | 'to'>) {
  return {
    from: parisWallClockToUtc(input.from, '00:00'),
    to: parisWallClockToUtc(addDaysToDate(input.to, 1), '00:00'),
  };
}

/** POST /api/closures/preview: the bookings the closure would cover; nothing is written. */
export async function previewClosure(
  db: Database,
  actor: Actor,
  input: ClosureInput,
  now: Date,
): Promise<ClosureImpact> {
  const scope = await authorizeScope(db, actor, input);
  const slots = await activeSlotsInClosure(db, scope, { ...closedInstants(input), now });
  return { '@type': 'ClosureImpact', affectedBookings: presentAffectedBookings(slots) };
}

/**
 * POST /api/closures: records the closure under a lock of the places it covers, with its
 * audit event, and answers the active bookings on those days. They are never
 * cancelled here; the staff cancel them through an amendment.
 */
export async function createClosure(
  db: Database,
  actor: Actor,
  input: ClosureInput,
  now: Date,
): Promise<ClosureCreated> {
  const scope = await authorizeScope(db, actor, input);
  return db.transaction(async (tx) => {
    await lockClosedPlaces(tx, scope);
    const row = await insertClosure(tx, {
      facilityId: scope.facilityId ?? null,
      territoryId: scope.territoryId ?? null,
      fromDate: input.from,
      toDate: input.to,
      kind: input.kind,
      label: input.label,
      createdByUserId: actor.id,
      createdAt: now,
    });
    await recordAuditEvent(tx, {
      entityType: 'closure',
      entityId: row.id,
      actorUserId: actor.id,
      action: 'create',
      changes: { from: input.from, to: input.to, kind: input.kind, label: input.label },
      occurredAt: now,
    });
    const slots = await activeSlotsInClosure(tx, scope, { ...closedInstants(input), now });
    return {
      '@type': 'ClosureCreated' as const,
      closure: presentClosure(row, scope, { delete: true }),
      affectedBookings: presentAffectedBookings(slots),
    };
  });
}

/** DELETE /api/closures/{id}: the days open again; the audit keeps what was closed. */
export async function deleteClosure(
  db: Database,
  actor: Actor,
  closureId: string,
  now: Date,
): Promise<void> {
  requireFacilityScope(actor);
  await db.transaction(async (tx) => {
    const closure = await findClosure(tx, closureId);
    if (!closure) throw new DomainError('NOT_FOUND');
    if (closure.facilityId && closure.facilityTerritoryId) {
      const access: FacilityAccess = {
        facilityId: closure.facilityId,
        facilityTerritoryId: closure.facilityTerritoryId,
      };
      requireVisible(actor, access);
      if (!mayCloseFacility(actor, access)) throw new DomainError('FORBIDDEN');
    } else if (!mayCloseTerritory(actor, closure.territoryId ?? '')) {
      throw new DomainError('FORBIDDEN');
    }
    if (!(await deleteClosureRow(tx, closure.id))) throw new DomainError('NOT_FOUND');
    await recordAuditEvent(tx, {
      entityType: 'closure',
      entityId: closure.id,
      actorUserId: actor.id,
      action: 'delete',
      changes: { from: closure.fromDate, to: closure.toDate, label: closure.label },
      occurredAt: now,
    });
  });
}

/** PUT /api/facilities/{id}/closure-calendar: its school-holiday zone, its public holidays. */
export async function chooseClosureCalendar(
  db: Database,
  actor: Actor,
  facilityId: string,
  input: ClosureCalendarInput,
  now: Date,
): Promise<FacilityClosures> {
  const access = await visibleFacility(db, actor, facilityId);
  if (!mayCloseFacility(actor, access)) throw new DomainError('FORBIDDEN');
  const facility = await findFacilityForClosures(db, facilityId);
  if (!facility) throw new DomainError('NOT_FOUND');
  // A zone without known holidays would close nothing: it is offered only with a calendar.
  if (input.schoolZone !== null && input.schoolZone !== facility.schoolZone) {
    const zones = zonesWithSchoolHolidays(await schoolHolidaysInForce(db));
    if (!zones.includes(input.schoolZone)) {
      throw new ValidationFailure([
        violation('schoolZone', CLOSURE_MESSAGES.schoolZoneWithoutData),
      ]);
    }
  }
  await db.transaction(async (tx) => {
    await setFacilityClosureCalendar(tx, facilityId, input);
    await recordAuditEvent(tx, {
      entityType: 'facility',
      entityId: facilityId,
      actorUserId: actor.id,
      action: 'closure_calendar',
      changes: input,
      occurredAt: now,
    });
  });
  return showFacilityClosures(db, actor, facilityId, now);
}
