import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRemoteModule } from '../load-remote-module';
import { useRemoteManifest } from '../remote-manifest-context';
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
  // A rejected React.lazy stays rejected: each retry needs a new lazy component. Only a
  // retry (attempt) recreates it; a manifest refresh alone must not reload a working screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  const Screen = useMemo(
    () => lazy(() => loadRemoteModule(manifest, remote, module)),
    [remote, module, attempt],
  );
  const retry = () => {
    void reload().finally(() => setAttempt((value) => value + 1));
  };
  return (
    <RemoteErrorBoundary key={`${remote}:${module}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        {/* The status attribute lets the registry's smoke check see that the screen rendered. */}
        <div data-remote={remote} data-remote-status="ready">
          <Screen />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
