import { createContext, useContext } from 'react';
import type { MapLike, MapsApi } from './maps-api';
import { loadMapsApi } from './maps-loader';

/** How the map components get `google.maps`; tests provide a loader that returns a fake. */
export const MapsLoaderContext = createContext<(key: string) => Promise<MapsApi<MapLike>>>(loadMapsApi);

export const useMapsLoader = () => useContext(MapsLoaderContext);
