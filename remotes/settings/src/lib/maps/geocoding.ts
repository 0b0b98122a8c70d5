import { addressFromComponents } from './address-from-components';
import { roundCoordinate } from './map-constants';
import type { LatLngLike, MapLike, MapsApi, SelectedPlace } from './maps-api';

export function placeAt(location: LatLngLike, fields: Omit<SelectedPlace, 'latitude' | 'longitude'> = {}) {
  return { latitude: roundCoordinate(location.lat()), longitude: roundCoordinate(location.lng()), ...fields };
}

/** Geocodes a typed term inside Brazil; null when nothing (or nothing with coordinates) is found. */
export async function geocodeTerm(
  api: Pick<MapsApi<MapLike>, 'Geocoder'>,
  term: string,
): Promise<SelectedPlace | null> {
  try {
    const { results } = await new api.Geocoder().geocode({
      address: term,
      componentRestrictions: { country: 'BR' },
      region: 'br',
    });
    const hit = results.find((result) => result.geometry?.location);
    if (!hit) return null;
    return placeAt(
      hit.geometry.location,
      addressFromComponents(hit.address_components, hit.formatted_address),
    );
  } catch {
    // The geocoder rejects on ZERO_RESULTS as on errors: both mean "try the text search".
    return null;
  }
}

/** Address fields for a point; a failure still returns the coordinates (docs/product.md §8). */
export async function reverseGeocode(
  api: Pick<MapsApi<MapLike>, 'Geocoder'>,
  location: LatLngLike,
): Promise<SelectedPlace> {
  try {
    const { results } = await new api.Geocoder().geocode({
      location: { lat: location.lat(), lng: location.lng() },
    });
    const first = results[0];
    return placeAt(
      location,
      first ? addressFromComponents(first.address_components, first.formatted_address) : {},
    );
  } catch {
    return placeAt(location);
  }
}
