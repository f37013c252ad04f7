import { Anchor, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../../api/config.ts';
import { toast } from '../toast.tsx';
import { captchaToken, loadCaptcha, type CaptchaSettings } from './captcha-script.ts';

export const CAPTCHA_UNAVAILABLE =
  'La vérification anti-robot n’a pas pu être chargée. Rechargez la page puis réessayez.';

/** Thrown by `token()` after telling the user; the form then sends nothing. */
export class CaptchaUnavailable extends Error {}

export interface Captcha {
  enabled: boolean;
  /** A fresh token for the form's action, or undefined when no captcha is configured. */
  token: () => Promise<string | undefined>;
}

/**
 * The captcha of one protected form (docs/routes.md#client-calls): its script loads when the form
 * shows.
 */
export function useCaptcha(action: string): Captcha {
  const { captchaSiteKey, captchaScriptUrl } = useAppConfig();
  const settings: CaptchaSettings | null =
    captchaSiteKey === null ? null : { siteKey: captchaSiteKey, scriptUrl: captchaScriptUrl };

  useEffect(() => {
    if (captchaSiteKey === null) return;
    loadCaptcha({ siteKey: captchaSiteKey, scriptUrl: captchaScriptUrl }).catch((error: unknown) =>
      console.error(error),
    );
  }, [captchaSiteKey, captchaScriptUrl]);

  return {
    enabled: settings !== null,
    token: async () => {
      if (settings === null) return undefined;
      try {
        return await captchaToken(settings, action);
      } catch (error) {
        console.error(error);
        toast({ type: 'error', message: CAPTCHA_UNAVAILABLE });
        throw new CaptchaUnavailable();
      }
    },
  };
}

/** Said under a protected form, whatever the provider. */
export function CaptchaNotice({ captcha }: { captcha: Captcha }) {
  if (!captcha.enabled) return null;
  return (
    <Text size="xs" c="dimmed">
      Ce formulaire est protégé par une vérification anti-robot (voir{' '}
      <Anchor component={Link} to="/donnees-personnelles" size="xs">
        Données personnelles
      </Anchor>
      ).
    </Text>
  );
}
