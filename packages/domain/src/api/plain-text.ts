/**
 * What a text typed by a person may hold (docs/api.md#request-fields). Refused everywhere: the C0
 * control characters (U+0000–U+001F, NUL included) and DEL, which PostgreSQL text or mails cannot
 * carry or which only hide content; and ill-formed UTF-16 (a lone surrogate such as `\ud800`),
 * which has no UTF-8 encoding and breaks the JSON of the audit. A multi-line text (description,
 * reason) keeps tab, line feed and carriage return.
 */

// eslint-disable-next-line no-control-regex -- these are exactly the characters refused
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, less tab, line feed, carriage return
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** True when every surrogate is paired (`String.prototype.isWellFormed`, absent on Node 20). */
export function isWellFormedText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return false;
      index++;
    } else if (isLowSurrogate(code)) {
      return false;
    }
  }
  return true;
}

/** True when the text holds no refused control character for its kind of field. */
export function hasOnlyAllowedCharacters(value: string, multiline: boolean): boolean {
  return !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/** The one rule every request text follows: allowed characters and well-formed. */
export function isPlainText(value: string, multiline = false): boolean {
  return hasOnlyAllowedCharacters(value, multiline) && isWellFormedText(value);
}
