import type { Dealership, DealershipBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';

export const updateDealership = (id: number, values: DealershipBody) =>
  getHttp().put(`partnerships/dealerships/${id}/`, { json: values }).json<Dealership>();
