/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { mapMessages } from './map-constants';
import type { MapsApi } from './maps-api';

let loading: Promise<MapsApi> | null = null;

/**
 * Loads the Maps JavaScript API (maps, places, geocoding, marker) once per page with the key from
 * the run-time config. A failed load can be retried.
 */
export function loadMapsApi(key: string): Promise<MapsApi> {
  if (!loading) {
    setOptions({ key, v: 'weekly', language: 'pt-BR', region: 'BR' });
    loading = Promise.all([
      importLibrary('maps'),
      importLibrary('places'),
      importLibrary('geocoding'),
      importLibrary('marker'),
    ])
      .then((): MapsApi => google.maps)
      .catch((error: unknown) => {
        console.error(mapMessages.apiLoadFailed, error);
        loading = null;
        throw new Error(mapMessages.apiLoadFailed);
      });
  }
  return loading;
}
