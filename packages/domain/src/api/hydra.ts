import { z } from 'zod';

/** JSON-LD / Hydra shapes (docs/api.md), shared by the server serialiser and the web client. */
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

// The error bodies are zod schemas too, so that the OpenAPI document describes them.
export const hydraErrorSchema = z.object({
  '@context': z.string().optional(),
  '@type': z.literal('hydra:Error'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
});
export type HydraError = z.infer<typeof hydraErrorSchema>;

export const violationSchema = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.string(),
  payload: z.object({ severity: z.enum(['error', 'warning']) }).optional(),
});
export type Violation = z.infer<typeof violationSchema>;

export const constraintViolationListSchema = z.object({
  '@context': z.string().optional(),
  '@type': z.literal('ConstraintViolationList'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  violations: z.array(violationSchema),
});
export type ConstraintViolationList = z.infer<typeof constraintViolationListSchema>;
