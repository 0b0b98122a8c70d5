import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import { fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf, renderAt, signInAsAdmin } from '../../../test/render';
import { customerRow } from '../../../test/tab-rows';
import { PointsTab } from './points-tab';

const row = (id: number, cpf: string) => customerRow(id, { user_cpf: cpf });

/** Two masked rows and one an anonymised customer's; the reveal answers `reveal(id)`. */
function serve(reveal: (id: number) => Response = (id) => jsonResponse(200, { id, cpf: '12345678909' })) {
  return fakeFetch((_request, seen) => {
    if (seen.path === 'loyalty/admin/points/summary/')
      return jsonResponse(
        200,
        pageOf([row(1, '***.456.789-**'), row(2, '***.111.222-**'), row(3, 'X0000000003')]),
      );
    const match = /^users\/(\d+)\/cpf\/reveal\/$/.exec(seen.path);
    if (match && seen.method === 'POST') return reveal(Number(match[1]));
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(signInAsAdmin);
afterEach(() => jest.restoreAllMocks());

it("'Mostrar CPF' asks the API for that row's CPF only on the click, then the row shows it whole", async () => {
  const user = userEvent.setup({ delay: null });
  const seen = serve();
  renderAt('/admin/tables?tab=points', <PointsTab />);
  await screen.findByText('Cliente 1');
  // Nothing is revealed by showing the list.
  expect(seen.filter((r) => r.path.includes('/cpf/reveal/'))).toHaveLength(0);
  expect(within(rowOf('Cliente 1')).getByText('***.456.789-**')).toBeInTheDocument();
  // An anonymised customer's placeholder is not a CPF: nothing to reveal.
  expect(within(rowOf('Cliente 3')).getByText('CPF anonimizado')).toBeInTheDocument();
  expect(within(rowOf('Cliente 3')).queryByRole('button', { name: /Mostrar CPF/ })).toBeNull();

  await user.click(within(rowOf('Cliente 1')).getByRole('button', { name: 'Mostrar CPF de Cliente 1' }));
  expect(await within(rowOf('Cliente 1')).findByText('123.456.789-09')).toBeInTheDocument();
  expect(within(rowOf('Cliente 1')).queryByRole('button', { name: /Mostrar CPF/ })).toBeNull();
  const reveals = seen.filter((r) => r.path.includes('/cpf/reveal/'));
  expect(reveals.map((r) => [r.method, r.path])).toEqual([['POST', 'users/1/cpf/reveal/']]);
  // The other row stays masked.
  expect(within(rowOf('Cliente 2')).getByText('***.111.222-**')).toBeInTheDocument();
});

it('a refused reveal says so in pt-BR and the CPF stays masked', async () => {
  const user = userEvent.setup({ delay: null });
  serve(() => jsonResponse(404, { detail: 'Não encontrado.' }));
  renderAt('/admin/tables?tab=points', <PointsTab />);
  await screen.findByText('Cliente 1');
  await user.click(within(rowOf('Cliente 2')).getByRole('button', { name: 'Mostrar CPF de Cliente 2' }));
  expect(await screen.findByText('Não encontrado.')).toBeInTheDocument();
  await waitFor(() => expect(within(rowOf('Cliente 2')).getByText('***.111.222-**')).toBeInTheDocument());
});

it("'Mostrar CPF' is there exactly for the roles that may reveal a CPF", async () => {
  serve();
  for (const [name, signedIn] of roleUsers) {
    if (!signedIn) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: signedIn });
    const view = renderAt('/admin/tables?tab=points', <PointsTab />);
    await screen.findByText('Cliente 1');
    const shown = screen.queryAllByRole('button', { name: /^Mostrar CPF de/ }).length > 0;
    expect([name, shown]).toEqual([name, can(signedIn, 'customers.reveal-cpf')]);
    view.unmount();
  }
});
