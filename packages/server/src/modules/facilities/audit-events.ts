// Moved to modules/audit (shared by every module); kept because modules/account still
// imports it from here.
export { changedFields, recordAuditEvent } from '../audit/audit-events.ts';
