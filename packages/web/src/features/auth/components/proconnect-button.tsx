import { VisuallyHidden } from '@mantine/core';
import './proconnect-button.css';

/** The server's start of the ProConnect flow: a page change, not a call (docs/routes.md#api). */
export const PROCONNECT_AUTHORIZE_PATH = '/api/proconnect/authorize';

/** ProConnect's mark, drawn here: no asset from outside (docs/security.md#requests). */
function ProConnectMark() {
  return (
    <svg width="24" height="28" viewBox="0 0 24 28" aria-hidden="true" focusable="false">
      <path d="M12 1 23 7.5v13L12 27 1 20.5v-13Z" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="12" cy="11" r="3.5" fill="#fff" />
      <path d="M5.5 20.5c1.2-3.2 3.6-4.8 6.5-4.8s5.3 1.6 6.5 4.8" fill="#fff" />
    </svg>
  );
}

/**
 * « S’identifier avec ProConnect », the public agents' sign-in (docs/security.md#proconnect), as
 * ProConnect's guidelines draw it.
 */
export function ProConnectButton() {
  return (
    <div className="proconnect">
      <a className="proconnect-button" href={PROCONNECT_AUTHORIZE_PATH}>
        <ProConnectMark />
        <span className="proconnect-button__text">
          <span>S’identifier avec</span>{' '}
          <span className="proconnect-button__brand">ProConnect</span>
        </span>
      </a>
      <a
        className="proconnect-about"
        href="https://www.proconnect.gouv.fr/"
        target="_blank"
        rel="noopener noreferrer"
      >
        Qu’est-ce que ProConnect&nbsp;? <VisuallyHidden>(nouvelle fenêtre)</VisuallyHidden>
      </a>
    </div>
  );
}
