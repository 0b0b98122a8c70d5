import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { fetchRemoteManifest, type RemoteManifest } from './remote-manifest';

interface RemoteManifestState {
  manifest: RemoteManifest;
  /** Fetches the live manifest again (a retry may find a newly promoted or rolled-back version). */
  reload: () => Promise<RemoteManifest>;
}

const RemoteManifestContext = createContext<RemoteManifestState | null>(null);

export function RemoteManifestProvider(props: { url: string; initial: RemoteManifest; children: ReactNode }) {
  const { url, initial, children } = props;
  const [manifest, setManifest] = useState(initial);
  const reload = useCallback(async () => {
    const next = await fetchRemoteManifest(url);
    // An unreachable or invalid manifest comes back empty: keep the last known one, or one failed
    // retry would make every remote look unavailable.
    if (Object.keys(next.remotes).length === 0) return manifest;
    setManifest(next);
    return next;
  }, [url, manifest]);
  const value = useMemo(() => ({ manifest, reload }), [manifest, reload]);
  return <RemoteManifestContext.Provider value={value}>{children}</RemoteManifestContext.Provider>;
}

export function useRemoteManifest(): RemoteManifestState {
  const state = useContext(RemoteManifestContext);
  if (!state) throw new Error('useRemoteManifest fora de RemoteManifestProvider');
  return state;
}
