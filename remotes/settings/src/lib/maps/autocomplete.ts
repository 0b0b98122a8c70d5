import { addressFromComponents } from './address-from-components';
import { placeAt } from './geocoding';
import { mapMessages } from './map-constants';
import type { MapLike, MapsApi, MapsEventListenerLike, SelectedPlace } from './maps-api';

/**
 * Places autocomplete on the search box, restricted to Brazil. A suggestion without coordinates
 * is ignored. Throws 'Erro ao carregar sistema de busca' when the places library is unusable.
 */
export function attachAutocomplete(
  api: Pick<MapsApi<MapLike>, 'places'>,
  input: HTMLInputElement | null | undefined,
  onPlace: (place: SelectedPlace) => void,
): MapsEventListenerLike {
  try {
    if (!input) throw new Error('no input');
    const autocomplete = new api.places.Autocomplete(input, {
      componentRestrictions: { country: 'br' },
      fields: ['geometry', 'address_components', 'formatted_address'],
    });
    return autocomplete.addListener('place_changed', () => {
      const place = autocomplete.getPlace();
      const location = place.geometry?.location;
      if (!location) return;
      onPlace(placeAt(location, addressFromComponents(place.address_components, place.formatted_address)));
    });
  } catch {
    throw new Error(mapMessages.searchUnavailable);
  }
}
