import { useAppConfig } from '../api/config.ts';

/** Shipped fictional logo, used while the region has not configured its own. */
export const DEFAULT_REGION_LOGO = '/logo-region.svg';

/** The regional authority logo of the home and menu band, 114 × 49.93. */
export function LogoBand() {
  const { regionName, regionLogoUrl } = useAppConfig();
  return (
    <img
      src={regionLogoUrl ?? DEFAULT_REGION_LOGO}
      alt={regionName}
      width={114}
      style={{ width: 114, height: 49.93, display: 'block' }}
    />
  );
}
