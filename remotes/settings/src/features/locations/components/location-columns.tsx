import type { Location } from '@fidelidade/contract';
import type { TableColumnsType } from 'antd';
import { maskCep } from '../../../lib/masks';

export const locationColumns: TableColumnsType<Location> = [
  { title: 'Endereço', dataIndex: 'address', key: 'address' },
  { title: 'Cidade', dataIndex: 'city', key: 'city' },
  { title: 'Estado', dataIndex: 'state', key: 'state', width: 90 },
  {
    title: 'CEP',
    key: 'zip_code',
    width: 120,
    render: (_: unknown, item: Location) => maskCep(item.zip_code ?? item.postal_code) || '—',
  },
];
