import { settingsKeys } from '../../../lib/query-keys';

/** GET partnerships/partners/ (read whole by the management hook). */
export const partnersList = { path: 'partnerships/partners/', queryKey: settingsKeys.partners } as const;
