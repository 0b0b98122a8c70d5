import type { Location } from '@fidelidade/contract';
import { type ManagementConfig, ManagementScreen } from '../../../lib/management/management-screen';
import { createLocation, type LocationValues } from '../api/create-location';
import { deleteLocation } from '../api/delete-location';
import { type locationFilters, locationsList } from '../api/get-locations';
import { updateLocation } from '../api/update-location';
import { locationColumns } from './location-columns';
import { LocationDetails } from './location-details';
import { LocationFilters } from './location-filters';
import { LocationForm } from './location-form';

const config: ManagementConfig<Location, LocationValues, typeof locationFilters> = {
  ...locationsList,
  noun: { singular: 'localização', plural: 'localizações', feminine: true, heading: 'Localização' },
  api: { create: createLocation, update: updateLocation, remove: deleteLocation },
  title: 'Localizações',
  columns: locationColumns,
  rowLabel: (item) => item.address,
  Filters: LocationFilters,
  Form: LocationForm,
  Details: LocationDetails,
};

export const LocationsScreen = () => <ManagementScreen config={config} />;
