import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { managedUser, serveUsers } from '../../../test/users-server';
import { UsersTab } from './users-tab';

beforeEach(signInForTests);

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

it("masked CPFs; 'Mostrar CPF' reveals one row's through the audited endpoint, only on the click", async () => {
  const user = userEvent.setup({ delay: null });
  const reveals: string[] = [];
  serveUsers(
    [
      managedUser(2, { full_name: 'Bruno Cliente', cpf: '***.982.247-**' }),
      managedUser(3, { full_name: 'Cliente removido', cpf: 'X0000000003', anonymized: true }),
    ],
    {
      routes: {
        'POST users/2/cpf/reveal/': (_request, seen) => {
          reveals.push(seen.path);
          return jsonResponse(200, { id: 2, cpf: '52998224725' });
        },
      },
    },
  );
  renderWithProviders(<UsersTab />, { url: '/admin/settings?tab=users' });
  await screen.findByText('Bruno Cliente');
  expect(within(rowOf('Bruno Cliente')).getByText('***.982.247-**')).toBeInTheDocument();
  expect(within(rowOf('Cliente removido')).getByText('CPF anonimizado')).toBeInTheDocument();
  expect(within(rowOf('Cliente removido')).queryByRole('button', { name: /Mostrar CPF/ })).toBeNull();
  expect(reveals).toEqual([]);

  await user.click(
    within(rowOf('Bruno Cliente')).getByRole('button', { name: 'Mostrar CPF de Bruno Cliente' }),
  );
  expect(await within(rowOf('Bruno Cliente')).findByText('529.982.247-25')).toBeInTheDocument();
  expect(reveals).toEqual(['users/2/cpf/reveal/']);
});
