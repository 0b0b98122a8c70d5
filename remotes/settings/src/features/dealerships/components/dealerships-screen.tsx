import { ManagementScreen } from '../../../lib/management/management-screen';
import { useDealershipsScreen } from '../hooks/use-dealerships-screen';
import { dealershipColumns } from './dealership-columns';
import { DealershipDetails } from './dealership-details';
import { DealershipFilters } from './dealership-filters';
import { DealershipForm } from './dealership-form';

export function DealershipsScreen() {
  const management = useDealershipsScreen();
  return (
    <ManagementScreen
      management={management}
      title="Concessionárias"
      newLabel="Nova Concessionária"
      formTitles={{ create: 'Nova Concessionária', edit: 'Editar Concessionária' }}
      columns={dealershipColumns}
      rowLabel={(item) => item.name}
      filters={<DealershipFilters {...management.filterBar} />}
      renderForm={(props) => <DealershipForm {...props} />}
      renderDetails={(props) => <DealershipDetails {...props} />}
    />
  );
}
