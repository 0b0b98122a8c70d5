import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { loadRemoteModule, versionCandidates } from '../load-remote-module';
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
  // attempt: user retries; skip: versions passed over because they crashed while rendering.
  const [load, setLoad] = useState({ attempt: 0, skip: 0 });
  // Which version rendered; -1 until one loaded (a load failure is not a render crash).
  const loadedIndex = useRef(-1);
  // A rejected React.lazy stays rejected: each retry needs a new lazy component. Only a retry or a
  // fallback recreates it; a manifest refresh alone must not reload a working screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is the trigger; manifest is read when it changes
  const Screen = useMemo(
    () =>
      lazy(async () => {
        loadedIndex.current = -1;
        const loaded = await loadRemoteModule(manifest, remote, module, { skip: load.skip });
        loadedIndex.current = loaded.candidateIndex;
        return loaded;
      }),
    [remote, module, load],
  );
  const retry = () => {
    void reload().finally(() => setLoad((current) => ({ attempt: current.attempt + 1, skip: 0 })));
  };
  // A version that loads but crashes on render: fall back to the next known-good one, if any.
  const onRenderError = (error: Error) => {
    if (loadedIndex.current < 0) return false;
    const next = loadedIndex.current + 1;
    if (next >= versionCandidates(manifest, remote).length) return false;
    reportRemoteFailure(`Remote ${remote} falhou ao renderizar; usando a versão anterior`, error);
    setLoad((current) => ({ attempt: current.attempt + 1, skip: next }));
    return true;
  };
  return (
    <RemoteErrorBoundary key={`${remote}:${module}:${load.attempt}`} onRetry={retry} onError={onRenderError}>
      <Suspense fallback={<RemoteLoading />}>
        {/* The status attribute lets the registry's smoke check see that the screen rendered. */}
        <div data-remote={remote} data-remote-status="ready">
          <Screen />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
