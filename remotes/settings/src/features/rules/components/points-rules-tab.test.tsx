import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { expectHeaderSorts, header } from '../../../test/sorted-list';
import { rowTexts } from '../../../test/ui-helpers';
import { PointsRulesTab } from './points-rules-tab';

beforeEach(signInForTests);

it('pages the rules (page_size 10) and shows the weight as a whole percent', async () => {
  const user = userEvent.setup();
  const seen = fakeApi({
    'GET loyalty/admin/rules/pontuation/': (request) => {
      const pageNumber = Number(new URL(request.url).searchParams.get('page'));
      return jsonResponse(200, {
        count: 12,
        total_pages: 2,
        next: null,
        previous: null,
        results:
          pageNumber === 1
            ? [
                { id: 1, name: 'Serviços', transaction_type_key: 'SERVICE', weight: 0.1, is_active: true },
                { id: 2, name: 'Peças', transaction_type_key: 'PARTS', weight: '0.055', is_active: false },
              ]
            : [{ id: 3, name: 'Veículos', transaction_type_key: 'VEHICLE', weight: 1, is_active: true }],
      });
    },
  });
  renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
  await screen.findByText('Serviços');
  expect(rowTexts()).toEqual([
    // A known key reads its pt-BR label; a key the contract does not know is shown as it came.
    ['Serviços', 'Serviço', '10%', 'Ativa', ''],
    ['Peças', 'PARTS', '6%', 'Inativa', ''],
  ]);
  expect(new URL(`http://x/${seen[0]?.path}`).pathname).toBe('/loyalty/admin/rules/pontuation/');
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  expect(await screen.findByText('Veículos')).toBeInTheDocument();
  expect(screen.getByText('100%')).toBeInTheDocument();
  expect(screen.getByTestId('current-url')).toHaveTextContent('tab=rules&page=2');
});

it("a failure shows the rules error with 'Tentar novamente'", async () => {
  const user = userEvent.setup();
  let fail = true;
  fakeApi({
    'GET loyalty/admin/rules/pontuation/': () =>
      fail
        ? jsonResponse(500, {})
        : jsonResponse(200, [
            { id: 1, name: 'Serviços', transaction_type_key: 'S', weight: 0.2, is_active: true },
          ]),
  });
  renderWithProviders(<PointsRulesTab />);
  expect(
    await screen.findByText('Erro ao carregar dados de regras. Verifique sua conexão.'),
  ).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('20%')).toBeInTheDocument();
});

it('sorts by a header through the API with the sort in the URL; a reload shows it', async () => {
  const user = userEvent.setup({ delay: null });
  const queries: URLSearchParams[] = [];
  const rule = { id: 1, name: 'Serviços', transaction_type_key: 'SERVICE', weight: 0.1, is_active: true };
  fakeApi({
    'GET loyalty/admin/rules/pontuation/': (request) => {
      queries.push(new URL(request.url).searchParams);
      return jsonResponse(200, { count: 1, total_pages: 1, next: null, previous: null, results: [rule] });
    },
  });
  const view = renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
  await screen.findByText('Serviços');
  await expectHeaderSorts(user, 'Peso', 'weight', queries);
  for (const title of ['Nome', 'Tipo de Transação', 'Status']) {
    expect(header(title)).toHaveClass('ant-table-column-has-sorters');
  }
  view.unmount();
  renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules&ordering=-name' });
  await screen.findByText('Serviços');
  expect(header('Nome')).toHaveAttribute('aria-sort', 'descending');
  expect(queries.at(-1)?.get('ordering')).toBe('-name');
});
