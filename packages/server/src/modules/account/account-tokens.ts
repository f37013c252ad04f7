import { createHash, randomBytes } from 'node:crypto';

/**
 * Single-use links (docs/security.md#passwords-and-links): the token travels in the link only; the
 * database keeps its SHA-256, so a leaked table opens no account. Whoever consumes a link (POST
 * /api/user_password_resets) looks the row up by `hashUserToken(token)`.
 */
export function hashUserToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateUserToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashUserToken(token) };
}
