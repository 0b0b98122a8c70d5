import { settingsKeys } from '../../../lib/query-keys';

/** GET partnerships/partner-locations/ (read whole by the management hook). */
export const partnerLocationsList = {
  path: 'partnerships/partner-locations/',
  queryKey: settingsKeys.partnerLocations,
} as const;
