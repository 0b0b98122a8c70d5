import type { Offer } from '@fidelidade/contract';
import { withNodeMultipart } from '@fidelidade/session/test-dom';
import { adminUser, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formEntries, savedOffer, serveOfferEditing } from '../../../test/offer-edit-server';
import {
  dealershipUser,
  partnerUser,
  renderScreen,
  selectedText,
  signInAs,
} from '../../../test/render-screen';
import { offerDuplicateMessages, offerEditMessages } from '../lib/offer-form-mode';
import { offerMessages } from '../lib/offer-messages';
import { OfferForm } from './offer-form';

jest.setTimeout(20_000);
withNodeMultipart();
beforeEach(() => signInAs(adminUser));

const titleInput = () => screen.getByLabelText<HTMLInputElement>('Título');

describe('OfferForm duplicate mode (?duplicar={id})', () => {
  it("is the creation form filled from the offer: title with ' (cópia)', images to pick again, POST", async () => {
    const server = serveOfferEditing({ ...savedOffer, max_redemptions: null });
    const user = userEvent.setup({ delay: null });
    const { currentUrl } = renderScreen(<OfferForm />, '/admin/acoes?tab=criar-promocao&duplicar=5');
    expect(await screen.findByRole('heading', { name: 'Criar Nova Promoção' })).toBeInTheDocument();
    await waitFor(() => expect(titleInput().value).toBe('Troca de óleo (cópia)'));
    expect(screen.getByText(offerDuplicateMessages.source('Troca de óleo'))).toBeInTheDocument();
    expect(screen.getByText(offerDuplicateMessages.imagesNotCopied)).toBeInTheDocument();
    expect(screen.queryByAltText('logo de exibição atual')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quarta')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Criar Promoção' }));
    expect(await screen.findByText(offerMessages.created)).toBeInTheDocument();
    expect(server.bodies.map((body) => body.request)).toEqual(['POST']);
    expect(formEntries(server.bodies[0]?.data)).toMatchObject({
      title: 'Troca de óleo (cópia)',
      partner_location: '11',
      valid_days: '1,3,5',
      max_redemptions: '',
    });
    await waitFor(() => expect(currentUrl()).toBe('/admin/tables?tab=offers'), { timeout: 4000 });
  });
});

describe('OfferForm: an offer that cannot be loaded', () => {
  it.each([
    ['unknown or out of scope (404)', 'editar=5'],
    ['an id that cannot exist', 'duplicar=abc'],
  ])("%s: 'Promoção não encontrada.', the empty creation form and the URL cleaned", async (_case, query) => {
    serveOfferEditing(savedOffer, { load: () => jsonResponse(404, { detail: 'Não encontrado.' }) });
    const { currentUrl } = renderScreen(<OfferForm />, `/admin/acoes?tab=criar-promocao&${query}`);
    expect(await screen.findByText(offerEditMessages.notFound)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/admin/acoes?tab=criar-promocao'));
    expect(screen.getByRole('heading', { name: 'Criar Nova Promoção' })).toBeInTheDocument();
    expect(titleInput().value).toBe('');
  });

  it('another failure offers to try again, and trying again opens the form', async () => {
    let fail = true;
    serveOfferEditing(savedOffer, {
      load: () => (fail ? jsonResponse(500, {}) : jsonResponse(200, savedOffer)),
    });
    const user = userEvent.setup({ delay: null });
    const { currentUrl } = renderScreen(<OfferForm />, '/admin/acoes?tab=criar-promocao&editar=5');
    expect(await screen.findByText(offerEditMessages.loadFailed)).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin/acoes?tab=criar-promocao&editar=5');
    fail = false;
    await user.click(screen.getByRole('button', { name: offerEditMessages.retry }));
    expect(await screen.findByRole('heading', { name: 'Editar Promoção' })).toBeInTheDocument();
  });
});

describe('OfferForm edit mode per role', () => {
  const dealershipOffer: Offer = {
    ...savedOffer,
    location_type: 'dealership',
    dealership_id: 3,
    dealership_name: 'Paulista Veículos',
    partner_location_id: null,
    partner_location_name: null,
  };

  it('DEALERSHIP: its dealership stays selected and locked', async () => {
    signInAs(dealershipUser);
    serveOfferEditing(dealershipOffer);
    renderScreen(<OfferForm />, '/admin/acoes?tab=criar-promocao&editar=5');
    expect(await screen.findByRole('heading', { name: 'Editar Promoção' })).toBeInTheDocument();
    await waitFor(() =>
      expect(selectedText('Concessionária participante')).toBe(
        'Paulista Veículos — Av. Brasil, 500 - São Paulo - SP',
      ),
    );
    expect(screen.getByLabelText('Concessionária participante')).toBeDisabled();
    expect(screen.queryByText(/TODOS OS USUÁRIOS/)).not.toBeInTheDocument();
  });

  it("PARCEIRO with several stores: the offer's store stays selected once the stores load", async () => {
    signInAs(partnerUser);
    const server = serveOfferEditing({ ...savedOffer, partner_location_id: 12 });
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />, '/admin/acoes?tab=criar-promocao&editar=5');
    await waitFor(() =>
      expect(selectedText('Loja do parceiro')).toBe(
        'Café Aroma Paulista — Av. Paulista, 1000 - São Paulo - SP',
      ),
    );
    fireEvent.change(titleInput(), { target: { value: 'Café com desconto' } });
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await screen.findByText(offerEditMessages.updated);
    expect(formEntries(server.bodies[0]?.data).partner_location).toBe('12');
  });
});
