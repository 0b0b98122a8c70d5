import { ManagementScreen } from '../../../lib/management/management-screen';
import { useLocationsScreen } from '../hooks/use-locations-screen';
import { locationColumns } from './location-columns';
import { LocationDetails } from './location-details';
import { LocationFilters } from './location-filters';
import { LocationForm } from './location-form';

export function LocationsScreen() {
  const management = useLocationsScreen();
  return (
    <ManagementScreen
      management={management}
      title="Localizações"
      newLabel="Nova Localização"
      formTitles={{ create: 'Nova Localização', edit: 'Editar Localização' }}
      columns={locationColumns}
      rowLabel={(item) => item.address}
      filters={<LocationFilters {...management.filterBar} />}
      renderForm={(props) => <LocationForm {...props} />}
      renderDetails={(props) => <LocationDetails {...props} />}
    />
  );
}
