import { Col, Input, Row, Select } from 'antd';
import { ufOptions } from '../../../lib/brazil';
import type { ManagementFiltersProps } from '../../../lib/management/types';
import type { locationFilters } from '../api/get-locations';

export function LocationFilters(props: ManagementFiltersProps<typeof locationFilters>) {
  const { filters: values, setFilter: onChange } = props.table;
  return (
    <Row gutter={12}>
      <Col xs={24} md={10}>
        <Input
          aria-label="Buscar por endereço ou cidade"
          placeholder="Buscar por endereço ou cidade"
          allowClear
          value={values.search}
          onChange={(event) => onChange('search', event.target.value)}
        />
      </Col>
      <Col xs={12} md={6}>
        <Select
          aria-label="Filtrar por estado"
          placeholder="Estado"
          allowClear
          showSearch
          style={{ width: '100%' }}
          options={ufOptions}
          value={values.state || undefined}
          onChange={(value?: string) => onChange('state', value ?? '')}
        />
      </Col>
      <Col xs={12} md={8}>
        <Input
          aria-label="Filtrar por CEP"
          placeholder="CEP"
          allowClear
          maxLength={9}
          value={values.zip}
          onChange={(event) => onChange('zip', event.target.value)}
        />
      </Col>
    </Row>
  );
}
