export const MAIN_CONTENT_ID = 'contenu';

/** RGAA 12.7: the first focusable element jumps to the page content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Aller au contenu
    </a>
  );
}
