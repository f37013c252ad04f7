import { checkAccess, type AccessCheck } from '@espaces/domain/access/checks';
import { shouldRememberReferer } from '@espaces/domain/access/referer';
import { homePathFor } from '@espaces/domain/access/roles';
import { ORGANIZATION_NOT_VALIDATED } from '@espaces/domain/shell-messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { rememberReferer } from '../lib/referer-cookie.ts';
import { useCurrentUser } from '../session/session.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { toast, TOAST_DURATION } from '../ui/toast.tsx';
import { LazyErrorScreen } from './lazy-overlays.tsx';

/**
 * Role-level route guard (docs/access.md#where-the-checks-run): the same `checkAccess` as the
 * server, without a resource. Resource-level checks (this facility, this booking) are the server's
 * 403/404.
 */
export function RouteGuard({
  access,
  children,
}: {
  access: AccessCheck | null;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  if (access === null) return children;
  const decision = checkAccess(access, user);
  if (decision.allowed) return children;
  switch (decision.reason) {
    case 'unauthenticated':
      return <RedirectToLogin />;
    case 'already_authenticated':
      return <Navigate to={user ? homePathFor(user) : '/'} replace />;
    case 'organization_not_validated':
      return <LeaveUnvalidatedOrganization />;
    case 'forbidden':
      return <LazyErrorScreen statusCode={403} />;
  }
}

/**
 * Remember (docs/routes.md#redirects) where the visitor was going (except public paths), then ask
 * to log in.
 */
function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const path = `${location.pathname}${location.search}`;
    if (shouldRememberReferer(location.pathname)) rememberReferer(path);
    void navigate('/connexion', { replace: true });
  }, [location, navigate]);
  return <PageLoader />;
}

/**
 * Spaces need a validated organisation (docs/access.md#access-checks); say so for 3 s and go back.
 */
function LeaveUnvalidatedOrganization() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast({ message: ORGANIZATION_NOT_VALIDATED, type: 'error', autoClose: TOAST_DURATION.medium });
    if (hasInAppHistory()) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
  return <PageLoader />;
}

/** react-router numbers its history entries (`idx`); 0 means the app was entered here. */
function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}
