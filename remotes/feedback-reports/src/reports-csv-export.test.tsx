import type { StoredUser } from '@fidelidade/session';
import { captureDownloads, savedText } from '@fidelidade/session/test-dom';
import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportsScreen from './reports-app';
import { renderWithProviders, signInAs } from './test/render';
import { dealerships, partners, report, reportRow } from './test/report-fixtures';

// antd renders slowly on the shared 2-core machine.
jest.setTimeout(60_000);

const reportPath = 'reports/redemption-reports/';
const csv = '\uFEFFCódigo;Oferta;Valor da Oferta\r\nRES-1;Troca de óleo;100,00\r\n';

let csvUrls: URL[];
function serve() {
  csvUrls = [];
  fakeFetch((request, seen) => {
    const url = new URL(request.url);
    if (seen.path === 'partnerships/partners/') return jsonResponse(200, partners);
    if (seen.path === 'partnerships/dealerships/') return jsonResponse(200, dealerships);
    if (seen.path !== reportPath) return jsonResponse(404, { detail: 'Não encontrado.' });
    if (url.searchParams.get('format') !== 'csv') return jsonResponse(200, report([reportRow(1)]));
    csvUrls.push(url);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="relatorio-resgates-2024-03-05.csv"',
      },
    });
  });
}

const csvButton = () => screen.getByRole('button', { name: 'Exportar CSV' });
const queryOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

async function searched() {
  await userEvent.click(screen.getByRole('button', { name: /Buscar/ }));
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
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(text));
}

afterEach(() => jest.restoreAllMocks());

describe("ReportsScreen: 'Exportar CSV'", () => {
  it("stays disabled until a report has been searched, like 'Exportar PDF'", async () => {
    signInAs();
    serve();
    renderWithProviders(<ReportsScreen />);
    expect(csvButton()).toBeDisabled();
    await choose('Parceiro', 'Farmácia Vida');
    expect(csvButton()).toBeDisabled();
    await searched();
    expect(csvButton()).toBeEnabled();
  });

  it('downloads the searched filters as CSV under the server’s file name, not unsent edits', async () => {
    signInAs();
    const downloads = captureDownloads();
    serve();
    renderWithProviders(<ReportsScreen />);
    await choose('Parceiro', 'Farmácia Vida');
    await typeDate('Data inicial', '01/03/2024');
    await searched();
    // Changed after the search and not searched: the rows on screen are still those of partner 5.
    await choose('Parceiro', 'Posto Estrela');
    await userEvent.click(csvButton());
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(csvUrls[0]?.pathname).toBe(`/api/v1/${reportPath}`);
    expect(queryOf(csvUrls[0])).toEqual({ partner_id: '5', date_from: '2024-03-01', format: 'csv' });
    expect(downloads[0]?.name).toBe('relatorio-resgates-2024-03-05.csv');
    expect(await savedText(downloads[0])).toBe(csv);
  });

  it("a DEALERSHIP user's export carries its own locked dealership", async () => {
    const dealershipUser: StoredUser = {
      ...adminUser,
      id: 2,
      full_name: 'Carlos Concessionária',
      user_type: 'DEALERSHIP',
      dealership_name: 'Paulista Veículos',
      dealership_associated: 2,
    };
    signInAs(dealershipUser);
    const downloads = captureDownloads();
    serve();
    renderWithProviders(<ReportsScreen />);
    await searched();
    await userEvent.click(csvButton());
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(queryOf(csvUrls[0])).toEqual({ dealership_id: '2', format: 'csv' });
  });

  it('a failed export says so and saves nothing', async () => {
    signInAs();
    const downloads = captureDownloads();
    fakeFetch((request, seen) => {
      if (seen.path !== reportPath) return jsonResponse(200, []);
      return new URL(request.url).searchParams.get('format') === 'csv'
        ? jsonResponse(500, {})
        : jsonResponse(200, report([reportRow(1)]));
    });
    renderWithProviders(<ReportsScreen />);
    await searched();
    await userEvent.click(csvButton());
    expect(await screen.findByText('Não foi possível exportar. Tente novamente.')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});
