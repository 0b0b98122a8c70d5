/// <reference types="google.maps" />
import { geocodeTerm, reverseGeocode } from './geocoding';
import { mapMessages } from './map-constants';
import type { MapLike, MapsApi, SelectedPlace } from './maps-api';
import { textSearch } from './text-search';

export class MapSearchError extends Error {}

/**
 * Manual search (Enter or the search button): geocoding first, then a places text search; a text
 * search hit is reverse geocoded for its address fields. Throws MapSearchError with the docs/product.md §8
 * message when neither finds the term.
 */
export async function searchPlace(
  api: Pick<MapsApi<MapLike>, 'Geocoder' | 'places'>,
  term: string,
  near: google.maps.LatLngLiteral | null = null,
): Promise<SelectedPlace> {
  const trimmed = term.trim();
  const geocoded = await geocodeTerm(api, trimmed);
  if (geocoded) return geocoded;
  const location = await textSearch(api, trimmed, near);
  if (location) return reverseGeocode(api, location);
  throw new MapSearchError(mapMessages.notFound(trimmed));
}
