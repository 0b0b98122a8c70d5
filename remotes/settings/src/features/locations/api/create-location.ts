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

export const createLocation = (values: LocationValues) =>
  getHttp().post('partnerships/locations/', { json: values }).json<Location>();
