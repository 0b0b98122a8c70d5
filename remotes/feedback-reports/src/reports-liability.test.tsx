import { captureDownloads, onScreenWidth, savedText } from '@fidelidade/session/test-dom';
import { deferred, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportsScreen from './reports-app';
import { cellTexts } from './test/cell-texts';
import { liabilityReport } from './test/liability-fixtures';
import { renderWithProviders, signInAs } from './test/render';
import { dealerships, partners, report } from './test/report-fixtures';

// antd renders slowly on the shared 2-core machine.
jest.setTimeout(60_000);

type Answer = (url: URL) => Response | Promise<Response>;

let liabilityUrls: URL[];
function serve(answer?: Answer) {
  liabilityUrls = [];
  return fakeFetch((request, seen) => {
    const url = new URL(request.url);
    if (seen.path === 'partnerships/partners/') return jsonResponse(200, partners);
    if (seen.path === 'partnerships/dealerships/') return jsonResponse(200, dealerships);
    if (seen.path === 'reports/redemption-reports/') return jsonResponse(200, report([]));
    if (seen.path !== 'reports/liability/') return jsonResponse(404, { detail: 'Não encontrado.' });
    liabilityUrls.push(url);
    return answer?.(url) ?? jsonResponse(200, liabilityReport());
  });
}

const queryOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
const location = () => screen.getByTestId('location-search').textContent ?? '';

/** 'AAAA-MM' of today in São Paulo, `by` months away. */
function monthFromNow(by: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const index = year * 12 + month - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const lastDay = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

beforeEach(() => signInAs());
afterEach(() => jest.restoreAllMocks());

describe("Relatórios → 'Relatório de passivo' (docs/product.md §2.12)", () => {
  onScreenWidth(1440);

  it('the tab is held in the URL and loads the last twelve months at once', async () => {
    serve();
    renderWithProviders(<ReportsScreen />);
    expect(screen.getByRole('heading', { name: 'Relatórios de Resgates', level: 2 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Relatório de passivo' }));
    expect(
      await screen.findByRole('heading', { name: 'Relatório de Passivo', level: 2 }),
    ).toBeInTheDocument();
    expect(location()).toBe('?tab=passivo');
    await screen.findByTestId('liability-earned');
    const first = monthFromNow(-11);
    const last = monthFromNow(0);
    expect(queryOf(liabilityUrls[0])).toEqual({
      date_from: `${first}-01`,
      date_to: `${last}-${lastDay(last)}`,
    });
    // The redemption report's filters are gone with its tab.
    expect(screen.queryByLabelText('Parceiro')).not.toBeInTheDocument();
  });

  it('the URL sets the period and the dealership; figures in points and R$, both tables', async () => {
    serve();
    renderWithProviders(
      <ReportsScreen />,
      '/?tab=passivo&month_from=2026-01&month_to=2026-03&dealership_id=2',
    );
    const earned = await screen.findByTestId('liability-earned');
    expect(queryOf(liabilityUrls[0])).toEqual({
      date_from: '2026-01-01',
      date_to: '2026-03-31',
      dealership_id: '2',
    });
    expect(earned).toHaveTextContent(/Pontos creditados1\.734R\$\s86,70/);
    expect(screen.getByTestId('liability-net')).toHaveTextContent(/Saldo do período1\.460R\$\s73,00/);
    expect(screen.getByTestId('liability-outstanding')).toHaveTextContent(/12\.645R\$\s632,25/);
    expect(screen.getAllByTestId('liability-dates').map((dates) => dates.textContent)).toEqual([
      '01/01/2026 a 31/03/2026',
      'em 15/03/2026',
    ]);
    expect(screen.getByLabelText('Mês inicial').closest('.ant-select')).toHaveTextContent('janeiro de 2026');
    expect(screen.getByLabelText('Mês final').closest('.ant-select')).toHaveTextContent('março de 2026');
    expect(screen.getByLabelText('Concessionária').closest('.ant-select')).toHaveTextContent(
      'Paulista Veículos',
    );

    const january = screen.getByText('01/2026').closest('tr') as HTMLElement;
    expect(cellTexts(january)).toEqual([
      'Paulista Veículos',
      'Concessionária',
      '01/2026',
      '1.234R$ 61,70',
      '200R$ 10,00',
      '34R$ 1,70',
      '1.000R$ 50,00',
    ]);
    const store = screen.getByText('Posto Estrela Savassi').closest('tr') as HTMLElement;
    expect(within(store).getByText('-40')).toBeInTheDocument();
    const nowhere = screen.getAllByText('Sem concessionária')[0]?.closest('tr') as HTMLElement;
    expect(within(nowhere).getAllByRole('cell')[2]).toHaveTextContent(/^300R\$\s15,00$/);
    expect(screen.getByText('12.345')).toBeInTheDocument();
  });

  it('a filter changes the URL and the report; a period the API refuses is never sent', async () => {
    serve();
    const now = monthFromNow(0);
    renderWithProviders(<ReportsScreen />, `/?tab=passivo&month_from=${now}`);
    await screen.findByTestId('liability-earned');
    expect(liabilityUrls).toHaveLength(1);
    await choose('Concessionária', 'Centro Motors');
    await waitFor(() => expect(queryOf(liabilityUrls.at(-1)).dealership_id).toBe('7'));
    expect(location()).toContain('dealership_id=7');

    const before = liabilityUrls.length;
    const [year, month] = monthFromNow(-1).split('-').map(Number) as [number, number];
    const previous = new Intl.DateTimeFormat('pt-BR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month - 1, 15)));
    fireEvent.mouseDown(screen.getByLabelText('Mês final'));
    const options = await screen.findAllByTitle(previous);
    const option = options.find((element) => element.classList.contains('ant-select-item-option'));
    fireEvent.click(option as HTMLElement);
    expect(
      await screen.findByText('O mês final deve ser igual ou posterior ao mês inicial.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Escolha um período válido para ver o relatório')).toBeInTheDocument();
    expect(location()).toContain(`month_to=${monthFromNow(-1)}`);
    expect(liabilityUrls).toHaveLength(before);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('over 36 months: the form says so and nothing is sent', async () => {
    serve();
    renderWithProviders(<ReportsScreen />, `/?tab=passivo&month_from=${monthFromNow(-40)}`);
    expect(await screen.findByText('O período pode ter no máximo 36 meses.')).toBeInTheDocument();
    expect(liabilityUrls).toHaveLength(0);
  });

  it("'Exportar PDF' and 'Exportar CSV' download the report on screen, under the server's names", async () => {
    serve((url) => {
      const format = url.searchParams.get('format');
      if (format === 'pdf')
        return new Response('%PDF-1.4', {
          headers: { 'content-disposition': 'attachment; filename="relatorio_passivo_2026-03-15.pdf"' },
        });
      if (format === 'csv')
        return new Response('\uFEFFLocal;Tipo\r\n', {
          headers: { 'content-disposition': 'attachment; filename="relatorio-passivo-2026-03-15.csv"' },
        });
      return jsonResponse(200, liabilityReport());
    });
    const downloads = captureDownloads();
    renderWithProviders(
      <ReportsScreen />,
      '/?tab=passivo&month_from=2026-01&month_to=2026-03&dealership_id=2',
    );
    await screen.findByTestId('liability-earned');
    await userEvent.click(screen.getByRole('button', { name: /Exportar PDF/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    const filters = { date_from: '2026-01-01', date_to: '2026-03-31', dealership_id: '2' };
    expect(liabilityUrls.slice(1).map(queryOf)).toEqual([
      { ...filters, format: 'pdf' },
      { ...filters, format: 'csv' },
    ]);
    expect(downloads.map((d) => d.name)).toEqual([
      'relatorio_passivo_2026-03-15.pdf',
      'relatorio-passivo-2026-03-15.csv',
    ]);
    expect(await savedText(downloads[1])).toBe('\uFEFFLocal;Tipo\r\n');
  });

  it("loading, then the server's error with 'Tentar novamente', which asks again", async () => {
    const first = deferred<Response>();
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1 ? first.promise : jsonResponse(200, liabilityReport());
    });
    renderWithProviders(<ReportsScreen />, '/?tab=passivo');
    expect(await screen.findByText('Carregando relatório de passivo...')).toBeInTheDocument();
    first.resolve(jsonResponse(403, { detail: 'Você não tem permissão para executar essa ação.' }));
    expect(
      await screen.findByText('Erro: Você não tem permissão para executar essa ação.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('liability-earned')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
