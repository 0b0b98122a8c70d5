import type { Location, LocationBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';

type FilledByText = 'zip_code' | 'latitude' | 'longitude';

/**
 * The location form's values: LocationBody as the form fills it. `state` is the select's text (a
 * location saved with a state outside the UF list keeps it, and the API answers 400); the other
 * optional fields are text, null when empty.
 */
export type LocationValues = Pick<LocationBody, 'address' | 'city'> & { state: string } & {
  [K in FilledByText]: Extract<LocationBody[K], string> | null;
};

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
