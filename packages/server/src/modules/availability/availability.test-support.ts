import type { LightMyRequestResponse } from 'fastify';
import { signIn, type Cookies, type TestContext } from '../../../test/support/app.ts';

// Shared by the availability API tests: who asks, and how.

export const CENTRAL = 'central@espaces.test';
export const TERRITORY_ADMIN = 'territoire@espaces.test';
export const FACILITY_ADMIN = 'admin@espaces.test';
export const SUPERVISOR = 'superviseur@espaces.test';
export const VALIDATOR = 'validateur@espaces.test';
export const ORGANIZATION = 'asso@espaces.test';
export const ORGANIZATION_TO_REVIEW = 'asso-attente@espaces.test';
export const SIGNED_OUT = 'signed out';

export type Who = string;

/** Signs each account in once per test context. */
export function sessionsOf(context: () => TestContext) {
  const cookies = new Map<string, Promise<Cookies>>();
  return (who: Who): Promise<Cookies> => {
    if (who === SIGNED_OUT) return Promise.resolve({});
    let held = cookies.get(who);
    if (!held) {
      held = signIn(context().app, who);
      cookies.set(who, held);
    }
    return held;
  };
}

export function errorDescription(response: LightMyRequestResponse): string {
  return (response.json() as { 'hydra:description': string })['hydra:description'];
}

export function violationsOf(response: LightMyRequestResponse): [string, string][] {
  const body = response.json() as { violations: { propertyPath: string; message: string }[] };
  return body.violations.map((violation) => [violation.propertyPath, violation.message]);
}
