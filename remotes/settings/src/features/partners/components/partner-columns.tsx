import type { Partner } from '@fidelidade/contract';
import { type TableColumnsType, Tag } from 'antd';
import { categoryLabel } from '../../../lib/partner-categories';

export const partnerColumns: TableColumnsType<Partner> = [
  { title: 'Nome da Marca', dataIndex: 'brand_name', key: 'brand_name' },
  {
    title: 'Categoria',
    dataIndex: 'category',
    key: 'category',
    render: (category: string) => <Tag>{categoryLabel(category)}</Tag>,
  },
];
