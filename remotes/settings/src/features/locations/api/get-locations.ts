import { settingsKeys } from '../../../lib/query-keys';

export interface Location {
  id: number;
  address: string;
  city: string;
  state: string;
  zip_code: string | null;
  postal_code?: string | null;
  country?: string;
  /** Strings with 9 decimals, or null when never chosen on the map. */
  latitude: string | null;
  longitude: string | null;
  created_at?: string;
  updated_at?: string;
}

/** GET partnerships/locations/ (read whole by the management hook). */
export const locationsList = { path: 'partnerships/locations/', queryKey: settingsKeys.locations };
