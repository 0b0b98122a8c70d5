import { Col, Input, Row } from 'antd';
import type { FilterBarProps } from '../../../lib/management/types';
import type { DealershipFilterKey } from '../hooks/use-dealerships-screen';

const fields: Array<{ key: DealershipFilterKey; label: string }> = [
  { key: 'name', label: 'Filtrar por nome' },
  { key: 'cnpj', label: 'Filtrar por CNPJ' },
  { key: 'external_name_ref', label: 'Filtrar por referência externa' },
];

export function DealershipFilters(props: FilterBarProps<DealershipFilterKey>) {
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
