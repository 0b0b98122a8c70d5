import { render, screen, waitFor } from '@testing-library/react';
import { DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}
const columns = [{ title: 'Nome', dataIndex: 'name', key: 'name' }];
const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Pessoa ${index + 1}` }));

// jsdom lays nothing out: each case says how wide the table's content is against its box.
let contentWidth = 0;
const boxWidth = 400;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('ant-table-content') ? contentWidth : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('ant-table-content') ? boxWidth : 0;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

function renderTable(count: number) {
  return render(
    <DataTable<Row>
      label="Pessoas"
      rowKey="id"
      columns={columns}
      dataSource={rows(count)}
      scroll={{ x: true }}
    />,
  );
}

describe('DataTable: keyboard access to its scroll area', () => {
  it('a table that fits adds no tab stop', () => {
    contentWidth = boxWidth;
    renderTable(3);
    expect(screen.queryByRole('region', { name: 'Pessoas' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-table-content')).not.toHaveAttribute('tabindex');
  });

  it('an overflowing table is a named region reachable with Tab', () => {
    contentWidth = boxWidth * 2;
    renderTable(3);
    const region = screen.getByRole('region', { name: 'Pessoas' });
    expect(region).toHaveClass('ant-table-content');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('follows the content: rows that widen it add the tab stop, rows that fit remove it', async () => {
    contentWidth = boxWidth;
    const { rerender } = renderTable(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    contentWidth = boxWidth * 2;
    rerender(
      <DataTable<Row>
        label="Pessoas"
        rowKey="id"
        columns={columns}
        dataSource={rows(5)}
        scroll={{ x: true }}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Pessoas' })).toHaveAttribute('tabindex', '0');
    contentWidth = boxWidth;
    rerender(
      <DataTable<Row>
        label="Pessoas"
        rowKey="id"
        columns={columns}
        dataSource={rows(2)}
        scroll={{ x: true }}
      />,
    );
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(document.querySelector('.ant-table-content')).not.toHaveAttribute('tabindex');
  });
});

it('a sortable header is named by its text, not by an aria-label a filter of the same name would share', () => {
  render(
    <DataTable<Row>
      label="Pessoas"
      rowKey="id"
      columns={[{ title: 'Status', dataIndex: 'name', key: 'name', sorter: true }]}
      dataSource={rows(1)}
      pagination={false}
    />,
  );
  const header = screen.getByRole('columnheader', { name: 'Status' });
  expect(header).not.toHaveAttribute('aria-label');
  expect(header).toHaveClass('ant-table-column-has-sorters');
  expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
});

it("a plain-text empty message is drawn in the secondary text colour, not antd's low-contrast disabled one", () => {
  render(
    <DataTable<Row>
      label="Pessoas"
      rowKey="id"
      columns={columns}
      dataSource={[]}
      locale={{ emptyText: 'Nenhuma pessoa encontrada' }}
    />,
  );
  expect(screen.getByText('Nenhuma pessoa encontrada')).toHaveClass('ant-typography-secondary');
});
