import type { CustomerConsents, DataRequest } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import { fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerProfile } from '../../../test/customer-server';
import { captureDownloads, renderAt, signInAsAdmin } from '../../../test/render';
import { todayInBrasilia } from '../lib/data-request';
import { CustomerPage } from './customer-page';

beforeEach(signInAsAdmin);

const DAY = 86_400_000;
const request = (id: number, overrides: Partial<DataRequest> = {}): DataRequest => ({
  id,
  kind: 'export',
  received_at: new Date(Date.now() - 3 * DAY).toISOString(),
  due_at: new Date(Date.now() + 12 * DAY).toISOString(),
  channel: 'email',
  note: null,
  registered_by: 'Ana Admin',
  fulfilled_at: null,
  fulfilled_by: null,
  delivery: null,
  ...overrides,
});

const consents = (): CustomerConsents => ({
  marketing_push: { granted: true, changed_at: '2024-03-05T13:30:00Z', source: 'customer_app' },
  data_processing: { granted: true, changed_at: null, source: null },
  history: [
    {
      id: 1,
      purpose: 'marketing_push',
      granted: true,
      source: 'customer_app',
      actor_name: null,
      note: null,
      at: '2024-03-05T13:30:00Z',
    },
  ],
});

/** Customer 41's LGPD API: requests, consents, the export (a ZIP) and the anonymisation. */
function serveSubject(initial: DataRequest[] = []) {
  let requests = [...initial];
  let profile = customerProfile();
  let state = consents();
  const seen = fakeFetch((_request, entry) => {
    const { method, path } = entry;
    if (path === 'users/41/customer/') return jsonResponse(200, profile);
    if (path === 'users/41/points-history/')
      return jsonResponse(200, { count: 0, next: null, previous: null, total_pages: 0, results: [] });
    if (path === 'users/41/data-requests/' && method === 'GET')
      return jsonResponse(200, { results: requests });
    if (path === 'users/41/data-requests/' && method === 'POST') {
      const body = JSON.parse(entry.body) as {
        kind: DataRequest['kind'];
        channel: DataRequest['channel'];
        note: string | null;
      };
      const created = request(10 + requests.length, { ...body, received_at: new Date().toISOString() });
      requests = [created, ...requests];
      return jsonResponse(201, created);
    }
    if (path === 'users/41/data-export/') {
      requests = requests.map((r) =>
        r.kind === 'export' && !r.fulfilled_at
          ? {
              ...r,
              fulfilled_at: new Date().toISOString(),
              delivery: { file: 'dados-titular-41-2024-03-08.zip' },
            }
          : r,
      );
      return new Response(new Blob(['PK']), {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="dados-titular-41-2024-03-08.zip"',
        },
      });
    }
    if (path === 'users/41/anonymize/') {
      profile = { ...profile, anonymized: true, is_active: false, full_name: 'Cliente removido' };
      const answered = request(99, { kind: 'anonymize', fulfilled_at: new Date().toISOString() });
      requests = [answered, ...requests];
      return jsonResponse(200, {
        outcome: 'anonymized',
        detail: 'Dados pessoais anonimizados: nome, CPF…',
        request: answered,
      });
    }
    if (path === 'users/41/consents/' && method === 'GET') return jsonResponse(200, state);
    if (path === 'users/41/consents/' && method === 'PUT') {
      const body = JSON.parse(entry.body) as { purpose: 'marketing_push'; granted: boolean };
      state = {
        ...state,
        [body.purpose]: { granted: body.granted, changed_at: '2024-03-08T12:00:00Z', source: 'back_office' },
        history: [
          {
            id: 2,
            purpose: body.purpose,
            granted: body.granted,
            source: 'back_office',
            actor_name: 'Ana Admin',
            note: null,
            at: '2024-03-08T12:00:00Z',
          },
          ...state.history,
        ],
      };
      return jsonResponse(200, state);
    }
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
  return seen;
}

const openSection = async () => {
  renderAt('/admin/clientes/41?secao=lgpd', <CustomerPage customerId={41} />);
  return screen.findByRole('heading', { name: 'Solicitações do titular' });
};

it('the request log shows each request with its 15-day deadline, open, late or answered', async () => {
  serveSubject([
    request(1),
    request(2, {
      due_at: new Date(Date.now() - DAY).toISOString(),
      received_at: new Date(Date.now() - 16 * DAY).toISOString(),
    }),
    request(3, {
      fulfilled_at: '2024-03-08T12:00:00Z',
      delivery: { file: 'dados-titular-41-2024-03-08.zip' },
    }),
  ]);
  await openSection();
  expect(await screen.findByText(/^Em aberto: prazo \d\d\/\d\d\/\d{4} \(12 dias\)$/)).toBeInTheDocument();
  expect(screen.getByText(/^Prazo vencido em/)).toBeInTheDocument();
  expect(screen.getByText('Atendida em 08/03/2024')).toBeInTheDocument();
  expect(screen.getByText('dados-titular-41-2024-03-08.zip')).toBeInTheDocument();
});

it("'Exportar dados do titular' downloads the ZIP and the open request shows answered", async () => {
  const seen = serveSubject([request(1)]);
  const downloads = captureDownloads();
  await openSection();
  await screen.findByText(/^Em aberto/);
  await userEvent.click(screen.getByRole('button', { name: /Exportar dados do titular/ }));
  expect(
    await screen.findByText(/^Dados do titular exportados: dados-titular-41-2024-03-08\.zip/),
  ).toBeInTheDocument();
  expect(downloads.map((d) => d.name)).toEqual(['dados-titular-41-2024-03-08.zip']);
  expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['users/41/data-export/']);
  expect(await screen.findByText(/^Atendida em/)).toBeInTheDocument();
});

