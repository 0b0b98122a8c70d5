import { getHttp } from '@fidelidade/session';
import type { DealershipValues } from './create-dealership';
import type { Dealership } from './get-dealerships';

export const updateDealership = (id: number, values: DealershipValues) =>
  getHttp().put(`partnerships/dealerships/${id}/`, { json: values }).json<Dealership>();
