/// <reference types="google.maps" />
import { UFS } from '@fidelidade/contract/enums';
import { maskCep } from '../masks';
import type { SelectedPlace } from './maps-api';

type Component = google.maps.GeocoderAddressComponent;

const find = (components: Component[], type: string) => components.find((c) => c.types.includes(type));

/** The form's address fields from a geocoder or place answer (missing parts are left out). */
export function addressFromComponents(
  components: Component[] | undefined,
  formattedAddress?: string,
): Omit<SelectedPlace, 'latitude' | 'longitude'> {
  const list = components ?? [];
  const route = find(list, 'route')?.long_name;
  const number = find(list, 'street_number')?.long_name;
  const street = route ? [route, number].filter(Boolean).join(', ') : formattedAddress?.split(',')[0]?.trim();
  const city = (find(list, 'locality') ?? find(list, 'administrative_area_level_2'))?.long_name;
  const uf = find(list, 'administrative_area_level_1')?.short_name;
  const state = UFS.find((code) => code === uf);
  const postal = find(list, 'postal_code')?.long_name;
  return {
    ...(street ? { address: street } : {}),
    ...(city ? { city } : {}),
    ...(state ? { state } : {}),
    ...(postal ? { zip_code: maskCep(postal) } : {}),
  };
}
