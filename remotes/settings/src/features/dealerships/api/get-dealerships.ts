import { settingsKeys } from '../../../lib/query-keys';

export interface DealershipLocation {
  id: number;
  address: string;
  city: string;
  state: string;
  country?: string;
  postal_code?: string | null;
  zip_code?: string | null;
}

export interface Dealership {
  id: number;
  name: string;
  cnpj: string;
  external_name_ref: string | null;
  location: DealershipLocation | null;
  location_id?: number | null;
  created_at?: string;
  updated_at?: string;
}

/** GET partnerships/dealerships/ (read whole by the management hook). */
export const dealershipsList = { path: 'partnerships/dealerships/', queryKey: settingsKeys.dealerships };
