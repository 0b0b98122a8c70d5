import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Table } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { allowedOrdering, useUrlSort } from './use-url-sort';

interface Row {
  id: number;
  user_name: string;
  offer_title: string;
  status: string;
  description: string;
}

const rows: Row[] = [
  { id: 1, user_name: 'Ana', offer_title: 'Lavagem', status: 'pendente', description: 'x' },
];
let sort: ReturnType<typeof useUrlSort<'loyalty/admin/redemptions/recent/'>>;

function List() {
  sort = useUrlSort('loyalty/admin/redemptions/recent/');
  const columns = sort.withSorting<{ title: string; dataIndex?: keyof Row; key: string }>([
    { title: 'Usuário', dataIndex: 'user_name', key: 'user' },
    // Not in the allow-list: never sortable.
    { title: 'Descrição', dataIndex: 'description', key: 'description' },
    // No dataIndex: sorted by its key.
    { title: 'Situação', key: 'status' },
  ]);
  const location = useLocation();
  return (
    <>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        onChange={(_pagination, _filters, sorter) => sort.onSortChange(sorter)}
      />
      <output data-testid="url">{decodeURIComponent(location.search)}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <MemoryRouter initialEntries={[url]}>
        <List />
      </MemoryRouter>
    </ConfigProvider>,
  );

const url = () => screen.getByTestId('url').textContent;
const header = (name: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent === name) as HTMLElement;

it('a header click writes ordering to the URL and drops the page; the cycle is asc, desc, none', async () => {
  renderAt('/x?tab=redemptions&status=pendente&page=3');
  expect(sort.ordering).toBeUndefined();
  await userEvent.click(within(header('Usuário')).getByText('Usuário'));
  expect(url()).toBe('?tab=redemptions&status=pendente&ordering=user_name');
  expect(sort.ordering).toBe('user_name');
  expect(header('Usuário')).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(within(header('Usuário')).getByText('Usuário'));
  expect(url()).toBe('?tab=redemptions&status=pendente&ordering=-user_name');
  expect(header('Usuário')).toHaveAttribute('aria-sort', 'descending');
  await userEvent.click(within(header('Usuário')).getByText('Usuário'));
  expect(url()).toBe('?tab=redemptions&status=pendente');
  expect(header('Usuário')).not.toHaveAttribute('aria-sort');
});

it('a column without dataIndex sorts by its key', async () => {
  renderAt('/x');
  await userEvent.click(within(header('Situação')).getByText('Situação'));
  expect(url()).toBe('?ordering=status');
});

it('only allow-listed columns get a sorter; sortableColumn makes one by hand', () => {
  renderAt('/x?ordering=-offer_title');
  expect(sort.sortableColumn('offer_title')).toEqual({ sorter: true, sortOrder: 'descend' });
  expect(sort.sortableColumn('user_name')).toEqual({ sorter: true, sortOrder: null });
  expect(header('Usuário')).toHaveClass('ant-table-column-has-sorters');
  expect(header('Descrição')).not.toHaveClass('ant-table-column-has-sorters');
});

it('a link with ordering shows the sorted header; unknown fields are dropped before the API sees them', () => {
  renderAt('/x?ordering=-offer_title,drop_table,user_name');
  expect(sort.ordering).toBe('-offer_title,user_name');
  expect(sort.sortOrderOf('offer_title')).toBe('descend');
  // Tie-breakers are not shown as sorted headers.
  expect(sort.sortOrderOf('user_name')).toBeNull();
  expect(header('Situação')).not.toHaveAttribute('aria-sort');
});

it('clearSort removes ordering and the page', () => {
  renderAt('/x?ordering=status&page=2&tab=t');
  act(() => sort.clearSort());
  expect(url()).toBe('?tab=t');
  expect(header('Situação')).not.toHaveAttribute('aria-sort');
});

describe('allowedOrdering', () => {
  it('keeps allowed fields in their order and direction', () => {
    expect(allowedOrdering('-a, b ,c', ['a', 'b'])).toBe('-a,b');
    expect(allowedOrdering(',', ['a'])).toBeUndefined();
    expect(allowedOrdering(null, ['a'])).toBeUndefined();
    expect(allowedOrdering('--a', ['a'])).toBeUndefined();
  });
});
