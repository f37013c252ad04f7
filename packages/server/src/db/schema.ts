// Every table, by area (docs/architecture.md#database); importers read them all from here,
// the area files import each other's tables directly, never this file.
export * from './schema/places.ts';
export * from './schema/people.ts';
export * from './schema/bookings.ts';
export * from './schema/agreements.ts';
export * from './schema/payments.ts';
export * from './schema/online-payments.ts';
export * from './schema/closures.ts';
export * from './schema/calendar-feeds.ts';
export * from './schema/campaigns.ts';
export * from './schema/operations.ts';
