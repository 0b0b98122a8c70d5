import { settingsKeys } from '../../../lib/query-keys';

export interface Partner {
  id: number;
  brand_name: string;
  category: string;
  created_at?: string;
  updated_at?: string;
}

/** GET partnerships/partners/ (read whole by the management hook). */
export const partnersList = { path: 'partnerships/partners/', queryKey: settingsKeys.partners };
