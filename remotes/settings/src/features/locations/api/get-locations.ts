import { settingsKeys } from '../../../lib/query-keys';

/** GET partnerships/locations/ (read whole by the management hook). */
export const locationsList = { path: 'partnerships/locations/', queryKey: settingsKeys.locations } as const;
