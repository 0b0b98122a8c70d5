import type { Dealership, DealershipBody } from '@fidelidade/contract';
import { type ManagementConfig, ManagementScreen } from '../../../lib/management/management-screen';
import { createDealership } from '../api/create-dealership';
import { deleteDealership } from '../api/delete-dealership';
import { type dealershipFilters, dealershipsList } from '../api/get-dealerships';
import { updateDealership } from '../api/update-dealership';
import { dealershipColumns } from './dealership-columns';
import { DealershipDetails } from './dealership-details';
import { DealershipFilters } from './dealership-filters';
import { DealershipForm } from './dealership-form';

const config: ManagementConfig<Dealership, DealershipBody, typeof dealershipFilters> = {
  ...dealershipsList,
  noun: { singular: 'concessionária', plural: 'concessionárias', feminine: true, heading: 'Concessionária' },
  api: { create: createDealership, update: updateDealership, remove: deleteDealership },
  title: 'Concessionárias',
  columns: dealershipColumns,
  rowLabel: (item) => item.name,
  Filters: DealershipFilters,
  Form: DealershipForm,
  Details: DealershipDetails,
};

export const DealershipsScreen = () => <ManagementScreen config={config} />;
