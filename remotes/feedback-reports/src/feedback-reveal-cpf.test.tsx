import { fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FeedbackScreen from './feedback-app';
import { feedback, page } from './test/feedback-fixtures';
import { renderWithProviders, signInAs } from './test/render';

jest.setTimeout(30_000);

beforeEach(() => signInAs());

it("a feedback's masked CPF: 'Mostrar CPF' reveals the customer's through the audited endpoint", async () => {
  const user = userEvent.setup({ delay: null });
  const seen = fakeFetch((_request, request) => {
    if (request.path === 'communications/admin/feedback/list/')
      return page([feedback(1, { user_name: 'Maria Souza', user_cpf: '***.456.789-**' })]);
    if (request.method === 'POST' && request.path === 'users/101/cpf/reveal/')
      return jsonResponse(200, { id: 101, cpf: '12345678909' });
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
  renderWithProviders(<FeedbackScreen />, '/admin/feedback');
  const row = (await screen.findByText('Maria Souza')).closest('tr') as HTMLElement;
  expect(within(row).getByText('***.456.789-**')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Mostrar CPF de Maria Souza' }));
  expect(await within(row).findByText('123.456.789-09')).toBeInTheDocument();
  expect(seen.filter((r) => r.path.endsWith('/cpf/reveal/')).map((r) => r.path)).toEqual([
    'users/101/cpf/reveal/',
  ]);
});
