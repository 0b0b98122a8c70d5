import { onScreenWidth } from '@fidelidade/session/test-dom';
import { deferred, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportsScreen from './reports-app';
import { cellTexts } from './test/cell-texts';
import { renderWithProviders, signInAs } from './test/render';
import { dealerships, partners, report, reportRow } from './test/report-fixtures';

// antd renders slowly on the shared 2-core machine.
jest.setTimeout(60_000);

type Answer = (url: URL) => Response | Promise<Response>;

let reportUrls: URL[];
function serve(answers: { report?: Answer; pdf?: Answer; partners?: Answer; dealerships?: Answer } = {}) {
  reportUrls = [];
  return fakeFetch((request, seen) => {
    const url = new URL(request.url);
    switch (seen.path) {
      case 'partnerships/partners/':
        return answers.partners?.(url) ?? jsonResponse(200, { count: 2, total_pages: 1, results: partners });
      case 'partnerships/dealerships/':
        return answers.dealerships?.(url) ?? jsonResponse(200, dealerships);
      case 'reports/redemption-reports/':
        reportUrls.push(url);
        return answers.report?.(url) ?? jsonResponse(200, report([reportRow(1)]));
      case 'reports/redemption-reports/pdf/':
        reportUrls.push(url);
        return (
          answers.pdf?.(url) ?? new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } })
        );
      default:
        return jsonResponse(404, { detail: 'Não encontrado.' });
    }
  });
}

const buscar = () => userEvent.click(screen.getByRole('button', { name: /Buscar/ }));
const exportar = () => userEvent.click(screen.getByRole('button', { name: /Exportar PDF/ }));
const beforeSearch = 'Selecione os filtros e clique em "Buscar" para ver os relatórios';

/** Runs a search and waits for its result: 'Exportar PDF' needs one first. */
async function searched() {
  await buscar();
  await screen.findByTestId('summary-total_redemptions');
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

async function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  // Blur, not Enter: Enter in a filter submits the search (like any form field).
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(text));
}

/** Records the links the screen clicks to download (jsdom cannot save files). */
function captureDownloads() {
  const downloads: { name: string; href: string }[] = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:http://localhost/${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
  return { downloads, blobs };
}

beforeEach(() => signInAs());
afterEach(() => jest.restoreAllMocks());

