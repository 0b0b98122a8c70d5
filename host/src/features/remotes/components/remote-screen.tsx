import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { markVersionBad, pageActions } from '../bad-versions';
import { loadRemoteModule } from '../load-remote-module';
import { useRemoteManifest } from '../remote-manifest-context';
import { reportRemoteFailure } from '../report-remote-failure';
import { RemoteErrorBoundary } from './remote-error-boundary';

export function RemoteLoading() {
  return (
    <Card aria-busy="true" aria-label="Carregando tela" data-remote-status="loading">
      <Skeleton active paragraph={{ rows: 5 }} />
    </Card>
  );
}

/** Renders one exposed module of a remote with a loading state and a retry that needs no page reload. */
export function RemoteScreen(props: { remote: string; module: string }) {
  const { remote, module } = props;
  const { manifest, reload } = useRemoteManifest();
  const [attempt, setAttempt] = useState(0);
  // The version that rendered (null until one loaded: a load failure is not a render crash).
  const loaded = useRef<{ version: string; hasFallback: boolean } | null>(null);
  // A rejected React.lazy stays rejected: each retry needs a new lazy component. Only a retry
  // recreates it; a manifest refresh alone must not reload a working screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  const Screen = useMemo(
    () =>
      lazy(async () => {
        loaded.current = null;
        const result = await loadRemoteModule(manifest, remote, module);
        loaded.current = result;
        return result;
      }),
    [remote, module, attempt],
  );
  const retry = () => {
    void reload().finally(() => setAttempt((value) => value + 1));
  };
  // A version that loads but crashes on render is reported; the page reloads without it when a good
  // one exists, and the reloaded page sends the report (a beacon sent just before the reload was
  // cut in Chromium, and the release watcher missed that session). (Nothing loaded: a load failure,
  // which the loader has reported.)
  const onRenderError = (error: Error) => {
    if (!loaded.current) return false;
    const { version, hasFallback } = loaded.current;
    const message = `Remote ${remote}@${version} falhou ao renderizar`;
    reportRemoteFailure(
      { remote, version, kind: 'render' },
      hasFallback ? `${message}; usando a versão anterior` : message,
      error,
      { fromNextLoad: hasFallback },
    );
    if (!hasFallback) return false;
    markVersionBad(remote, version);
    pageActions.reload();
    return true;
  };
  return (
    <RemoteErrorBoundary key={`${remote}:${module}:${attempt}`} onRetry={retry} onError={onRenderError}>
      <Suspense fallback={<RemoteLoading />}>
        {/* The status attribute lets the registry's smoke check see that the screen rendered. */}
        <div data-remote={remote} data-remote-status="ready">
          <Screen />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
