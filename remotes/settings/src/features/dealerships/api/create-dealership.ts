import { getHttp } from '@fidelidade/session';
import type { Dealership } from './get-dealerships';

export interface DealershipValues {
  name: string;
  cnpj: string;
  external_name_ref: string | null;
  /** The selected location id as a whole number (SPEC §5). */
  location_id: number;
}

export const createDealership = (values: DealershipValues) =>
  getHttp().post('partnerships/dealerships/', { json: values }).json<Dealership>();
