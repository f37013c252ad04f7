import type { ConstraintViolationList, HydraError, Violation } from '@espaces/domain/api/hydra';
import { ERROR_TITLE, VALIDATION_FAILED } from '@espaces/domain/messages';

/** Error bodies (docs/api.md#errors-and-violations). */
export function hydraError(description: string): HydraError {
  return { '@type': 'hydra:Error', 'hydra:title': ERROR_TITLE, 'hydra:description': description };
}

export function violationList(violations: Violation[]): ConstraintViolationList {
  return {
    '@type': 'ConstraintViolationList',
    'hydra:title': ERROR_TITLE,
    'hydra:description':
      violations
        .map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message))
        .join('\n') || VALIDATION_FAILED,
    violations,
  };
}
