/// <reference types="google.maps" />
import { BRAZIL_CENTER, COUNTRY_RADIUS_METERS, NEAR_RADIUS_METERS } from './map-constants';
import type { LatLngLike, MapLike, MapsApi } from './maps-api';

/**
 * Places text search: 50 km around `near` when given, otherwise 2000 km around the centre of
 * Brazil (docs/product.md §9). Resolves to the first result's location, or null.
 */
export function textSearch(
  api: Pick<MapsApi<MapLike>, 'places'>,
  term: string,
  near: google.maps.LatLngLiteral | null,
  attributionContainer: HTMLDivElement = document.createElement('div'),
): Promise<LatLngLike | null> {
  const service = new api.places.PlacesService(attributionContainer);
  const request: google.maps.places.TextSearchRequest = {
    query: term,
    location: near ?? BRAZIL_CENTER,
    radius: near ? NEAR_RADIUS_METERS : COUNTRY_RADIUS_METERS,
    region: 'br',
  };
  return new Promise((resolve) => {
    try {
      service.textSearch(request, (results, status) => {
        // A place without coordinates is ignored (docs/product.md §8).
        const hit = status === 'OK' ? results?.find((place) => place.geometry?.location) : undefined;
        resolve(hit?.geometry?.location ?? null);
      });
    } catch {
      resolve(null);
    }
  });
}
