import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { USER_TYPE_LABELS, USER_TYPES } from '@fidelidade/contract/enums';
import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import { Button, Form, Input, Select } from 'antd';
import type { UsersFilterKey } from '../hooks/use-users-tab';

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

interface UserFiltersProps {
  filters: Record<UsersFilterKey, string>;
  onSearch: (value: string) => void;
  onChange: (key: UsersFilterKey, value: string) => void;
  active: boolean;
  onClear: () => void;
}

/** Search (name, e-mail or CPF, committed 500 ms after typing stops), type and status. */
export function UserFilters(props: UserFiltersProps) {
  const { filters, onChange } = props;
  const [search, setSearch] = useDebouncedSearch(filters.search, props.onSearch);
  return (
    <Form layout="inline" aria-label="Filtros de usuários" style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item label="Buscar" htmlFor="users-search">
        <Input
          id="users-search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Buscar por nome, e-mail ou CPF"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 280, maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item label="Tipo" htmlFor="users-type">
        <Select<string>
          id="users-type"
          value={filters.user_type}
          options={typeOptions}
          onChange={(value) => onChange('user_type', value)}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item label="Status" htmlFor="users-active">
        <Select<string>
          id="users-active"
          value={filters.is_active}
          options={activeOptions}
          onChange={(value) => onChange('is_active', value)}
          style={{ width: 130 }}
        />
      </Form.Item>
      {props.active && (
        <Form.Item>
          <Button icon={<ClearOutlined />} onClick={props.onClear}>
            Limpar filtros
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
