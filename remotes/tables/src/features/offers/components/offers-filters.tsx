import { OFFER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { selectSearch } from '@fidelidade/ui/select-search';
import { Checkbox, Form, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { SearchField } from '../../../components/search-field';
import { useOfferPlaces } from '../api/get-offer-places';
import { offerPlaceOptions } from '../lib/offer-place';
import { listedOfferTypes } from './offer-labels';

interface OffersFiltersProps {
  search: string;
  activeOnly: boolean;
  validOnly: boolean;
  type: string;
  place: string;
  onSearch: (value: string) => void;
  onActiveOnly: (checked: boolean) => void;
  onValidOnly: (checked: boolean) => void;
  onType: (value: string) => void;
  onPlace: (value: string | undefined) => void;
  active: boolean;
  onClear: () => void;
  /** The list's actions at the row's end ('Exportar CSV'). */
  actions?: ReactNode;
}

const typeOptions = [
  { value: '', label: 'Todos' },
  ...listedOfferTypes.map((value) => ({ value, label: OFFER_TYPE_LABELS[value] })),
];

export function OffersFilters(props: OffersFiltersProps) {
  const [opened, setOpened] = useState(false);
  const places = useOfferPlaces(opened || props.place !== '');
  return (
    <FilterBar
      label="Filtros de ofertas"
      active={props.active}
      onClear={props.onClear}
      actions={props.actions}
    >
      <SearchField
        id="offers-search"
        value={props.search}
        onSearch={props.onSearch}
        placeholder="Título ou descrição"
      />
      <Form.Item label="Tipo" htmlFor="offers-type">
        <Select<string>
          id="offers-type"
          value={props.type}
          options={typeOptions}
          onChange={props.onType}
          style={{ width: 230 }}
        />
      </Form.Item>
      <Form.Item label="Local" htmlFor="offers-place">
        <Select<string>
          id="offers-place"
          value={props.place}
          options={offerPlaceOptions(places.data)}
          onChange={props.onPlace}
          onOpenChange={(open) => open && setOpened(true)}
          showSearch={selectSearch}
          loading={places.isFetching}
          style={{ width: 260 }}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={props.activeOnly} onChange={(event) => props.onActiveOnly(event.target.checked)}>
          Apenas ativas
        </Checkbox>
      </Form.Item>
      <Form.Item>
        <Checkbox checked={props.validOnly} onChange={(event) => props.onValidOnly(event.target.checked)}>
          Apenas válidas
        </Checkbox>
      </Form.Item>
    </FilterBar>
  );
}
