import { act, render, screen } from '@testing-library/react';
import { ConfigProvider, Table } from 'antd';
import { HIGHLIGHT_MS, useHighlight } from './use-highlight';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [
  { id: 1, name: 'Posto Antigo' },
  { id: 2, name: 'Posto Novo' },
];
const idOf = (row: Row) => row.id;
let highlight: (id: number) => void = () => {};

function List() {
  const hook = useHighlight(idOf);
  highlight = hook.highlight;
  return (
    <Table<Row>
      rowKey="id"
      columns={[{ title: 'Nome', dataIndex: 'name' }]}
      dataSource={rows}
      pagination={false}
      {...hook.rowProps}
    />
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

const renderList = () =>
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <List />
    </ConfigProvider>,
  );

afterEach(() => jest.useRealTimers());

it('marks only the highlighted row, with the class and data-highlighted', () => {
  renderList();
  expect(rowOf('Posto Novo')).not.toHaveClass('row-highlight');
  act(() => highlight(2));
  expect(rowOf('Posto Novo')).toHaveClass('row-highlight');
  expect(rowOf('Posto Novo')).toHaveAttribute('data-highlighted', 'true');
  expect(rowOf('Posto Antigo')).not.toHaveClass('row-highlight');
  expect(rowOf('Posto Antigo')).not.toHaveAttribute('data-highlighted');
});

it('installs the fade once per document, with no motion under prefers-reduced-motion', () => {
  renderList();
  renderList();
  const styles = document.querySelectorAll('style#fidelidade-row-highlight');
  expect(styles).toHaveLength(1);
  const css = styles[0]?.textContent ?? '';
  expect(css).toContain('var(--ant-color-primary-bg');
  expect(css).toMatch(/prefers-reduced-motion: reduce[\s\S]*steps\(1, end\)/);
});

it('the mark goes after a while, so a later visit to the page shows no flash', () => {
  jest.useFakeTimers();
  renderList();
  act(() => highlight(1));
  expect(rowOf('Posto Antigo')).toHaveAttribute('data-highlighted', 'true');
  act(() => jest.advanceTimersByTime(HIGHLIGHT_MS));
  expect(rowOf('Posto Antigo')).not.toHaveAttribute('data-highlighted');
  expect(rowOf('Posto Antigo')).not.toHaveClass('row-highlight');
});
