import type { Location } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { type LocationValues, locationBody } from './create-location';

export const updateLocation = (id: number, values: LocationValues) =>
  getHttp()
    .put(`partnerships/locations/${id}/`, { json: locationBody(values) })
    .json<Location>();
