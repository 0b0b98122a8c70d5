import { USER_TYPE_LABELS, USER_TYPES } from '@fidelidade/contract/enums';
import { FilterBar } from '@fidelidade/ui/filter-bar';
import { type BoundSelect, SelectFilters } from '@fidelidade/ui/filter-fields';
import { SearchField } from '@fidelidade/ui/search-field';
import type { TableFilters } from '@fidelidade/ui/use-table';
import type { usersFilters } from '../api/get-managed-users';

// Module-level: a new options array per render makes an open Select recompute on every keystroke.
const typeOptions = [
  { value: '', label: 'Todos os tipos' },
  ...USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] })),
];
const activeOptions = [
  { value: '', label: 'Todos' },
  { value: 'true', label: 'Ativos' },
  { value: 'false', label: 'Inativos' },
];
const selects: BoundSelect<typeof usersFilters>[] = [
  { filter: 'user_type', id: 'users-type', label: 'Tipo', options: typeOptions, width: 180 },
  { filter: 'is_active', id: 'users-active', label: 'Status', options: activeOptions, width: 130 },
];

// A phone's card is narrower than the box: it shrinks to the card.
const fitsCard = { maxWidth: '100%' };

/** Search (name, e-mail or CPF, committed 500 ms after typing stops), type and status. */
export function UserFilters(props: { table: TableFilters<typeof usersFilters> }) {
  return (
    <FilterBar label="Filtros de usuários" {...props.table.filterProps}>
      <SearchField
        id="users-search"
        {...props.table.searchProps}
        placeholder="Buscar por nome, e-mail ou CPF"
        style={fitsCard}
      />
      <SelectFilters table={props.table} selects={selects} />
    </FilterBar>
  );
}
