import { SearchOutlined } from '@ant-design/icons';
import { selectSearch } from '@fidelidade/ui/select-search';
import { Col, Input, Row, Select } from 'antd';
import type { ManagementFiltersProps } from '../../../lib/management/types';
import { filterCategories } from '../../../lib/partner-categories';
import type { partnerFilters } from '../api/get-partners';

const options = [...filterCategories];

/** Name search (the list's search box: sent to the API 500 ms after typing stops) and the category select. */
export function PartnerFilters(props: ManagementFiltersProps<typeof partnerFilters>) {
  const { filters, setFilter, searchProps } = props.table;
  return (
    <Row gutter={[12, 8]}>
      <Col xs={24} md={12}>
        <Input
          aria-label="Buscar por nome"
          placeholder="Buscar por nome"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          value={searchProps.value}
          onChange={(event) => searchProps.onChange(event.target.value)}
        />
      </Col>
      <Col xs={24} md={12}>
        <Select
          aria-label="Filtrar por categoria"
          placeholder="Todas as categorias"
          allowClear
          showSearch={selectSearch}
          style={{ width: '100%' }}
          options={options}
          value={filters.category || undefined}
          onChange={(value?: string) => setFilter('category', value ?? '')}
        />
      </Col>
    </Row>
  );
}
