import type { Partner } from '@fidelidade/contract';
import { type ManagementConfig, ManagementScreen } from '../../../lib/management/management-screen';
import { createPartner, type PartnerValues } from '../api/create-partner';
import { deletePartner } from '../api/delete-partner';
import { type partnerFilters, partnersList } from '../api/get-partners';
import { updatePartner } from '../api/update-partner';
import { partnerColumns } from './partner-columns';
import { PartnerDetails } from './partner-details';
import { PartnerFilters } from './partner-filters';
import { PartnerForm } from './partner-form';

const config: ManagementConfig<Partner, PartnerValues, typeof partnerFilters> = {
  ...partnersList,
  noun: { singular: 'parceiro', plural: 'parceiros', feminine: false, heading: 'Parceiro' },
  api: { create: createPartner, update: updatePartner, remove: deletePartner },
  title: 'Parceiros',
  columns: partnerColumns,
  rowLabel: (item) => item.brand_name,
  Filters: PartnerFilters,
  Form: PartnerForm,
  Details: PartnerDetails,
};

export const PartnersScreen = () => <ManagementScreen config={config} />;
