import { useSession } from '@fidelidade/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor, sessionExpired } from '../lib/login-redirect';

/**
 * Without a session, every /admin/* path goes to the login screen, which returns here after signing
 * in (`?next=`) and says when the session expired (docs/product.md §2.1).
 */
export function RequireSession(props: { children: ReactNode }) {
  const signedIn = useSession((state) => state.token !== null && state.user !== null);
  const location = useLocation();
  if (signedIn) return props.children;
  const here = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={loginPathFor(here, sessionExpired())} replace />;
}
