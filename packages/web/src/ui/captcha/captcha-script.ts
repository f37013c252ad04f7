/**
 * Third-party loads (docs/routes.md#client-calls): the captcha script (reCAPTCHA v3's protocol,
 * from the configured provider) is loaded only when the public configuration gives a site key, and
 * each call asks for a token with its own action string.
 */
interface ReCaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

const SCRIPT_ID = 'captcha-script';

export interface CaptchaSettings {
  siteKey: string;
  scriptUrl: string;
}

export function captchaScriptUrl({ siteKey, scriptUrl }: CaptchaSettings): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', siteKey);
  return url.toString();
}

let loading: Promise<ReCaptcha> | null = null;

/** Adds the script once; later calls share the same promise. */
export function loadCaptcha(settings: CaptchaSettings): Promise<ReCaptcha> {
  loading ??= new Promise<ReCaptcha>((resolve, reject) => {
    const ready = () => {
      const captcha = window.grecaptcha;
      if (captcha === undefined) reject(new Error('Le service anti-robot est indisponible.'));
      else captcha.ready(() => resolve(captcha));
    };
    if (window.grecaptcha !== undefined) {
      ready();
      return;
    }
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = captchaScriptUrl(settings);
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Le service anti-robot n’a pas pu être chargé.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A fresh token for `action` (tokens are single use and expire after two minutes). */
export async function captchaToken(settings: CaptchaSettings, action: string): Promise<string> {
  const captcha = await loadCaptcha(settings);
  return captcha.execute(settings.siteKey, { action });
}
