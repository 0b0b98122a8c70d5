import { Form, Input, Select } from 'antd';
import type { FilterValues, KeyOf, UrlFilters } from './use-table-url';

type Options = { value: string; label: string }[];

/** A labelled select of a filter row ('' = all, among the options); each choice goes to the URL. */
export function SelectFilter(props: {
  id: string;
  label: string;
  value: string;
  /** Module-level: a new array per render makes an open Select recompute on every keystroke. */
  options: Options;
  onChange: (value: string) => void;
  width: number;
}) {
  return (
    <Form.Item label={props.label} htmlFor={props.id}>
      <Select<string>
        id={props.id}
        value={props.value}
        options={props.options}
        onChange={props.onChange}
        style={{ width: props.width }}
      />
    </Form.Item>
  );
}

/** A select of `SelectFilters`: the URL filter it sets, and its SelectFilter's id, label and width. */
export interface BoundSelect<Fs extends FilterValues> {
  filter: KeyOf<Fs>;
  id: string;
  label: string;
  options: Options;
  width: number;
}

/** Selects side by side in a filter row, each bound to its filter of the list hook's `table`. */
export function SelectFilters<Fs extends FilterValues>(props: {
  table: Pick<UrlFilters<Fs>, 'filters' | 'setFilter'>;
  /** Module-level, like each one's options. */
  selects: readonly BoundSelect<Fs>[];
}) {
  const { filters, setFilter } = props.table;
  return props.selects.map(({ filter, ...select }) => (
    <SelectFilter
      key={select.id}
      {...select}
      value={filters[filter]}
      onChange={(value) => setFilter(filter, value)}
    />
  ));
}

/**
 * 'De' and 'Até' of a filter row: days (Brasília time, as the API reads them) under the API's
 * `date_from` and `date_to`; neither end can pass the other. Ids `<id>-date-from`, `<id>-date-to`.
 */
export function PeriodFilter(props: {
  id: string;
  filters: { date_from: string; date_to: string };
  setFilter: (key: 'date_from' | 'date_to', value: string) => void;
}) {
  const { filters, setFilter } = props;
  return (
    <>
      <Form.Item label="De" htmlFor={`${props.id}-date-from`}>
        <Input
          id={`${props.id}-date-from`}
          type="date"
          value={filters.date_from}
          max={filters.date_to || undefined}
          onChange={(event) => setFilter('date_from', event.target.value)}
        />
      </Form.Item>
      <Form.Item label="Até" htmlFor={`${props.id}-date-to`}>
        <Input
          id={`${props.id}-date-to`}
          type="date"
          value={filters.date_to}
          min={filters.date_from || undefined}
          onChange={(event) => setFilter('date_to', event.target.value)}
        />
      </Form.Item>
    </>
  );
}
