import { withNodeMultipart } from '@fidelidade/session/test-dom';
import { adminUser, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isoToLocal } from '../../../lib/local-date-time';
import { formEntries, savedOffer, serveOfferEditing } from '../../../test/offer-edit-server';
import { renderScreen, selectedText, signInAs } from '../../../test/render-screen';
import { offerEditMessages } from '../lib/offer-form-mode';
import { offerMessages } from '../lib/offer-messages';
import { OfferForm } from './offer-form';

jest.setTimeout(20_000);
withNodeMultipart();
beforeEach(() => {
  signInAs(adminUser);
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

const editUrl = '/admin/acoes?tab=criar-promocao&editar=5';
const saveButton = () => screen.getByRole('button', { name: /Salvar Alterações|Salvando\.\.\./ });
const titleInput = () => screen.getByLabelText<HTMLInputElement>('Título');

async function openEditForm() {
  expect(await screen.findByRole('heading', { name: 'Editar Promoção' })).toBeInTheDocument();
  await waitFor(() => expect(titleInput().value).toBe('Troca de óleo'));
}

describe('OfferForm edit mode (?editar={id})', () => {
  it('loads the offer into the creation form: every field, weekdays, hours, place and both current images', async () => {
    serveOfferEditing();
    renderScreen(<OfferForm />, editUrl);
    await openEditForm();
    expect(screen.getByRole('form', { name: 'Editar Promoção' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Criar Nova Promoção' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).toHaveValue('Na Rua Augusta');
    expect(screen.getByLabelText('Custo em pontos')).toHaveValue('150');
    expect(screen.getByLabelText('Válida de')).toHaveValue(isoToLocal(savedOffer.valid_from));
    expect(screen.getByLabelText('Válida até')).toHaveValue(isoToLocal(savedOffer.valid_until));
    expect(screen.getByLabelText('Percentual de desconto (%)')).toHaveValue('12,5');
    expect(screen.getByLabelText('Horário de início')).toHaveValue('08:00');
    expect(screen.getByLabelText('Horário de fim')).toHaveValue('12:30');
    expect(screen.getByLabelText('Segunda')).toBeChecked();
    expect(screen.getByLabelText('Terça')).not.toBeChecked();
    expect(screen.getByLabelText('Sexta')).toBeChecked();
    expect(screen.getByLabelText('Máximo de resgates por cliente')).toHaveValue('2');
    expect(screen.getByLabelText('Mensagem da notificação')).toHaveValue('Aproveite!');
    await waitFor(() =>
      expect(selectedText('Loja do parceiro')).toBe(
        'Posto Estrela Centro — Rua Augusta, 10 - São Paulo - SP',
      ),
    );
    expect(screen.getByAltText('logo de exibição atual')).toHaveAttribute('src', '/media/logo.png');
    expect(screen.getByAltText('imagem do item atual')).toHaveAttribute('src', '/media/item.png');
    expect(saveButton()).toBeEnabled();
  });

  it('PUTs the whole form as multipart without the images (kept), says so and goes back to the list', async () => {
    const server = serveOfferEditing();
    const user = userEvent.setup({ delay: null });
    const { currentUrl } = renderScreen(<OfferForm />, editUrl);
    await openEditForm();
    fireEvent.change(titleInput(), { target: { value: 'Troca de óleo premium' } });
    await user.click(saveButton());
    expect(await screen.findByText(offerEditMessages.updated)).toBeInTheDocument();
    expect(server.bodies.map((body) => body.request)).toEqual(['PUT 5']);
    expect(formEntries(server.bodies[0]?.data)).toEqual({
      title: 'Troca de óleo premium',
      description: 'Na Rua Augusta',
      offer_type: 'CUPOM_DESCONTO',
      points_cost: '150',
      valid_from: savedOffer.valid_from,
      valid_until: savedOffer.valid_until,
      is_active: 'true',
      partner_location: '11',
      discount_percentage: '12.5',
      time_restricted: 'true',
      start_time: '08:00',
      end_time: '12:30',
      valid_days: '1,3,5',
      max_redemptions: '2',
      auto_notify: 'true',
      notification_message: 'Aproveite!',
    });
    await waitFor(() => expect(currentUrl()).toBe('/admin/tables?tab=offers'), { timeout: 4000 });
  });

  it('a new image replaces the current one: its preview shows and the file is sent', async () => {
    const server = serveOfferEditing();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />, editUrl);
    await openEditForm();
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'novo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo de exibição'), logo);
    expect(await screen.findByAltText('prévia do logo de exibição')).toHaveAttribute('src', 'blob:novo.png');
    expect(screen.queryByAltText('logo de exibição atual')).not.toBeInTheDocument();
    expect(screen.getByAltText('imagem do item atual')).toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByText(offerEditMessages.updated);
    const sent = formEntries(server.bodies[0]?.data);
    expect(sent.display_logo).toBe('file:novo.png');
    expect(sent).not.toHaveProperty('item_image');
  });

  it('the creation rules apply unchanged: a blank title or a lone weekday unticked stops the PUT', async () => {
    const server = serveOfferEditing();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />, editUrl);
    await openEditForm();
    fireEvent.change(titleInput(), { target: { value: '   ' } });
    for (const day of ['Segunda', 'Quarta', 'Sexta']) await user.click(screen.getByLabelText(day));
    await user.click(saveButton());
    expect(await screen.findByText(offerMessages.title)).toBeInTheDocument();
    expect(await screen.findByText(offerMessages.weekdays)).toBeInTheDocument();
    expect(server.bodies).toHaveLength(0);
  });

  it('server field errors show under their fields; other refusals keep the form with the reason', async () => {
    let answer = jsonResponse(400, { title: ['Já existe uma oferta com este título.'] });
    serveOfferEditing(savedOffer, { save: () => answer });
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />, editUrl);
    await openEditForm();
    await user.click(saveButton());
    expect(await screen.findByText('Já existe uma oferta com este título.')).toBeInTheDocument();
    answer = jsonResponse(403, { detail: 'Você não pode usar esta loja.' });
    await user.click(saveButton());
    expect(await screen.findByText(offerEditMessages.failed)).toBeInTheDocument();
    expect(screen.getByText('Você não pode usar esta loja.')).toBeInTheDocument();
    answer = jsonResponse(404, { detail: 'Não encontrado.' });
    await user.click(saveButton());
    expect(await screen.findByText(offerEditMessages.notFound)).toBeInTheDocument();
    expect(titleInput().value).toBe('Troca de óleo');
    expect(saveButton()).toBeEnabled();
  });

  it("'Cancelar edição' goes back to the offers list", async () => {
    serveOfferEditing();
    const user = userEvent.setup({ delay: null });
    const { currentUrl } = renderScreen(<OfferForm />, editUrl);
    await openEditForm();
    await user.click(screen.getByRole('link', { name: offerEditMessages.cancel }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/tables?tab=offers'));
  });
});
