import '@testing-library/jest-dom';
import type { DashboardTrends } from '@fidelidade/contract';
import { render, screen, within } from '@testing-library/react';
import { TrendsTable } from './trends-table';

const trends: DashboardTrends = {
  days: 7,
  from: '2026-04-29',
  to: '2026-05-01',
  series: [
    { date: '2026-04-29', points_earned: 1200, points_spent: 0, redemptions: 0 },
    { date: '2026-04-30', points_earned: 0, points_spent: 0, redemptions: 0 },
    { date: '2026-05-01', points_earned: 345, points_spent: 1500, redemptions: 3 },
  ],
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('TrendsTable (the chart as an accessible table)', () => {
  it('has a caption, the four column headers, one row per day (zero days too) in pt-BR, and a Total row', () => {
    render(<TrendsTable trends={trends} id="tabela" />);
    const table = screen.getByRole('table', {
      name: 'Pontos e resgates por dia, de 29/04/2026 a 01/05/2026',
    });
    expect(table.querySelector('caption')).toHaveTextContent(
      'Pontos e resgates por dia, de 29/04/2026 a 01/05/2026',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Data', 'Pontos ganhos', 'Pontos gastos', 'Resgates']);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['29/04/2026', '1.200', '0', '0'],
      ['30/04/2026', '0', '0', '0'],
      ['01/05/2026', '345', '1.500', '3'],
      ['Total', '1.545', '1.500', '3'],
    ]);
    expect(rows.at(-1)?.closest('tfoot')).not.toBeNull();
  });

  it('scrolls in its own keyboard-reachable region named like the table', () => {
    render(<TrendsTable trends={trends} id="tabela" />);
    const region = screen.getByRole('region', {
      name: 'Pontos e resgates por dia, de 29/04/2026 a 01/05/2026',
    });
    expect(region).toHaveAttribute('id', 'tabela');
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
