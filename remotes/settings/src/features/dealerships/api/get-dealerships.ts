import { settingsKeys } from '../../../lib/query-keys';

/** GET partnerships/dealerships/ (read whole by the management hook). */
export const dealershipsList = {
  path: 'partnerships/dealerships/',
  queryKey: settingsKeys.dealerships,
} as const;
