import { configureHttp, sessionStore } from '@fidelidade/session';
import { captureDownloads } from '@fidelidade/session/test-dom';
import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button';
import { fileNameFromDisposition } from './save-download';

const csv = '\uFEFFData;Valor\r\n05/03/2024 10:30;1234,50\r\n';

function renderButton(props: ExportCsvButtonProps) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <App>
          <ExportCsvButton {...props} />
        </App>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

const csvResponse = (headers: Record<string, string> = {}) =>
  new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });

beforeEach(() => {
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
});
afterEach(() => jest.restoreAllMocks());

it("fetches the list's URL with its filters, its ordering and format=csv, and saves the server's file", async () => {
  const downloads = captureDownloads();
  const urls: URL[] = [];
  const seen = fakeFetch((request) => {
    urls.push(new URL(request.url));
    return csvResponse({ 'content-disposition': 'attachment; filename="atividades-2024-03-05.csv"' });
  });
  renderButton({
    path: 'loyalty/admin/activities/recent/',
    params: { search: 'óleo', activity_type: '', active_only: false, ordering: '-points_change' },
  });
  const button = screen.getByRole('button', { name: 'Exportar CSV' });
  expect(button).toBeEnabled();
  await userEvent.click(button);
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(urls[0]?.pathname).toBe('/api/v1/loyalty/admin/activities/recent/');
  // Empty filters stay out, as in the table's own request; never a page.
  expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
    search: 'óleo',
    ordering: '-points_change',
    format: 'csv',
  });
  expect(seen[0]?.authorization).toBe('Bearer acc');
  expect(downloads[0]?.name).toBe('atividades-2024-03-05.csv');
  // The bytes as the server sent them: BOM, accents and decimal commas untouched.
  const bytes = new Uint8Array(await (downloads[0]?.blob ?? new Blob()).arrayBuffer());
  expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
});

it('shows a loading state while the export runs', async () => {
  captureDownloads();
  let release: (response: Response) => void = () => {};
  fakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
  renderButton({ path: 'x/', params: {} });
  await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toHaveClass('ant-btn-loading'),
  );
  release(csvResponse());
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).not.toHaveClass('ant-btn-loading'),
  );
});

it("a failed export says so (the API's detail when it sends one) and saves nothing", async () => {
  const downloads = captureDownloads();
  fakeFetch(() => jsonResponse(403, { detail: 'Você não tem permissão para executar essa ação.' }));
  renderButton({ path: 'x/', params: {} });
  await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(await screen.findByText('Você não tem permissão para executar essa ação.')).toBeInTheDocument();

  fakeFetch(() => new Response('boom', { status: 500 }));
  await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(await screen.findByText('Não foi possível exportar. Tente novamente.')).toBeInTheDocument();
  expect(downloads).toHaveLength(0);
});

it('without Content-Disposition the fallback name is used', async () => {
  const downloads = captureDownloads();
  fakeFetch(() => csvResponse());
  renderButton({ path: 'x/', params: {}, fallbackFileName: 'atividades.csv' });
  await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(downloads[0]?.name).toBe('atividades.csv'));
});

describe('fileNameFromDisposition', () => {
  it('prefers filename*, decodes it, and never keeps a path', () => {
    expect(
      fileNameFromDisposition('attachment; filename="a.csv"; filename*=UTF-8\'\'not%C3%ADcias.csv', 'x'),
    ).toBe('notícias.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/pontos.csv"', 'x')).toBe('pontos.csv');
    expect(fileNameFromDisposition('attachment; filename=usuarios.csv', 'x')).toBe('usuarios.csv');
    expect(fileNameFromDisposition('attachment', 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'fallback.csv')).toBe(
      'fallback.csv',
    );
  });
});
