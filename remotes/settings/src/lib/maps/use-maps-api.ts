import { useEffect, useState } from 'react';
import { useMapsApiKey } from '../runtime-config';
import type { MapLike, MapsApi } from './maps-api';
import { useMapsLoader } from './maps-loader-context';

export type MapsState =
  | { status: 'loading' }
  | { status: 'no-key' }
  | { status: 'error'; message: string }
  | { status: 'ready'; api: MapsApi<MapLike> };

/** The maps namespace once the run-time key is known and the script has loaded. */
export function useMapsApi(): MapsState {
  const key = useMapsApiKey();
  const load = useMapsLoader();
  const [state, setState] = useState<MapsState>({ status: 'loading' });
  const apiKey = key.data;
  useEffect(() => {
    if (!apiKey) return;
    let current = true;
    load(apiKey).then(
      (api) => current && setState({ status: 'ready', api }),
      (error: unknown) =>
        current &&
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [apiKey, load]);
  if (key.isPending) return { status: 'loading' };
  if (!apiKey) return { status: 'no-key' };
  return state;
}
