import { captureDownloads, onScreenWidth } from '@fidelidade/session/test-dom';
import { fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staleFiltersMessage } from './features/reports/components/report-results';
import ReportsScreen from './reports-app';
import { renderWithProviders, signInAs } from './test/render';
import { dealerships, partners, report, reportRow } from './test/report-fixtures';

// antd renders slowly on the shared 2-core machine.
jest.setTimeout(60_000);

// Relatórios tells the truth (docs/product.md §2.12): one request per Buscar or page, never a
// search or an export with filters the form refused, and a word when the form no longer holds the
// filters of the rows shown.

const reportPath = 'reports/redemption-reports/';
const pdfPath = 'reports/redemption-reports/pdf/';

function serve() {
  const sent: Array<{ path: string; params: Record<string, string> }> = [];
  fakeFetch((request, seen) => {
    const url = new URL(request.url);
    if (seen.path === 'partnerships/partners/') return jsonResponse(200, { results: partners });
    if (seen.path === 'partnerships/dealerships/') return jsonResponse(200, dealerships);
    sent.push({ path: seen.path, params: Object.fromEntries(url.searchParams) });
    if (seen.path === pdfPath)
      return new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
    const page = Number(url.searchParams.get('page') ?? 1);
    return jsonResponse(200, report([reportRow(page)], {}, 3));
  });
  return {
    reports: () => sent.filter((request) => request.path === reportPath),
    pdfs: () => sent.filter((request) => request.path === pdfPath),
  };
}

async function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(text));
}

const click = (name: RegExp | string) => userEvent.click(screen.getByRole('button', { name }));
const settled = () =>
  waitFor(() => expect(screen.queryByText('Buscando relatórios...')).not.toBeInTheDocument());

beforeEach(() => signInAs());
afterEach(() => jest.restoreAllMocks());

describe('Relatórios: what is sent is what the screen shows', () => {
  // A desktop screen: every column shows (a phone keeps five, report-table.test.tsx).
  onScreenWidth(1440);

  it('one request per Buscar, from any page, and one per page change', async () => {
    const server = serve();
    renderWithProviders(<ReportsScreen />);
    await click(/Buscar/);
    expect(await screen.findByText('RES-1')).toBeInTheDocument();
    expect(server.reports()).toHaveLength(1);
    await click('Página 2');
    expect(await screen.findByText('RES-2')).toBeInTheDocument();
    expect(server.reports()).toHaveLength(2);
    await typeDate('Data inicial', '01/03/2024');
    await click(/Buscar/);
    expect(await screen.findByText('RES-1')).toBeInTheDocument();
    await settled();
    expect(server.reports().map((request) => request.params)).toEqual([
      {},
      { page: '2' },
      { date_from: '2024-03-01' },
    ]);
  });

  it('inverted dates: no search, no export, and the rows shown keep their own filters', async () => {
    const downloads = captureDownloads();
    const server = serve();
    renderWithProviders(<ReportsScreen />);
    await typeDate('Data inicial', '01/03/2024');
    await click(/Buscar/);
    expect(await screen.findByText('RES-1')).toBeInTheDocument();
    await typeDate('Data final', '01/02/2024');
    await click(/Buscar/);
    expect(
      await screen.findByText('A data final deve ser igual ou posterior à data inicial.'),
    ).toBeInTheDocument();
    expect(server.reports()).toHaveLength(1);
    // The results are those of the last search, and the screen says the form moved on.
    expect(screen.getByText(staleFiltersMessage)).toBeInTheDocument();
    await click(/Exportar PDF/);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(server.pdfs().map((request) => request.params)).toEqual([{ date_from: '2024-03-01' }]);
  });

  it('the notice goes once the form holds the searched filters again', async () => {
    serve();
    renderWithProviders(<ReportsScreen />);
    await click(/Buscar/);
    await screen.findByText('RES-1');
    expect(screen.queryByText(staleFiltersMessage)).not.toBeInTheDocument();
    await typeDate('Data inicial', '01/03/2024');
    expect(await screen.findByText(staleFiltersMessage)).toBeInTheDocument();
    await click(/Buscar/);
    await settled();
    await waitFor(() => expect(screen.queryByText(staleFiltersMessage)).not.toBeInTheDocument());
  });
});
