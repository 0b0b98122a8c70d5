import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveContent } from '../../../components/unsaved-changes-guard';
import { serveOffers } from '../../../test/offer-server';
import {
  dealershipUser,
  partnerUser,
  renderScreen,
  selectedText,
  signInAs,
} from '../../../test/render-screen';
import { OfferForm } from './offer-form';

jest.setTimeout(20_000);

describe('OfferForm roles (docs/architecture.md §6)', () => {
  it('DEALERSHIP: its own dealership is preselected and locked; no ADMIN warning', async () => {
    signInAs(dealershipUser);
    serveOffers();
    renderScreen(<OfferForm />);
    expect(await screen.findByLabelText('Concessionária participante')).toBeDisabled();
    await waitFor(() =>
      expect(selectedText('Concessionária participante')).toBe(
        'Paulista Veículos — Av. Brasil, 500 - São Paulo - SP',
      ),
    );
    expect(screen.getByLabelText('Parceiro')).toBeDisabled();
    expect(screen.queryByText(/TODOS OS USUÁRIOS/)).not.toBeInTheDocument();
  });

  it('PARCEIRO: location type locked to partner; its only store is preselected and locked', async () => {
    signInAs(partnerUser);
    serveOffers(undefined, {
      partner_locations: [{ id: 21, name: 'Posto Estrela Sul', location: 'Rua A - Curitiba - PR' }],
      dealerships: [],
    });
    renderScreen(<OfferForm />);
    await waitFor(() =>
      expect(selectedText('Loja do parceiro')).toBe('Posto Estrela Sul — Rua A - Curitiba - PR'),
    );
    expect(screen.getByLabelText('Loja do parceiro')).toBeDisabled();
    expect(screen.getByLabelText('Concessionária')).toBeDisabled();
  });

  it('ADMIN: a failed load of the places is only logged', async () => {
    signInAs(adminUser);
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => jsonResponse(500, {}));
    renderScreen(<OfferForm />);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Falha ao carregar parceiros e concessionárias', expect.anything()),
    );
    expect(screen.getByLabelText('Loja do parceiro')).toBeEnabled();
    log.mockRestore();
  });
});

describe('unsaved changes', () => {
  it('leaving with unsaved changes asks first; Continuar editando stays, Sair sem salvar leaves', async () => {
    signInAs(adminUser);
    serveOffers();
    const user = userEvent.setup({ delay: null });
    const { router, currentUrl } = renderScreen(<OfferForm />);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Rascunho' } });
    void router.navigate('/admin/tables?tab=offers');
    expect(await screen.findByText(leaveContent)).toBeInTheDocument();
    await user.click(screen.getByText('Continuar editando'));
    await waitFor(() => expect(screen.queryByText(leaveContent)).not.toBeInTheDocument());
    expect(currentUrl()).toBe('/admin/acoes');
    void router.navigate('/admin/tables?tab=offers');
    await user.click(await screen.findByText('Sair sem salvar'));
    await waitFor(() => expect(currentUrl()).toBe('/admin/tables?tab=offers'));
  });

  it('without changes, navigation is not blocked', async () => {
    signInAs(adminUser);
    serveOffers();
    const { router, currentUrl } = renderScreen(<OfferForm />);
    await router.navigate('/admin/tables?tab=offers');
    expect(currentUrl()).toBe('/admin/tables?tab=offers');
    expect(screen.queryByText(leaveContent)).not.toBeInTheDocument();
  });
});