describe('ReportsScreen (docs/product.md §2.12)', () => {
  // A desktop screen: every column shows (a phone keeps five, report-table.test.tsx).
  onScreenWidth(1440);

  it('before a search it asks for filters and loads only the filter options', async () => {
    const seen = serve();
    renderWithProviders(<ReportsScreen />, '/admin/reports');
    expect(screen.getByRole('heading', { name: 'Relatórios de Resgates', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(beforeSearch)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('Parceiro'));
    expect(await screen.findByTitle('Farmácia Vida')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('Concessionária'));
    expect(await screen.findByTitle('Centro Motors')).toBeInTheDocument();
    expect(seen.map((request) => request.path).sort()).toEqual([
      'partnerships/dealerships/',
      'partnerships/partners/',
    ]);
  });

  it("'Buscar' shows 'Buscando relatórios...', then the formatted summary and the rows", async () => {
    const answer = deferred<Response>();
    serve({ report: () => answer.promise });
    renderWithProviders(<ReportsScreen />);
    await choose('Parceiro', 'Posto Estrela');
    await choose('Concessionária', 'Centro Motors');
    await typeDate('Data inicial', '01/03/2024');
    await typeDate('Data final', '31/03/2024');
    await buscar();
    expect(await screen.findByText('Buscando relatórios...')).toBeInTheDocument();
    expect(screen.queryByText(beforeSearch)).not.toBeInTheDocument();
    const query = reportUrls[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      partner_id: '3',
      dealership_id: '7',
      date_from: '2024-03-01',
      date_to: '2024-03-31',
    });

    answer.resolve(
      jsonResponse(
        200,
        report([
          reportRow(1),
          reportRow(2, { burned_by: null, partner: null, reference_code: null, total_value_offer: null }),
        ]),
      ),
    );
    expect(await screen.findByTestId('summary-total_redemptions')).toHaveTextContent(
      'Total de Resgates1.234',
    );
    expect(screen.queryByText('Buscando relatórios...')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total_points_spent')).toHaveTextContent('56.789');
    expect(screen.getByTestId('summary-total_value_offers')).toHaveTextContent('R$ 12.345,60');
    expect(screen.getByTestId('summary-total_discounts_applied')).toHaveTextContent('R$ 1.500,50');
    expect(screen.getByTestId('summary-total_value_spent_by_users')).toHaveTextContent('R$ 10.845,10');
    expect(screen.getByTestId('summary-average_discount_percentage')).toHaveTextContent(
      'Desconto Médio12,3%',
    );

    const row = screen.getByText('RES-1').closest('tr') as HTMLElement;
    expect(cellTexts(row)).toEqual([
      'RES-1',
      'Troca de óleo',
      'Cupom de Desconto',
      'Posto Estrela',
      'Paulista Veículos',
      'Maria Souza',
      'Operador Loja',
      '1.500',
      'R$ 100,00',
      'R$ 15,00',
      'R$ 85,00',
      '05/03/2024 10:30',
    ]);
    const second = screen.getAllByRole('row').filter((tr) => tr.classList.contains('ant-table-row'))[1];
    // No reference code, partner, operator or offer value recorded: dashes, not zeros.
    expect(within(second as HTMLElement).getAllByText('—')).toHaveLength(4);
    expect(within(second as HTMLElement).getByText(/R\$\s15,00/)).toBeInTheDocument();
  });

  it('pages through the API: the page goes in the request, a new search starts at page 1', async () => {
    serve({
      report: (url) =>
        jsonResponse(200, report([reportRow(Number(url.searchParams.get('page') ?? 1))], {}, 3)),
    });
    renderWithProviders(<ReportsScreen />);
    await searched();
    expect(reportUrls[0]?.searchParams.has('page')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('RES-2')).toBeInTheDocument();
    expect(reportUrls.at(-1)?.searchParams.get('page')).toBe('2');
    // The summary cards read the answer's summary (the whole period), whatever the page.
    expect(screen.getByTestId('summary-total_redemptions')).toHaveTextContent('1.234');
    await buscar();
    expect(await screen.findByText('RES-1')).toBeInTheDocument();
    expect(reportUrls.at(-1)?.searchParams.has('page')).toBe(false);
  });

  it('a final date before the initial date is refused before anything is sent', async () => {
    serve();
    renderWithProviders(<ReportsScreen />);
    await typeDate('Data inicial', '10/03/2024');
    await typeDate('Data final', '01/03/2024');
    await buscar();
    expect(
      await screen.findByText('A data final deve ser igual ou posterior à data inicial.'),
    ).toBeInTheDocument();
    expect(reportUrls).toHaveLength(0);
    expect(screen.getByText(beforeSearch)).toBeInTheDocument();
  });

  it("an empty result says 'Nenhum resgate encontrado' and 'Ajuste os filtros para ver os dados'", async () => {
    serve({ report: () => jsonResponse(200, report([], { total_redemptions: 0 })) });
    renderWithProviders(<ReportsScreen />);
    await buscar();
    expect(await screen.findByText('Nenhum resgate encontrado')).toBeInTheDocument();
    expect(screen.getByText('Ajuste os filtros para ver os dados')).toBeInTheDocument();
    expect(Object.fromEntries(reportUrls[0]?.searchParams ?? [])).toEqual({});
  });

  it("a failed search shows 'Erro: {detail}'; 'Tentar novamente' reloads the page", async () => {
    serve({ report: () => jsonResponse(400, { detail: 'Período inválido.' }) });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ReportsScreen />);
    await buscar();
    expect(await screen.findByText('Erro: Período inválido.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    // jsdom cannot navigate: a reload surfaces as its "not implemented: navigation" error.
    const reported = consoleError.mock.calls
      .flat()
      .map((value) => String(value instanceof Error ? value.message : value));
    expect(reported.some((text) => /navigation/i.test(text))).toBe(true);
  });

  it("without a server message the error reads 'Erro: Erro ao carregar relatórios'", async () => {
    serve({ report: () => jsonResponse(500) });
    renderWithProviders(<ReportsScreen />);
    await buscar();
    expect(await screen.findByText('Erro: Erro ao carregar relatórios')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("'Exportar PDF' stays disabled until a report has been searched", async () => {
    serve();
    renderWithProviders(<ReportsScreen />);
    expect(screen.getByRole('button', { name: /Exportar PDF/ })).toBeDisabled();
    await choose('Parceiro', 'Farmácia Vida');
    expect(screen.getByRole('button', { name: /Exportar PDF/ })).toBeDisabled();
    await searched();
    expect(screen.getByRole('button', { name: /Exportar PDF/ })).toBeEnabled();
  });

  it("'Exportar PDF' downloads the blob under the Content-Disposition name, with the same query", async () => {
    const { downloads, blobs } = captureDownloads();
    serve({
      pdf: () =>
        new Response('%PDF-1.4 relatório', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="relatorio_2024-03.pdf"',
          },
        }),
    });
    renderWithProviders(<ReportsScreen />);
    await choose('Parceiro', 'Farmácia Vida');
    await typeDate('Data inicial', '01/03/2024');
    await searched();
    await exportar();
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('relatorio_2024-03.pdf');
    expect(await blobs[0]?.text()).toBe('%PDF-1.4 relatório');
    const pdfUrl = reportUrls.at(-1);
    expect(pdfUrl?.pathname).toBe('/api/v1/reports/redemption-reports/pdf/');
    expect(Object.fromEntries(pdfUrl?.searchParams ?? [])).toEqual({
      partner_id: '5',
      date_from: '2024-03-01',
    });
  });

  it("without Content-Disposition the file is 'relatorio_resgates.pdf'", async () => {
    const { downloads } = captureDownloads();
    serve();
    renderWithProviders(<ReportsScreen />);
    await searched();
    await exportar();
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('relatorio_resgates.pdf');
  });

  it("a failed export says 'Erro ao exportar PDF' and downloads nothing", async () => {
    const { downloads } = captureDownloads();
    serve({ pdf: () => jsonResponse(500, { detail: 'falhou' }) });
    renderWithProviders(<ReportsScreen />);
    await searched();
    await exportar();
    expect(await screen.findByText('Erro ao exportar PDF')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('a failure loading partners or dealerships is only logged', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      partners: () => jsonResponse(500),
      dealerships: () => jsonResponse(403, { detail: 'Acesso negado' }),
    });
    renderWithProviders(<ReportsScreen />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2));
    expect(screen.getByText(beforeSearch)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
