import type { Violation } from './api/hydra.ts';
import type { AccessDenialReason } from './access/checks.ts';
import * as messages from './messages.ts';

/**
 * Stable error codes (docs/api.md#errors-and-violations): one table maps each code to
 * its HTTP status and French message. A resource the user may not see answers
 * 404, an action refused on a visible one 403; slot conflicts are 422 violations.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 415 | 422 | 429 | 500 | 503;

export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: messages.BAD_REQUEST },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: messages.UNSUPPORTED_MEDIA_TYPE },
  INVALID_CREDENTIALS: { status: 401, message: messages.INVALID_CREDENTIALS },
  ACCOUNT_DISABLED: { status: 401, message: messages.ACCOUNT_DISABLED },
  NOT_AUTHENTICATED: { status: 401, message: messages.NOT_AUTHENTICATED },
  INVALID_REFRESH_TOKEN: { status: 401, message: messages.INVALID_REFRESH_TOKEN },
  FORBIDDEN: { status: 403, message: messages.FORBIDDEN },
  INVALID_ORIGIN: { status: 403, message: messages.INVALID_ORIGIN },
  ALREADY_AUTHENTICATED: { status: 403, message: messages.ALREADY_AUTHENTICATED },
  ORGANIZATION_NOT_VALIDATED: { status: 403, message: messages.ORGANIZATION_NOT_VALIDATED },
  NOT_FOUND: { status: 404, message: messages.NOT_FOUND },
  CONFLICT: { status: 409, message: messages.CONFLICT },
  CONCURRENT_CHANGE: { status: 409, message: messages.CONCURRENT_CHANGE },
  DOCUMENT_ALTERED: { status: 409, message: messages.DOCUMENT_ALTERED },
  VALIDATION_FAILED: { status: 422, message: messages.VALIDATION_FAILED },
  SLOT_IN_THE_PAST: { status: 422, message: messages.SLOT_IN_THE_PAST },
  SLOT_TAKEN: { status: 422, message: messages.SLOT_TAKEN },
  TOO_MANY_ATTEMPTS: { status: 429, message: messages.TOO_MANY_ATTEMPTS },
  INTERNAL_ERROR: { status: 500, message: messages.INTERNAL_ERROR },
  PROVIDER_UNAVAILABLE: { status: 503, message: messages.PROVIDER_UNAVAILABLE },
} as const satisfies Record<string, { status: ErrorStatus; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/**
 * A refusal the domain understands. `message` overrides the table's text (e.g. a violation
 * naming a booking reference); `propertyPath` places a 422 violation on a field.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly propertyPath?: string,
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.status = ERROR_CODES[code].status;
  }
}

/**
 * A refusal that operators must also hear of, as when stored evidence no longer matches its
 * SHA-256: answered like any DomainError, and logged at error level under `alarm`, a stable
 * message to watch for, with `facts` naming what is affected.
 */
export class IntegrityAlarm extends DomainError {
  constructor(
    code: ErrorCode,
    message: string | undefined,
    readonly alarm: string,
    readonly facts: Readonly<Record<string, string>>,
  ) {
    super(code, message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** The AccessDecision reasons of access/checks.ts as error codes. */
export function accessDenialCode(reason: AccessDenialReason): ErrorCode {
  switch (reason) {
    case 'unauthenticated':
      return 'NOT_AUTHENTICATED';
    case 'forbidden':
      return 'FORBIDDEN';
    case 'organization_not_validated':
      return 'ORGANIZATION_NOT_VALIDATED';
    case 'already_authenticated':
      return 'ALREADY_AUTHENTICATED';
  }
}

/**
 * A 422 violation on `propertyPath` (a ConstraintViolationList, docs/api.md#errors-and-violations).
 */
export function violation(
  propertyPath: string,
  message: string,
  code = 'INVALID',
  severity: 'error' | 'warning' = 'error',
): Violation {
  return { propertyPath, message, code, payload: { severity } };
}

/** Thrown by use cases when input is refused: answered 422 and nothing is written. */
export class ValidationFailure extends Error {
  constructor(readonly violations: Violation[]) {
    super(violations.map((v) => v.message).join(' '));
  }
}
