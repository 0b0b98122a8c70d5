import type { PartnerLocation } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
import { type ManagementConfig, ManagementScreen } from '../../../lib/management/management-screen';
import { createPartnerLocation } from '../api/create-partner-location';
import { deletePartnerLocation } from '../api/delete-partner-location';
import { partnerLocationsList, type storeFilters } from '../api/get-partner-locations';
import type { PartnerLocationValues } from '../api/store-form-data';
import { updatePartnerLocation } from '../api/update-partner-location';
import { storeColumns } from './store-columns';
import { StoreDetails } from './store-details';
import { StoreFilters } from './store-filters';
import { StoreForm } from './store-form';

const config: ManagementConfig<PartnerLocation, PartnerLocationValues, typeof storeFilters> = {
  ...partnerLocationsList,
  noun: {
    singular: 'loja de parceiro',
    plural: 'lojas de parceiros',
    feminine: true,
    heading: 'Loja de Parceiro',
  },
  api: { create: createPartnerLocation, update: updatePartnerLocation, remove: deletePartnerLocation },
  title: 'Lojas de Parceiros',
  columns: storeColumns,
  rowLabel: (item) => item.store_name,
  // The stores count what the filters keep, and clear with 'Limpar'.
  counter: (filtered) => `${formatNumber(filtered)} loja(s) encontrada(s)`,
  clearLabel: 'Limpar',
  emptyText: { noMatch: 'Nenhuma loja encontrada', emptyList: 'Nenhuma loja de parceiro cadastrada' },
  Filters: StoreFilters,
  Form: StoreForm,
  Details: StoreDetails,
};

export const PartnerLocationsScreen = () => <ManagementScreen config={config} />;
