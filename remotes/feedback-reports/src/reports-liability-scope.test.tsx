import { can } from '@fidelidade/contract/capabilities';
import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen, waitFor } from '@testing-library/react';
import ReportsScreen from './reports-app';
import { liabilityReport } from './test/liability-fixtures';
import { renderWithProviders, signInAs } from './test/render';

// The liability tab and its dealership filter against the capability table: the tab exactly for
// liability.read, the filter exactly for reports.filter.dealership (locked to its own without
// reports.filter.any). The API checks the same entries (infra/api capability-parity.test.ts).

jest.setTimeout(120_000);

const OWN = { id: 7, name: 'Concessionária Centro' };
const OTHER = { id: 8, name: 'Concessionária Norte' };

let liabilityUrls: URL[];
function serve() {
  liabilityUrls = [];
  fakeFetch((request, seen) => {
    if (seen.path === 'partnerships/dealerships/') return jsonResponse(200, [OWN, OTHER]);
    if (seen.path === 'partnerships/partners/') return jsonResponse(200, []);
    if (seen.path === 'reports/liability/') {
      liabilityUrls.push(new URL(request.url));
      return jsonResponse(200, liabilityReport());
    }
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
}

const userNamed = (name: string) => roleUsers.find(([role]) => role === name)?.[1] as StoredUser;

describe('liability tab and filters follow the capability table', () => {
  it.each(roleUsers)('%s', async (_name, user: StoredUser | null) => {
    if (user) signInAs(user);
    else {
      sessionStore.getState().clearSession();
      configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
    }
    serve();
    renderWithProviders(<ReportsScreen />, '/?tab=passivo');
    await screen.findByRole('tab', { name: 'Relatório de resgates' });
    const tab = screen.queryByRole('tab', { name: 'Relatório de passivo' });
    expect(tab !== null).toBe(can(user, 'liability.read'));
    if (!tab) {
      // The refused tab in the URL shows the default one, and the URL says so.
      await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent('?tab=resgates'));
      return;
    }
    await screen.findByTestId('liability-earned');
    expect(screen.queryByLabelText('Concessionária') !== null).toBe(can(user, 'reports.filter.dealership'));
  });

  it('DEALERSHIP: its own dealership, locked, whatever the URL names', async () => {
    signInAs(userNamed('DEALERSHIP staff'));
    serve();
    renderWithProviders(<ReportsScreen />, `/?tab=passivo&dealership_id=${OTHER.id}`);
    await screen.findByTestId('liability-earned');
    expect(liabilityUrls.every((url) => url.searchParams.get('dealership_id') === String(OWN.id))).toBe(true);
    const select = screen.getByLabelText('Concessionária');
    expect(select).toBeDisabled();
    await waitFor(() => expect(select.closest('.ant-select')).toHaveTextContent(OWN.name));
  });

  it('PARCEIRO: no dealership filter and none sent (its report is its stores)', async () => {
    signInAs(userNamed('PARCEIRO'));
    serve();
    renderWithProviders(<ReportsScreen />, `/?tab=passivo&dealership_id=${OWN.id}`);
    await screen.findByTestId('liability-earned');
    expect(screen.queryByLabelText('Concessionária')).not.toBeInTheDocument();
    expect(liabilityUrls.map((url) => url.searchParams.has('dealership_id'))).toEqual([false]);
  });
});
