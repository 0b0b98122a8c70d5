import type { ImportRun } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import { withNodeMultipart } from '@fidelidade/session/test-dom';
import { jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from '../../../app';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { ImportsTab } from './imports-tab';

withNodeMultipart();
beforeEach(signInForTests);
afterEach(() => jest.restoreAllMocks());

const uploaded: ImportRun = {
  id: 7,
  kind: 'customers',
  offer_id: null,
  offer_title: null,
  file_name: 'clientes.csv',
  encoding: 'windows-1252',
  separator: ';',
  header: ['CPF', 'Nome completo', 'E-mail', 'Telefone', 'Concessionária', 'Aceita marketing'],
  total_rows: 1000,
  mapping: { cpf: 'CPF', full_name: 'Nome completo', email: 'E-mail', marketing_consent: 'Aceita marketing' },
  state: 'uploaded',
  progress: null,
  counts: { created: 0, updated: 0, unchanged: 0, failed: 0 },
  created_by: 'Ana Admin',
  created_at: '2024-03-08T12:00:00Z',
  finished_at: null,
  last_error: null,
};

/** The import API: the upload, a preview with one bad row, the start, a run read twice (running, done). */
function serveImports() {
  let reads = 0;
  const seen = fakeApi({
    'GET imports/': () => jsonResponse(200, { results: [] }),
    'POST imports/': async (request) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      return jsonResponse(201, { ...uploaded, file_name: file.name });
    },
    'POST imports/7/preview/': async (request) => {
      const { mapping } = (await request.json()) as { mapping: Record<string, string> };
      if (!mapping.full_name)
        return jsonResponse(200, {
          rows: [],
          mapping_errors: ['Escolha a coluna do campo "Nome completo".'],
        });
      return jsonResponse(200, {
        rows: [
          { line: 2, values: { cpf: '529.982.247-25', full_name: 'José da Conceição' }, errors: [] },
          { line: 3, values: { cpf: '123', full_name: 'Maria' }, errors: ['CPF inválido.'] },
        ],
        mapping_errors: [],
      });
    },
    'POST imports/7/start/': () =>
      jsonResponse(202, { ...uploaded, state: 'running', progress: { done: 0, total: 1000 } }),
    'GET imports/7/': () => {
      reads += 1;
      return reads === 1
        ? jsonResponse(200, {
            ...uploaded,
            state: 'running',
            progress: { done: 500, total: 1000 },
            counts: { created: 490, updated: 0, unchanged: 0, failed: 10 },
          })
        : jsonResponse(200, {
            ...uploaded,
            state: 'done',
            progress: { done: 1000, total: 1000 },
            counts: { created: 980, updated: 0, unchanged: 0, failed: 20 },
            finished_at: '2024-03-08T12:01:00Z',
          });
    },
    'GET imports/7/errors/': () =>
      new Response('\uFEFFCPF;Nome completo;Erro\r\n123;Maria;CPF inválido.\r\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="importacao-7-erros-2024-03-08.csv"',
        },
      }),
  });
  return seen;
}

it('upload → mapping → preview with per-row errors → confirm with the count → progress → counts and the error file', async () => {
  const user = userEvent.setup({ delay: null });
  const seen = serveImports();
  const downloads: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  renderWithProviders(<ImportsTab />, { url: '/admin/settings?tab=importacao' });

  // Nothing chosen: the form says so and sends nothing.
  await user.click(await screen.findByRole('button', { name: 'Enviar e conferir colunas' }));
  expect(await screen.findByText('Escolha o arquivo CSV.')).toBeInTheDocument();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['CPF;Nome completo\r\n'], 'clientes.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Enviar e conferir colunas' }));

  // The guessed mapping; clearing a required field is caught before the preview.
  expect(await screen.findByText('Windows-1252 (Excel)')).toBeInTheDocument();
  const post = seen.find((r) => r.method === 'POST' && r.path === 'imports/');
  expect(post).toBeDefined();
  expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
  expect(await screen.findByText('CPF inválido.')).toBeInTheDocument();
  expect(
    screen.getByText(/Primeiras 2 linhas, conferidas como na importação: 1 com erro\./),
  ).toBeInTheDocument();
  const previewBody = JSON.parse(seen.find((r) => r.path === 'imports/7/preview/')?.body ?? '{}');
  expect(previewBody.mapping).toEqual(uploaded.mapping);

  await user.click(screen.getByRole('button', { name: 'Importar' }));
  const confirm = await screen.findByRole('dialog', { name: 'Importar 1.000 linhas?' });
  await user.click(within(confirm).getByRole('button', { name: 'Importar' }));
  expect(JSON.parse(seen.find((r) => r.path === 'imports/7/start/')?.body ?? '{}')).toEqual({
    mapping: uploaded.mapping,
  });

  // Progress while it runs, then the counts and the error file.
  expect(await screen.findByText('500 de 1.000 linhas')).toBeInTheDocument();
  expect(await screen.findByText('1.000 de 1.000 linhas', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('980')).toBeInTheDocument();
  expect(screen.getByText('20')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Baixar arquivo de erros/ }));
  await waitFor(() => expect(downloads).toEqual(['importacao-7-erros-2024-03-08.csv']));
  await user.click(screen.getByRole('button', { name: 'Nova importação' }));
  expect(await screen.findByRole('button', { name: 'Enviar e conferir colunas' })).toBeInTheDocument();
});

it('mapping rules in pt-BR: a required field without a column, one column twice', async () => {
  const user = userEvent.setup({ delay: null });
  const seen = serveImports();
  renderWithProviders(<ImportsTab />, { url: '/admin/settings?tab=importacao' });
  const input =
    (await screen.findByText('Escolher arquivo')).closest('span')?.querySelector('input') ??
    (document.querySelector('input[type="file"]') as HTMLInputElement);
  await user.upload(input, new File(['x'], 'clientes.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Enviar e conferir colunas' }));
  await screen.findByText('Correspondência das colunas');
  // 'Nome completo' cleared; 'Telefone' given the CPF column too.
  const name = screen.getByLabelText('Nome completo');
  const nameItem = name.closest('.ant-form-item') as HTMLElement;
  await user.click(nameItem.querySelector('.ant-select-clear') ?? name);
  await user.click(screen.getByLabelText('Telefone'));
  await waitFor(() =>
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toBeNull(),
  );
  const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement;
  await user.click(within(open).getByTitle('CPF'));
  await user.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
  expect(await screen.findByText('Escolha a coluna do campo "Nome completo".')).toBeInTheDocument();
  expect(
    (await screen.findAllByText('Esta coluna já foi escolhida para outro campo.')).length,
  ).toBeGreaterThan(0);
  expect(seen.filter((r) => r.path === 'imports/7/preview/')).toHaveLength(0);
});

it('the Importação tab is only for who may import (imports.manage)', async () => {
  fakeApi({
    'GET partnerships/locations/': () =>
      jsonResponse(200, { count: 0, next: null, previous: null, total_pages: 0, results: [] }),
    'GET imports/': () => jsonResponse(200, { results: [] }),
  });
  for (const [name, user] of roleUsers) {
    if (!user) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    const view = renderWithProviders(<SettingsScreen />, { url: '/admin/settings?tab=importacao' });
    const shown = screen.queryByRole('tab', { name: 'Importação' }) !== null;
    expect([name, shown]).toEqual([name, can(user, 'imports.manage')]);
    view.unmount();
  }
});
