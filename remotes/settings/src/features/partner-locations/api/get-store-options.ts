import type { Partner } from '@fidelidade/contract';
import { useWholeList } from '@fidelidade/ui/whole-list';
import { settingsKeys } from '../../../lib/query-keys';

/**
 * Partners for the store form's select (under the Parceiros tab's cache key, so an edit there shows
 * here), in alphabetical order: the lists' own default is newest first.
 */
export const usePartnerOptions = () =>
  useWholeList<Partner>(settingsKeys.partners, 'partnerships/partners/', { ordering: 'brand_name' });
