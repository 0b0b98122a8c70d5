import { configureHttp, listenForCrossTabLogout, sessionStore } from '@fidelidade/session';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { loginPathFor, markSessionExpired } from './features/auth/lib/login-redirect';
import { configureBeacons } from './features/remotes/api-beacon';
import { startEarly } from './features/remotes/early-start';
import { sendFailureReports } from './features/remotes/report-remote-failure';
import { reportUncaughtRemoteErrors } from './features/remotes/report-uncaught-errors';
import { prepareTelemetrySession } from './features/remotes/telemetry-session';

async function start() {
  // Requested by the entry already (in parallel with this chunk); remotes are registered per route.
  const { config: configReady, manifest: manifestReady } = startEarly();
  const config = await configReady;
  const manifest = await manifestReady;
  const router = createAppRouter();
  // Back to the sign-in, which returns to the screen that was open (docs/product.md §2.1).
  const toLogin = (expired: boolean) => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate(loginPathFor(`${pathname}${search}${hash}`, expired), { replace: true });
  };
  configureHttp({
    baseUrl: new URL(config.apiBaseUrl, window.location.origin).toString(),
    onSessionExpired: () => {
      markSessionExpired();
      sessionStore.getState().clearSession();
      toLogin(true);
    },
  });
  listenForCrossTabLogout(() => toLogin(false));
  // Remote failures and sessions go to the API, which stores them for operators (docs/operations.md).
  configureBeacons(config.apiBaseUrl);
  // The id the API vouches for, fetched while the first screen loads (its beacons use it).
  void prepareTelemetrySession();
  // Failure reports an earlier load of this tab made but could not send before it went.
  sendFailureReports();
  reportUncaughtRemoteErrors();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root ausente');
  createRoot(root).render(
    <App router={router} manifestUrl={config.remotesManifestUrl} manifest={manifest} />,
  );
}

void start();
