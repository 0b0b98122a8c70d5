import type { ImportRun } from '@fidelidade/contract';
import { withNodeMultipart } from '@fidelidade/session/test-dom';
import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, page } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { ImportsTab } from './imports-tab';

withNodeMultipart();
beforeEach(signInForTests);

const uploaded: ImportRun = {
  id: 9,
  kind: 'voucher_codes',
  offer_id: 12,
  offer_title: 'Lavagem Parceira',
  file_name: 'codigos.csv',
  encoding: 'windows-1252',
  separator: ';',
  header: ['Código', 'Lote'],
  total_rows: 3,
  mapping: { code: 'Código' },
  state: 'uploaded',
  progress: null,
  counts: { created: 0, updated: 0, unchanged: 0, failed: 0 },
  created_by: 'Ana Admin',
  created_at: '2024-03-08T12:00:00Z',
  finished_at: null,
  last_error: null,
};

const offer = { id: 12, title: 'Lavagem Parceira', voucher_codes_total: 1234, voucher_codes_free: 1000 };

it("voucher codes: the offer is chosen first (searched by title), sent with the file; the mapping step names it and the preview shows each row's pt-BR error", async () => {
  const user = userEvent.setup({ delay: null });
  const searches: string[] = [];
  const uploads: URLSearchParams[] = [];
  fakeApi({
    'GET imports/': () => jsonResponse(200, { results: [] }),
    'GET loyalty/admin/offers/list/': (request) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      return jsonResponse(200, page('lavagem parceira'.includes(search.toLowerCase()) ? [offer] : []));
    },
    'POST imports/': (request) => {
      uploads.push(new URL(request.url).searchParams);
      return jsonResponse(201, uploaded);
    },
    'POST imports/9/preview/': () =>
      jsonResponse(200, {
        rows: [
          { line: 2, values: { code: 'lava-0001' }, errors: [] },
          { line: 3, values: { code: 'LAVA-0001' }, errors: ['Código repetido no arquivo.'] },
        ],
        mapping_errors: [],
      }),
  });
  renderWithProviders(<ImportsTab />, { url: '/admin/settings?tab=importacao' });

  await user.click(await screen.findByRole('radio', { name: 'Códigos de voucher de uma oferta' }));
  expect(await screen.findByText(/Uma coluna com os códigos/)).toBeInTheDocument();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['Código\r\nlava-0001\r\n'], 'codigos.csv', { type: 'text/csv' }));
  // No offer yet: the form says so and sends nothing.
  await user.click(screen.getByRole('button', { name: 'Enviar e conferir colunas' }));
  expect(await screen.findByText('Escolha a oferta dos códigos.')).toBeInTheDocument();
  expect(uploads).toHaveLength(0);

  await user.type(screen.getByLabelText('Oferta'), 'Lavagem');
  await waitFor(() => expect(searches).toContain('Lavagem'));
  const option = await screen.findByTitle('Lavagem Parceira (1.000 de 1.234 códigos livres)');
  await user.click(option);
  await user.click(screen.getByRole('button', { name: 'Enviar e conferir colunas' }));

  const facts = (await screen.findByText('Correspondência das colunas')).parentElement as HTMLElement;
  expect(within(facts).getByText('Lavagem Parceira')).toBeInTheDocument();
  expect([uploads[0]?.get('kind'), uploads[0]?.get('offer_id')]).toEqual(['voucher_codes', '12']);
  await user.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
  expect(await screen.findByText('Código repetido no arquivo.')).toBeInTheDocument();
  expect(
    screen.getByText(/Primeiras 2 linhas, conferidas como na importação: 1 com erro\./),
  ).toBeInTheDocument();
});
