import { onScreenWidth } from '@fidelidade/session/test-dom';
import { render, screen, within } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { reportRow } from '../../../test/report-fixtures';
import { ReportTable } from './report-table';

const renderTable = () =>
  render(
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <AntdApp>
        <ReportTable rows={[reportRow(1)]} />
      </AntdApp>
    </ConfigProvider>,
  );

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const pinned = () =>
  screen
    .getAllByRole('columnheader')
    .filter((th) => th.classList.contains('ant-table-cell-fix-end'))
    .map((th) => th.textContent);

describe('report table at 1440 px', () => {
  onScreenWidth(1440);
  it('shows every column; the figures and the date are pinned at the right edge', () => {
    renderTable();
    expect(headers()).toHaveLength(12);
    expect(pinned()).toEqual(['Pontos', 'Valor da Oferta', 'Desconto', 'Valor Pago', 'Data']);
  });
});

describe('report table at 1000 px', () => {
  onScreenWidth(1000);
  it('pins the amount paid and the date', () => {
    renderTable();
    expect(pinned()).toEqual(['Valor Pago', 'Data']);
  });
});

describe('report table on a phone (390 px)', () => {
  onScreenWidth(390);
  it('keeps the offer, customer, points, amount paid and date, none pinned', () => {
    renderTable();
    expect(headers()).toEqual(['Oferta', 'Cliente', 'Pontos', 'Valor Pago', 'Data']);
    expect(pinned()).toEqual([]);
    const row = screen.getByText('Troca de óleo').closest('tr') as HTMLElement;
    expect(within(row).getByText('R$ 85,00')).toBeInTheDocument();
  });
});
