import { settingsKeys } from '../../../lib/query-keys';

export interface StorePartner {
  id: number;
  brand_name: string;
  category: string;
}

export interface StoreLocation {
  id: number;
  address: string;
  city: string;
  state: string;
  country?: string;
  postal_code?: string | null;
  zip_code?: string | null;
}

export interface PartnerLocation {
  id: number;
  store_name: string;
  partner: StorePartner;
  location: StoreLocation;
  logo: string | null;
  created_at?: string;
  updated_at?: string;
}

/** GET partnerships/partner-locations/ (read whole by the management hook). */
export const partnerLocationsList = {
  path: 'partnerships/partner-locations/',
  queryKey: settingsKeys.partnerLocations,
};
