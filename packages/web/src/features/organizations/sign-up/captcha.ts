/**
 * SPEC §7 third-party loads: the captcha script (reCAPTCHA v3) is loaded only when the public
 * configuration gives a site key, and each call asks for a token with its own action string.
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

export function captchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

let loading: Promise<ReCaptcha> | null = null;

/** Adds the script once; later calls share the same promise. */
export function loadCaptcha(siteKey: string): Promise<ReCaptcha> {
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
    script.src = captchaScriptUrl(siteKey);
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
export async function captchaToken(siteKey: string, action: string): Promise<string> {
  const captcha = await loadCaptcha(siteKey);
  return captcha.execute(siteKey, { action });
}
