import { useEffect } from 'react';
import { useAppConfig } from '../api/config.ts';
import { notePageView } from './audience.ts';

/** Sets `document.title` to « Titre – {appName} » (the page name first, for screen readers). */
export function usePageTitle(title: string | null): void {
  const { appName } = useAppConfig();
  useEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
    // A title of null means the page is still loading: its view counts once it is named.
    if (title) notePageView(document.title);
  }, [title, appName]);
}
