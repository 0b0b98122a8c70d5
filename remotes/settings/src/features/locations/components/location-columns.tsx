import type { Location } from '@fidelidade/contract';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { maskCep } from '../../../lib/masks';

export const locationColumns: TypedColumns<Location> = [
  { title: 'Endereço', dataIndex: 'address', key: 'address' },
  { title: 'Cidade', dataIndex: 'city', key: 'city' },
  { title: 'Estado', dataIndex: 'state', key: 'state', width: 90 },
  {
    title: 'CEP',
    dataIndex: 'zip_code',
    key: 'zip_code',
    width: 120,
    render: (_: unknown, item: Location) => maskCep(item.zip_code ?? item.postal_code) || '—',
  },
];