it('registering a request: pt-BR rules first, then the body the API takes', async () => {
  const seen = serveSubject();
  await openSection();
  await userEvent.click(screen.getByRole('button', { name: /Registrar solicitação/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Registrar solicitação do titular' });
  const date = within(dialog).getByLabelText('Recebida em');
  expect(date).toHaveValue(todayInBrasilia());
  await userEvent.clear(date);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar solicitação' }));
  expect(await within(dialog).findByText('Escolha o tipo de solicitação.')).toBeInTheDocument();
  expect(within(dialog).getByText('Informe a data em que o titular fez a solicitação.')).toBeInTheDocument();
  await userEvent.type(date, '2999-01-01');
  expect(
    await within(dialog).findByText('A data da solicitação não pode estar no futuro.'),
  ).toBeInTheDocument();
  expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

  await userEvent.clear(date);
  await userEvent.type(date, '2024-03-04');
  await userEvent.click(within(dialog).getByLabelText('Tipo de solicitação'));
  await userEvent.click(await screen.findByTitle('Acesso aos dados (exportação)'));
  await userEvent.click(within(dialog).getByLabelText('Canal'));
  await userEvent.click(await screen.findByTitle('Telefone'));
  await userEvent.type(within(dialog).getByLabelText('Observação'), '  Pediu por telefone  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar solicitação' }));
  expect(await screen.findByText(/^Solicitação registrada\./)).toBeInTheDocument();
  const post = seen.find((r) => r.method === 'POST');
  expect(post?.path).toBe('users/41/data-requests/');
  expect(JSON.parse(post?.body ?? '{}')).toEqual({
    kind: 'export',
    received_on: '2024-03-04',
    channel: 'telefone',
    note: 'Pediu por telefone',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it("'Anonimizar' says what is removed and kept, asks first, then the page shows the customer anonymised", async () => {
  const seen = serveSubject();
  await openSection();
  await userEvent.click(screen.getByRole('button', { name: 'Anonimizar' }));
  const confirm = await screen.findByRole('dialog', { name: 'Anonimizar este cliente?' });
  expect(
    within(confirm).getByText(/Ficam, sem identificação: extrato e lotes de pontos/),
  ).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Anonimizar' }));
  const again = await screen.findByRole('dialog', { name: 'Anonimizar este cliente?' });
  await userEvent.click(within(again).getByRole('button', { name: 'Anonimizar' }));
  expect(await screen.findByText(/^Dados pessoais anonimizados/)).toBeInTheDocument();
  expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['users/41/anonymize/']);
  expect(await screen.findByText('Anonimizado')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Anonimizar' })).not.toBeInTheDocument());
});

it('consents: their state and origin; switching one off records it and shows it in the history', async () => {
  const seen = serveSubject();
  await openSection();
  const marketing = await screen.findByRole('switch', { name: 'Notificações de marketing' });
  expect(marketing).toBeChecked();
  expect(screen.getByText('Nunca registrado (conta como não dado)')).toBeInTheDocument();
  await userEvent.click(marketing);
  expect(await screen.findByText('Notificações de marketing: consentimento retirado.')).toBeInTheDocument();
  const put = seen.find((r) => r.method === 'PUT');
  expect(JSON.parse(put?.body ?? '{}')).toEqual({ purpose: 'marketing_push', granted: false });
  expect(screen.getByRole('switch', { name: 'Notificações de marketing' })).not.toBeChecked();
  expect(screen.getByText('Ana Admin')).toBeInTheDocument();
});

it('the section is there exactly for who may handle data-subject requests', async () => {
  serveSubject();
  for (const [name, user] of roleUsers) {
    if (!user) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    const view = renderAt('/admin/clientes/41', <CustomerPage customerId={41} />);
    await screen.findByRole('heading', { level: 3, name: 'Carla Cliente' });
    const shown = screen.queryByRole('tab', { name: 'Dados do titular (LGPD)' }) !== null;
    expect([name, shown]).toEqual([name, can(user, 'customers.data-subject')]);
    view.unmount();
  }
});
