import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CustomerScreen from './customer-app';
import { renderAt, serveApi, signInAsAdmin } from './test/render';

// The host mounts './Customer' on /admin/clientes/:id; the id comes from that route.
const mountAt = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path="/admin/clientes/:id" element={<CustomerScreen />} />
    </Routes>,
  );

beforeEach(signInAsAdmin);

it('reads the customer id from the route', async () => {
  const urls = serveApi((url) =>
    url.pathname.endsWith('/users/41/customer/')
      ? jsonResponse(404, { detail: 'Cliente não encontrado.' })
      : jsonResponse(200, { count: 0, results: [] }),
  );
  mountAt('/admin/clientes/41');
  expect(await screen.findByText('Cliente não encontrado.')).toBeInTheDocument();
  expect(urls.map((url) => url.pathname)).toEqual(['/api/v1/users/41/customer/']);
});

it.each(['abc', '0', '12abc', '-3'])('an id like %s is no customer: not found, no request', (id) => {
  const urls = serveApi(() => jsonResponse(200, {}));
  mountAt(`/admin/clientes/${id}`);
  expect(screen.getByRole('heading', { level: 2, name: 'Cliente' })).toBeInTheDocument();
  expect(screen.getByText('Cliente não encontrado.')).toBeInTheDocument();
  expect(urls).toHaveLength(0);
});
