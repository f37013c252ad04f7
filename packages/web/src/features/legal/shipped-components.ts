import type { Credit } from '../../../scripts/credits.ts';

export type { Credit };

// Written by scripts/build-info.ts before every `vite` and `vite build`; a glob rather than an
// import so that type-checking and unit tests also work in a fresh clone, before any build.
const generated = import.meta.glob<readonly Credit[]>('../../generated/credits.json', {
  eager: true,
  import: 'default',
});

/** The open-source packages shipped by this build (web bundle and server runtime). */
export const SHIPPED_COMPONENTS: readonly Credit[] = Object.values(generated)[0] ?? [];
