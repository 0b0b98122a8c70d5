import { Col, Input, Row } from 'antd';
import type { FilterBarProps } from '../../../lib/management/types';
import type { StoreFilterKey } from '../hooks/use-partner-locations-screen';

const fields: Array<{ key: StoreFilterKey; label: string }> = [
  { key: 'store_name', label: 'Filtrar por nome da loja' },
  { key: 'partner', label: 'Filtrar por parceiro' },
  { key: 'city', label: 'Filtrar por cidade' },
];

export function StoreFilters(props: FilterBarProps<StoreFilterKey>) {
  return (
    <Row gutter={12}>
      {fields.map((field) => (
        <Col xs={24} md={8} key={field.key}>
          <Input
            aria-label={field.label}
            placeholder={field.label}
            allowClear
            value={props.values[field.key]}
            onChange={(event) => props.onChange(field.key, event.target.value)}
          />
        </Col>
      ))}
    </Row>
  );
}
