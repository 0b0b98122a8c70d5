import { OFFER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { FilterBar } from '@fidelidade/ui/filter-bar';
import { SelectFilter } from '@fidelidade/ui/filter-fields';
import { SearchField } from '@fidelidade/ui/search-field';
import { selectSearch } from '@fidelidade/ui/select-search';
import type { TableFilters } from '@fidelidade/ui/use-table';
import { Checkbox, Form, Select } from 'antd';
import { useState } from 'react';
import { useOfferPlaces } from '../api/get-offer-places';
import type { offersListFilters } from '../api/get-offers-list';
import { offerPlaceOptions } from '../lib/offer-place';
import { listedOfferTypes } from './offer-labels';

const typeOptions = [
  { value: '', label: 'Todos' },
  ...listedOfferTypes.map((value) => ({ value, label: OFFER_TYPE_LABELS[value] })),
];

const flag = (checked: boolean) => (checked ? 'true' : '');

export function OffersFilters(props: { table: TableFilters<typeof offersListFilters> }) {
  const { filters, setFilter } = props.table;
  const [opened, setOpened] = useState(false);
  const places = useOfferPlaces(opened || filters.local !== '');
  return (
    <FilterBar
      label="Filtros de ofertas"
      {...props.table.filterProps}
      actions={<ExportCsvButton {...props.table.exportProps} />}
    >
      <SearchField id="offers-search" {...props.table.searchProps} placeholder="Título ou descrição" />
      <SelectFilter
        id="offers-type"
        label="Tipo"
        value={filters.type}
        options={typeOptions}
        onChange={(value) => setFilter('type', value)}
        width={230}
      />
      <Form.Item label="Local" htmlFor="offers-place">
        <Select<string>
          id="offers-place"
          value={filters.local}
          options={offerPlaceOptions(places.data)}
          onChange={(value: string | undefined) => setFilter('local', value ?? '')}
          onOpenChange={(open) => open && setOpened(true)}
          showSearch={selectSearch}
          loading={places.isFetching}
          style={{ width: 260 }}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox
          checked={filters.active_only === 'true'}
          onChange={(event) => setFilter('active_only', flag(event.target.checked))}
        >
          Apenas ativas
        </Checkbox>
      </Form.Item>
      <Form.Item>
        <Checkbox
          checked={filters.valid_only === 'true'}
          onChange={(event) => setFilter('valid_only', flag(event.target.checked))}
        >
          Apenas válidas
        </Checkbox>
      </Form.Item>
    </FilterBar>
  );
}
