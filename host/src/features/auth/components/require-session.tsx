import { useSession } from '@fidelidade/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** Without a session, every /admin/* path goes to the login screen. */
export function RequireSession(props: { children: ReactNode }) {
  const signedIn = useSession((state) => state.token !== null && state.user !== null);
  return signedIn ? props.children : <Navigate to="/auth/login" replace />;
}
