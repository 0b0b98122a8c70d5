import type { Location, Partner } from '@fidelidade/contract';
import { useManagementList } from '../../../lib/management/use-management-list';
import { settingsKeys } from '../../../lib/query-keys';

/** Partners and locations for the form's selects (same caches as their own tabs). */
export const usePartnerOptions = () =>
  useManagementList<Partner>(settingsKeys.partners, 'partnerships/partners/');

export const useStoreLocationOptions = () =>
  useManagementList<Location>(settingsKeys.locations, 'partnerships/locations/');
