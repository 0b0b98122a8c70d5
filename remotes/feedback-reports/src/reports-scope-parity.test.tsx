import { can, scopeOf } from '@fidelidade/contract/capabilities';
import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ReportsScreen from './reports-app';
import { renderWithProviders, signInAs } from './test/render';

// Which dealership and partner filters each kind of user may pick, against the capability table's
// reports.filter.*. A select offers a locked own value, or the options the API lists. The fake
// lists answer as the API does for that user (scoped lists, 401/403 outside the back office): the
// API parity test (infra/api/src/security/capability-parity.test.ts) checks those very lists
// against the same capabilities, so "pickable here" ⇔ "accepted there".

jest.setTimeout(120_000);

const OWN_DEALERSHIP = { id: 7, name: 'Concessionária Centro' };
const OTHER_DEALERSHIP = { id: 8, name: 'Concessionária Norte' };
const OWN_PARTNER = { id: 9, brand_name: 'Posto Bom' };
const OTHER_PARTNER = { id: 10, brand_name: 'Farmácia Vida' };
const page = <T,>(rows: T[]) => ({
  count: rows.length,
  next: null,
  previous: null,
  total_pages: 1,
  results: rows,
});

function serveListsAs(user: StoredUser | null) {
  fakeFetch((_request, seen) => {
    if (!user) return jsonResponse(401, { detail: 'As credenciais de autenticação não foram fornecidas.' });
    if (!can(user, 'partnerships.read')) return jsonResponse(403, { detail: 'Acesso negado.' });
    // The API's list scoping: everything, or only the user's own dealership or partner.
    const { kind } = scopeOf(user);
    const visible = <T,>(own: T, other: T, ownKind: 'dealership' | 'partner') =>
      kind === 'all' ? [own, other] : kind === ownKind ? [own] : [];
    if (seen.path === 'partnerships/dealerships/')
      return jsonResponse(200, page(visible(OWN_DEALERSHIP, OTHER_DEALERSHIP, 'dealership')));
    if (seen.path === 'partnerships/partners/')
      return jsonResponse(200, page(visible(OWN_PARTNER, OTHER_PARTNER, 'partner')));
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
}

/** The names a filter lets the user pick: its locked value, or what its open dropdown lists. */
async function pickable(label: string): Promise<string[]> {
  const input = screen.getByLabelText(label);
  const select = input.closest('.ant-select') as HTMLElement;
  if (input.hasAttribute('disabled')) {
    const shown = select.querySelector('.ant-select-content')?.textContent ?? '';
    return shown ? [shown] : [];
  }
  const before = document.querySelectorAll('.ant-select-dropdown').length;
  fireEvent.mouseDown(select.querySelector('.ant-select-content') ?? input);
  // Each select renders its own dropdown on first opening, after those already there.
  await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown').length).toBe(before + 1));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown')].at(-1);
  const names = [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map(
    (option) => option.getAttribute('title') ?? '',
  );
  fireEvent.keyDown(input, { key: 'Escape' });
  return names;
}

describe('report filters follow the capability table', () => {
  it.each(roleUsers)('%s', async (_name, user: StoredUser | null) => {
    if (user) signInAs(user);
    else {
      sessionStore.getState().clearSession();
      configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
    }
    serveListsAs(user);
    renderWithProviders(<ReportsScreen />);
    await screen.findByText('Relatórios de Resgates');
    // Let both option lists settle (answers or failures).
    await waitFor(() => expect(document.querySelectorAll('.ant-select-loading')).toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const dealerships = await pickable('Concessionária');
    const partners = await pickable('Parceiro');
    expect(dealerships.length > 0).toBe(can(user, 'reports.filter.dealership'));
    expect(partners.length > 0).toBe(can(user, 'reports.filter.partner'));
    expect(dealerships.includes(OTHER_DEALERSHIP.name) && partners.includes(OTHER_PARTNER.brand_name)).toBe(
      can(user, 'reports.filter.any'),
    );
  });
});
