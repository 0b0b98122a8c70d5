import type { StoredUser } from '@fidelidade/session';
import { dealerUser, fakeFetch, jsonResponse, partnerUser } from '@fidelidade/session/test-helpers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportsScreen from './reports-app';
import { renderWithProviders, signInAs } from './test/render';
import { dealerships, partners, report } from './test/report-fixtures';

// antd renders slowly on the shared 2-core machine.
jest.setTimeout(60_000);

let reportUrls: URL[];
function serve(partnerList = partners) {
  reportUrls = [];
  fakeFetch((request, seen) => {
    if (seen.path === 'partnerships/partners/') return jsonResponse(200, partnerList);
    if (seen.path === 'partnerships/dealerships/') return jsonResponse(200, dealerships);
    if (seen.path === 'reports/redemption-reports/') {
      reportUrls.push(new URL(request.url));
      return jsonResponse(200, report([]));
    }
    return jsonResponse(404);
  });
}

// The dealership and the partner of the report fixtures.
const dealershipUser: StoredUser = {
  ...dealerUser,
  full_name: 'Carlos Concessionária',
  dealership_name: 'Paulista Veículos',
  dealership_associated: 2,
};
const scopedPartner: StoredUser = { ...partnerUser, partner_name: 'Posto Estrela', partner: 3 };

/** The select's root element: disabled state and shown value live there. */
const selectOf = (label: string) => screen.getByLabelText(label).closest('.ant-select') as HTMLElement;

async function searchAndGetQuery() {
  await userEvent.click(screen.getByRole('button', { name: /Buscar/ }));
  await waitFor(() => expect(reportUrls).toHaveLength(1));
  return Object.fromEntries(reportUrls[0]?.searchParams ?? []);
}

describe('report filters follow the role (docs/architecture.md §6)', () => {
  it('a DEALERSHIP user has its own dealership preselected and locked', async () => {
    signInAs(dealershipUser);
    serve();
    renderWithProviders(<ReportsScreen />);
    await waitFor(() => expect(selectOf('Concessionária')).toHaveTextContent('Paulista Veículos'));
    expect(screen.getByLabelText('Concessionária')).toBeDisabled();
    expect(screen.getByLabelText('Parceiro')).toBeEnabled();
    expect(await searchAndGetQuery()).toEqual({ dealership_id: '2' });
  });

  it('a PARCEIRO user has its own partner preselected and locked, even if the list lacks it', async () => {
    signInAs(scopedPartner);
    serve([]);
    renderWithProviders(<ReportsScreen />);
    await waitFor(() => expect(selectOf('Parceiro')).toHaveTextContent('Posto Estrela'));
    expect(screen.getByLabelText('Parceiro')).toBeDisabled();
    expect(screen.getByLabelText('Concessionária')).toBeEnabled();
    expect(await searchAndGetQuery()).toEqual({ partner_id: '3' });
  });

  it('a superuser counts as ADMIN: nothing is locked or preselected', async () => {
    signInAs({ ...dealershipUser, is_superuser: true });
    serve();
    renderWithProviders(<ReportsScreen />);
    expect(screen.getByLabelText('Concessionária')).toBeEnabled();
    expect(screen.getByLabelText('Parceiro')).toBeEnabled();
    expect(await searchAndGetQuery()).toEqual({});
  });
});
