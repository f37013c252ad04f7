import type {
  CompanyRegisterEntry,
  CompanyRegisterLookup,
  CompanyRegisterOutcome,
} from '@espaces/domain/api/company-register';
import type { OrganizationIdentifier } from '@espaces/domain/organizations/identifiers';
import { createLookupCache } from './lookup-cache.ts';
import { entryFromSearch, searchAnswerSchema } from './register-answer.ts';

/**
 * The company register (docs/organisations.md#company-register): the « API Recherche
 * d’entreprises » or any server answering like it at `url`. A lookup never throws: a register
 * that is slow (past `timeoutMs`), unreachable or answers an error gives `unavailable`, and the
 * user types the details by hand.
 */
export interface CompanyRegister {
  lookup(identifier: OrganizationIdentifier): Promise<CompanyRegisterLookup>;
}

export interface CompanyRegisterSettings {
  url: string;
  timeoutMs: number;
  /** Why the register was unavailable, for the log. */
  onFailure?: (reason: string) => void;
  now?: () => number;
}

/** Enough for the one establishment asked for among homonyms of a full-text search. */
const RESULTS_PER_PAGE = '10';

function searchUrl(base: string, identifier: string): string {
  const url = new URL('search', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('q', identifier);
  url.searchParams.set('per_page', RESULTS_PER_PAGE);
  return url.href;
}

export function createCompanyRegister(settings: CompanyRegisterSettings): CompanyRegister {
  const cache = createLookupCache<CompanyRegisterLookup>(settings.now ?? Date.now);

  async function ask(identifier: OrganizationIdentifier): Promise<CompanyRegisterLookup> {
    const answer = (
      outcome: CompanyRegisterOutcome,
      entry: CompanyRegisterEntry | null = null,
    ): CompanyRegisterLookup => ({
      '@type': 'CompanyRegisterLookup',
      identifier: identifier.value,
      outcome,
      entry,
    });
    try {
      // fetch looked up at call time, like the captcha's, so a test may stand in for it.
      const response = await fetch(searchUrl(settings.url, identifier.value), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) {
        settings.onFailure?.(`HTTP ${response.status}`);
        return answer('unavailable');
      }
      const body = searchAnswerSchema.safeParse(await response.json());
      if (!body.success) {
        settings.onFailure?.('unexpected answer');
        return answer('unavailable');
      }
      const entry = entryFromSearch(body.data.results, identifier);
      return entry === null ? answer('not_found') : answer('found', entry);
    } catch (error) {
      settings.onFailure?.(error instanceof Error ? error.name : 'failure');
      return answer('unavailable');
    }
  }

  return {
    async lookup(identifier) {
      const cached = cache.get(identifier.value);
      if (cached !== undefined) return cached;
      const result = await ask(identifier);
      // Only answers are kept: the register may be back at the next attempt.
      if (result.outcome !== 'unavailable') cache.set(identifier.value, result);
      return result;
    },
  };
}
