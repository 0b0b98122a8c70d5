import { SearchOutlined } from '@ant-design/icons';
import { selectSearch } from '@fidelidade/ui/select-search';
import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import { Col, Input, Row, Select } from 'antd';
import { useCallback } from 'react';
import type { FilterBarProps } from '../../../lib/management/types';
import { filterCategories } from '../../../lib/partner-categories';
import type { PartnerFilterKey } from '../hooks/use-partners-screen';

const options = [...filterCategories];

/** Name search (sent to the API 500 ms after typing stops) and the category select. */
export function PartnerFilters(props: FilterBarProps<PartnerFilterKey>) {
  const { onChange } = props;
  const commitSearch = useCallback((value: string) => onChange('search', value), [onChange]);
  const [search, setSearch] = useDebouncedSearch(props.values.search, commitSearch);
  return (
    <Row gutter={[12, 8]}>
      <Col xs={24} md={12}>
        <Input
          aria-label="Buscar por nome"
          placeholder="Buscar por nome"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
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
          value={props.values.category || undefined}
          onChange={(value?: string) => onChange('category', value ?? '')}
        />
      </Col>
    </Row>
  );
}
