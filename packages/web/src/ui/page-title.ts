import { useEffect } from 'react';
import { useAppConfig } from '../api/config.ts';

/** Sets `document.title` to « Titre – {appName} » (the page name first, for screen readers). */
export function usePageTitle(title: string | null): void {
  const { appName } = useAppConfig();
  useEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
  }, [title, appName]);
}
