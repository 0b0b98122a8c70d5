import type { Dealership } from '@fidelidade/contract';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { locationLabel } from '../../../lib/location-label';
import { maskCnpj } from '../../../lib/masks';

export const dealershipColumns: TypedColumns<Dealership> = [
  { title: 'Nome', dataIndex: 'name', key: 'name' },
  { title: 'CNPJ', dataIndex: 'cnpj', key: 'cnpj', render: (cnpj: string) => maskCnpj(cnpj) || cnpj },
  {
    title: 'Ref. Externa',
    dataIndex: 'external_name_ref',
    key: 'external_name_ref',
    render: (ref: string | null) => ref || '—',
  },
  {
    title: 'Localização',
    key: 'location',
    render: (_: unknown, item: Dealership) => locationLabel(item.location),
  },
];
