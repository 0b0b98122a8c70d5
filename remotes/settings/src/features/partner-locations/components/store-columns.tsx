import type { PartnerLocation } from '@fidelidade/contract';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { locationLabel } from '../../../lib/location-label';

export const storeColumns: TypedColumns<PartnerLocation> = [
  { title: 'Nome da Loja', dataIndex: 'store_name', key: 'store_name' },
  {
    title: 'Parceiro',
    // Sorted by the API on the partner's brand name (the `partner` ordering field).
    dataIndex: 'partner',
    key: 'partner',
    render: (_: unknown, item: PartnerLocation) => item.partner?.brand_name ?? '—',
  },
  {
    title: 'Localização',
    key: 'location',
    render: (_: unknown, item: PartnerLocation) => locationLabel(item.location),
  },
];
