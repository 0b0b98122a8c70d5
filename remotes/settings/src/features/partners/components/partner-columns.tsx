import type { Partner } from '@fidelidade/contract';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Tag } from 'antd';
import { categoryLabel } from '../../../lib/partner-categories';

export const partnerColumns: TypedColumns<Partner> = [
  { title: 'Nome da Marca', dataIndex: 'brand_name', key: 'brand_name' },
  {
    title: 'Categoria',
    dataIndex: 'category',
    key: 'category',
    render: (category: string) => <Tag>{categoryLabel(category)}</Tag>,
  },
];
