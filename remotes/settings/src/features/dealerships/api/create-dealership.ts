import type { Dealership, DealershipBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';

/** The form always sends external_name_ref (null when empty) and location_id as a whole number. */
export const createDealership = (values: DealershipBody) =>
  getHttp().post('partnerships/dealerships/', { json: values }).json<Dealership>();
