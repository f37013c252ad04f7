import type { AuthenticatedUser, Session, SignOut } from '@espaces/domain/api/authentication';
import type { Credentials } from '@espaces/domain/api/credentials';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../api/client.ts';
import { APP_CONFIG_QUERY_KEY } from '../api/config.ts';
import { hydraDescriptionOf, statusOf } from '../api/errors.ts';
import {
  clearSessionExpiry,
  hasStoredSession,
  storeSessionExpiry,
  subscribeSessionExpiry,
} from '../api/session-expiry.ts';
import { leaveApp } from '../lib/leave-app.ts';
import { toast } from '../ui/toast.tsx';

export const CURRENT_USER_QUERY_KEY = ['authentication', 'user'] as const;

/**
 * A failed user-info fetch clears the session (docs/security.md#sessions). A 401 here only means
 * the session has ended, so it is not the 401 screen; other failures show the server's description
 * (docs/messages.md#error-catalogue).
 */
async function fetchCurrentUser(): Promise<AuthenticatedUser> {
  try {
    return await apiFetch<AuthenticatedUser>('/api/authentication/user', {
      raiseUnauthorized: false,
    });
  } catch (error) {
    clearSessionExpiry();
    const description = hydraDescriptionOf(error);
    if (statusOf(error) !== 401 && description !== null) {
      toast({ message: description, type: 'error' });
    }
    throw error;
  }
}

/**
 * Fetches the user of a stored session ahead of the first render (main.tsx), alongside the page's
 * code: the first render then draws the page in its layout, instead of a loading frame that the
 * page's navigation bar pushes down a moment later. A failure is left to SessionProvider's query.
 */
export async function prefetchCurrentUser(queryClient: QueryClient): Promise<void> {
  if (!hasStoredSession()) return;
  await queryClient.prefetchQuery(CURRENT_USER_AT_START);
}

const CURRENT_USER_AT_START = {
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: fetchCurrentUser,
  staleTime: Infinity,
};

/**
 * The user of a stored session as soon as the server answers (the request `prefetchCurrentUser`
 * sent, not a second one), for a page's data that depends on who asks; null without a session or
 * when it has ended.
 */
export async function userOfStoredSession(
  queryClient: QueryClient,
): Promise<AuthenticatedUser | null> {
  if (!hasStoredSession()) return null;
  return queryClient.ensureQueryData(CURRENT_USER_AT_START).catch(() => null);
}

interface SessionContextValue {
  user: AuthenticatedUser | null;
  /**
   * True while the user of a stored session is being fetched at startup (docs/routes.md#redirects).
   */
  isLoading: boolean;
  signIn: (credentials: Credentials) => Promise<AuthenticatedUser>;
  /**
   * Takes up the session whose cookies the server has just set on a redirect (ProConnect,
   * docs/security.md#proconnect): its user, or a failure when there is none.
   */
  adoptSession: () => Promise<AuthenticatedUser>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const signedIn = useSyncExternalStore(subscribeSessionExpiry, hasStoredSession, () => false);

  const userQuery = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });

  // A session ended elsewhere (401, another tab) must not leave a user in the cache.
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  }, [signedIn, queryClient]);

  const adoptSession = useCallback(
    async (expiresIn?: number): Promise<AuthenticatedUser> => {
      queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      storeSessionExpiry(expiresIn);
      return queryClient.fetchQuery({
        queryKey: CURRENT_USER_QUERY_KEY,
        queryFn: fetchCurrentUser,
        staleTime: 0,
      });
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (credentials: Credentials): Promise<AuthenticatedUser> => {
      queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      const session = await apiFetch<Session>('/api/authentication', {
        method: 'POST',
        body: credentials,
        raiseUnauthorized: false,
        skipSessionRefresh: true,
      });
      return adoptSession(session.expiresIn);
    },
    [queryClient, adoptSession],
  );

  const signOut = useCallback(async (): Promise<void> => {
    let answer: SignOut | undefined;
    try {
      answer = await apiFetch<SignOut | undefined>('/api/authentication/logout', {
        raiseUnauthorized: false,
        skipSessionRefresh: true,
      });
    } catch (error) {
      // The local session ends anyway; the cookies expire on their own.
      console.error('Échec de la déconnexion côté serveur', error);
    } finally {
      clearSessionExpiry();
      // Nothing the previous user could see stays cached; the public configuration does.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== APP_CONFIG_QUERY_KEY[0],
      });
    }
    // A session opened through ProConnect ends there too (docs/security.md#proconnect).
    if (answer) leaveApp(answer.endSessionUrl);
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: signedIn ? (userQuery.data ?? null) : null,
      isLoading: signedIn && userQuery.isPending,
      signIn,
      adoptSession,
      signOut,
    }),
    [signedIn, userQuery.data, userQuery.isPending, signIn, adoptSession, signOut],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

export function useCurrentUser(): AuthenticatedUser | null {
  return useSession().user;
}

/** Logout goes to / (docs/routes.md#redirects). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate('/', { replace: true });
  }, [signOut, navigate]);
}
