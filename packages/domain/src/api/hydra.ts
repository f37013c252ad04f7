/** JSON-LD / Hydra shapes of DESIGN §4, shared by the server serialiser and the web client. */
export interface HydraCollection<T> {
  '@context'?: string;
  '@id'?: string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: {
    '@id': string;
    '@type': 'hydra:PartialCollectionView';
    'hydra:first'?: string;
    'hydra:last'?: string;
    'hydra:previous'?: string;
    'hydra:next'?: string;
  };
}

export interface HydraError {
  '@context'?: string;
  '@type': 'hydra:Error';
  'hydra:title': string;
  'hydra:description': string;
}

export type ViolationSeverity = 'error' | 'warning';

export interface Violation {
  propertyPath: string;
  message: string;
  code: string;
  payload?: { severity: ViolationSeverity };
}

export interface ConstraintViolationList {
  '@context'?: string;
  '@type': 'ConstraintViolationList';
  'hydra:title': string;
  'hydra:description': string;
  violations: Violation[];
}
