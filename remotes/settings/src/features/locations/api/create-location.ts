import { getHttp } from '@fidelidade/session';
import type { Location } from './get-locations';

export interface LocationValues {
  address: string;
  city: string;
  state: string;
  zip_code: string | null;
  latitude: string | null;
  longitude: string | null;
}

/**
 * Empty fields are left out of the body rather than sent as null: the API reads an absent field as
 * empty, while a null coordinate can be coerced to 0 by its number schema.
 */
export const locationBody = (values: LocationValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));

export const createLocation = (values: LocationValues) =>
  getHttp()
    .post('partnerships/locations/', { json: locationBody(values) })
    .json<Location>();
