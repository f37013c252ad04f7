import { z } from 'zod';

/**
 * Response contract of a Hydra collection (docs/api.md#collections-and-filters), as
 * `hydraCollection` in collections.ts builds it: routes declare it so that the response is checked
 * and appears in the OpenAPI.
 */
export function hydraCollectionSchema<Member extends z.ZodType>(member: Member) {
  return z.object({
    '@id': z.string().optional(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number().int(),
    'hydra:view': z
      .object({
        '@id': z.string(),
        '@type': z.literal('hydra:PartialCollectionView'),
        'hydra:first': z.string().optional(),
        'hydra:last': z.string().optional(),
        'hydra:previous': z.string().optional(),
        'hydra:next': z.string().optional(),
      })
      .optional(),
  });
}
