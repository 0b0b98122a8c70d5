import type { AuditEntry } from '@fidelidade/contract';
import { sessionStore } from '@fidelidade/session';
import { roleUsers } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from '../../../app';
import { fakeApi, jsonResponse, page } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { expectHeaderSorts, expectSortAfterReload, expectSortableHeaders } from '../../../test/sorted-list';
import { AuditTab } from './audit-tab';

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-05-20T15:04:00.000Z',
  actor_id: 7,
  actor_name: 'Ana Admin',
  actor_role: 'ADMIN',
  action: 'update',
  target_type: 'offer',
  target_id: '12',
  changes: {
    title: { before: 'Brinde', after: 'Brinde <b>novo</b>' },
    is_active: { before: true, after: false },
  },
  client_ip: '203.0.113.7',
  request_id: 'req-1',
  ...extra,
});

/** The audit list answers `rows` on every page and records each query string it was asked. */
function auditApi(rows: AuditEntry[], totalPages = 1) {
  const queries: URLSearchParams[] = [];
  fakeApi({
    // The default tab's list, for the screens rendered without Auditoria.
    'GET partnerships/locations/': () => jsonResponse(200, page([])),
    'GET audit/': (request) => {
      queries.push(new URL(request.url).searchParams);
      return jsonResponse(200, {
        count: rows.length * totalPages,
        count_is_exact: true,
        next: null,
        previous: null,
        total_pages: totalPages,
        results: rows,
      });
    },
  });
  return queries;
}

const url = () => screen.getByTestId('current-url').textContent ?? '';

beforeEach(() => signInForTests());

it('lists the writes with pt-BR labels and the diff as text', async () => {
  const many = Object.fromEntries(['a', 'b', 'c', 'd'].map((f) => [f, { before: null, after: f }]));
  auditApi([
    entry(1),
    entry(2, {
      action: 'create',
      target_type: 'partner_location',
      target_id: '3',
      changes: many,
      actor_role: 'DEALERSHIP',
    }),
    entry(3, {
      action: 'sync_start',
      target_type: 'integration_task',
      target_id: null,
      changes: {},
      actor_id: null,
    }),
  ]);
  renderWithProviders(<AuditTab />, { url: '/admin/settings?tab=auditoria' });
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Data/hora', 'Usuário', 'Papel', 'Ação', 'Alvo', 'Alterações', 'IP', 'Requisição']);
  const [first, second, third] = within(table).getAllByRole('row').slice(1);
  const cells = (row: HTMLElement | undefined) =>
    within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells(first)).toEqual([
    expect.stringMatching(/^20\/05\/2026,? 12:04/),
    'Ana Admin (#7)',
    'Administrador',
    'Alteração',
    'Oferta #12',
    // Field labels and values as the screens show them (docs/product.md §2.9), not the API's names.
    'Título: Brinde → Brinde <b>novo</b>Ativo: Sim → Não',
    '203.0.113.7',
    'req-1',
  ]);
  // Markup in a recorded value is text, never HTML.
  expect(first?.querySelector('b')).toBeNull();
  expect(cells(second).slice(2, 6)).toEqual([
    'Concessionária',
    'Criação',
    'Loja de parceiro #3',
    expect.stringMatching(/^4 campos alterados/),
  ]);
  expect(cells(third).slice(1, 6)).toEqual([
    'Ana Admin',
    'Administrador',
    'Início de sincronização',
    'Tarefa de sincronização',
    '—',
  ]);
  expect(screen.getByText('3 registro(s)')).toBeInTheDocument();
});

it('filters and page live in the URL and reach the API', async () => {
  const queries = auditApi([entry(1)], 3);
  renderWithProviders(<AuditTab />, {
    url: '/admin/settings?tab=auditoria&target_type=offer&target_id=12',
  });
  await screen.findByText('Ana Admin (#7)');
  expect(queries.at(-1)?.toString()).toBe('target_type=offer&target_id=12&page=1&page_size=20');
  expect(screen.getByLabelText('Id do alvo')).toHaveValue('12');

  // The sortable 'Usuário' header carries the same accessible name (antd's aria-label on sorter cells).
  await userEvent.type(screen.getByRole('textbox', { name: 'Usuário' }), 'ana');
  await waitFor(() => expect(url()).toContain('actor=ana'));
  fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-05-01' } });
  fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-05-20' } });
  await userEvent.click(screen.getByRole('combobox', { name: 'Ação' }));
  await userEvent.click(await screen.findByTitle('Exclusão'));
  await waitFor(() =>
    expect(url()).toBe(
      '/admin/settings?tab=auditoria&target_type=offer&target_id=12&actor=ana&date_from=2026-05-01&date_to=2026-05-20&action=delete',
    ),
  );
  await waitFor(() =>
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
      actor: 'ana',
      action: 'delete',
      target_type: 'offer',
      target_id: '12',
      date_from: '2026-05-01',
      date_to: '2026-05-20',
      page: '1',
      page_size: '20',
    }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
  await waitFor(() => expect(url()).toContain('page=2'));
  await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));

  await userEvent.click(screen.getByRole('button', { name: /Limpar filtros/ }));
  await waitFor(() => expect(url()).toBe('/admin/settings?tab=auditoria'));
});

it('the Auditoria tab is only for who may read the log (audit.read)', async () => {
  auditApi([]);
  for (const [name, user] of roleUsers) {
    if (!user) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    const view = renderWithProviders(<SettingsScreen />, { url: '/admin/settings?tab=auditoria' });
    const shown = screen.queryByRole('tab', { name: 'Auditoria' }) !== null;
    expect([name, shown]).toEqual([name, name === 'ADMIN' || name === 'superuser']);
    view.unmount();
  }
});

it('sorts by a header through the API, keeping the filters; a reload shows the sort', async () => {
  const user = userEvent.setup({ delay: null });
  const queries = auditApi([entry(1)], 3);
  const view = renderWithProviders(<AuditTab />, {
    url: '/admin/settings?tab=auditoria&action=update&page=2',
  });
  await screen.findByText('Ana Admin (#7)');
  await expectHeaderSorts(user, 'Usuário', 'actor_name', queries);
  expect(url()).toBe('/admin/settings?tab=auditoria&action=update&ordering=-actor_name');
  expect(queries.at(-1)?.get('action')).toBe('update');
  expectSortableHeaders(['Data/hora', 'Papel', 'Ação', 'Alvo'], ['IP']);
  view.unmount();

  await expectSortAfterReload(
    () => renderWithProviders(<AuditTab />, { url: '/admin/settings?tab=auditoria&ordering=at' }),
    { ready: 'Ana Admin (#7)', title: 'Data/hora', direction: 'ascending', ordering: 'at' },
    queries,
  );
});
