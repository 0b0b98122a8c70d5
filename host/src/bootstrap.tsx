import { configureHttp, listenForCrossTabLogout, sessionStore } from '@fidelidade/session';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { fetchRuntimeConfig } from './app/runtime-config';
import { fetchRemoteManifest } from './features/remotes/remote-manifest';

async function start() {
  const config = await fetchRuntimeConfig();
  // Fetched in parallel with nothing else blocking: remotes are registered per route, lazily.
  const manifest = await fetchRemoteManifest(config.remotesManifestUrl);
  const router = createAppRouter();
  const toLogin = () => void router.navigate('/auth/login', { replace: true });
  configureHttp({
    baseUrl: new URL(config.apiBaseUrl, window.location.origin).toString(),
    onSessionExpired: () => {
      sessionStore.getState().clearSession();
      toLogin();
    },
  });
  listenForCrossTabLogout(toLogin);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root ausente');
  createRoot(root).render(
    <App router={router} manifestUrl={config.remotesManifestUrl} manifest={manifest} />,
  );
}

void start();
