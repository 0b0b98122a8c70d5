import { ListTable } from '@fidelidade/ui/list-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { useTable } from '@fidelidade/ui/use-table';
import { SearchSelectFilters } from './search-select-filters';
import type { SearchSelectFilterValues, SearchSelectQuery } from './search-select-query';

/** What the tab writes on screen: the filter row's and the table's names, the states' messages. */
interface SearchSelectTabTexts {
  filters: string;
  searchPlaceholder: string;
  table: string;
  /** The docs/product.md §8 message. */
  error: string;
  empty: string;
}

/**
 * A Tabelas tab of one server-paged list under a search box, one select ('Todos' first) and
 * 'Exportar CSV'; paging, sort, filters and search live in the URL. `id` names the fields
 * (`<id>-search`, `<id>-<select.id>`).
 */
export function SearchSelectTab<Row extends { id: number }, K extends string, T extends string>(props: {
  id: string;
  query: SearchSelectQuery<K, T>;
  exportFileName: string;
  select: { id: string; label: string; optionLabel: (value: T) => string };
  texts: SearchSelectTabTexts;
  columns: TypedColumns<Row>;
}) {
  const { query, select, texts } = props;
  const table = useTable<Row, SearchSelectFilterValues<K>>({
    list: query.list,
    filters: query.filters,
    search: 'search',
    toParams: query.toParams,
    exportFileName: props.exportFileName,
  });
  const options = [
    { value: '' as const, label: 'Todos' },
    ...query.values.map((value) => ({ value, label: select.optionLabel(value) })),
  ];
  return (
    <>
      <SearchSelectFilters
        table={table}
        label={texts.filters}
        id={props.id}
        searchPlaceholder={texts.searchPlaceholder}
        select={{ ...select, key: query.key, values: query.values, options }}
      />
      <ListTable<Row>
        table={table}
        label={texts.table}
        columns={props.columns}
        rowKey={(row) => row.id}
        errorMessage={texts.error}
        emptyText={texts.empty}
      />
    </>
  );
}
