import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read: use its value.
const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * Argon2id (docs/security.md#passwords-and-links). OWASP's minimum (19 MiB, 2 passes, 1 lane) keeps
 * a login near 30 ms on the 2-core machine while staying out of reach of GPU cracking.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** False for a wrong password and for a hash that is not an argon2 PHC string. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
