import { z } from 'zod';

/** GET /api/config: the settings the browser may know (DESIGN §3). */
export const publicConfigSchema = z.object({
  appName: z.string(),
  regionName: z.string(),
  regionLogoUrl: z.string().nullable(),
  /** Where users write to the operator (help, personal data requests). */
  contactEmail: z.string(),
  mapTileUrl: z.string(),
  captchaSiteKey: z.string().nullable(),
  matomoUrl: z.string().nullable(),
  matomoSiteId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
