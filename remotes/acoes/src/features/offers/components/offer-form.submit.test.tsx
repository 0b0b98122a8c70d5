import { withNodeMultipart } from '@fidelidade/session/test-dom';
import { adminUser, deferred, jsonResponse } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillRequired, submitButton } from '../../../test/offer-fill';
import { serveOffers } from '../../../test/offer-server';
import { pickOption, renderScreen, setInputValue, signInAs } from '../../../test/render-screen';
import { offerMessages } from '../lib/offer-messages';
import { OfferForm } from './offer-form';

jest.setTimeout(20_000);
withNodeMultipart();
beforeEach(() => {
  signInAs(adminUser);
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

const entries = (data: FormData | undefined) =>
  Object.fromEntries(
    [...(data?.entries() ?? [])].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );

describe('OfferForm submit (docs/product.md §2.6, §7, §8)', () => {
  it('sends multipart, shows Criando.../overlay, then the success overlay and goes to the offers list', async () => {
    const answer = deferred<Response>();
    const server = serveOffers(() => answer.promise);
    const user = userEvent.setup({ delay: null });
    const { currentUrl } = renderScreen(<OfferForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Percentual de desconto (%)'), '12,5');
    await user.click(submitButton());
    expect(await screen.findByText(offerMessages.submitting)).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Criando...');
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(server.posts).toHaveLength(1);
    expect(entries(server.posts[0])).toEqual({
      title: 'Troca de óleo com desconto',
      offer_type: 'CUPOM_DESCONTO',
      points_cost: '150',
      valid_from: new Date('2030-05-10T10:00').toISOString(),
      valid_until: new Date('2030-06-10T18:30').toISOString(),
      is_active: 'true',
      partner_location: '11',
      discount_percentage: '12.5',
      time_restricted: 'false',
      max_redemptions: '1',
      auto_notify: 'true',
    });
    answer.resolve(jsonResponse(201, { id: 99, title: 'Troca de óleo com desconto' }));
    expect(await screen.findByText(offerMessages.created)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/admin/tables?tab=offers'), { timeout: 4000 });
  });

  it("an offer above the programme's budget threshold is saved but said to wait for a second ADMIN", async () => {
    serveOffers(() =>
      jsonResponse(201, { id: 98, title: 'Sem limite', is_active: false, awaiting_approval: true }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Percentual de desconto (%)'), '10');
    await user.click(submitButton());
    expect(await screen.findByText(offerMessages.awaitingApproval)).toBeInTheDocument();
    expect(screen.queryByText(offerMessages.created)).not.toBeInTheDocument();
  });

  it("'Público e orçamento': an audience, R$ typed the Brazilian way, a cap per customer with its period", async () => {
    const server = serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Percentual de desconto (%)'), '10');
    await user.click(screen.getByLabelText('Definir público e orçamento'));
    await pickOption(user, 'Público', 'Aniversariantes do mês');
    await user.type(screen.getByLabelText('Total de resgates'), '1.000');
    await user.type(screen.getByLabelText('Orçamento em R$'), '1.500,50');
    await user.type(screen.getByLabelText('Limite por cliente'), '2');
    await user.click(submitButton());
    expect(
      await screen.findByText('Escolha o período do limite por cliente: por dia, por semana ou por mês.'),
    ).toBeInTheDocument();
    expect(server.posts).toHaveLength(0);
    await pickOption(user, 'Período do limite', 'por semana');
    await user.click(submitButton());
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(entries(server.posts[0])).toMatchObject({
      audience: '4',
      budget_redemptions: '1000',
      budget_amount: '1500.5',
      customer_limit: '2',
      customer_limit_period: 'WEEK',
    });
  });

  it('sends both images and shows their previews', async () => {
    const server = serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Percentual de desconto (%)'), '10');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const item = new File([new Uint8Array([137, 80, 78, 71])], 'item.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo de exibição'), logo);
    await user.upload(screen.getByLabelText('Imagem do item'), item);
    expect(await screen.findByAltText('prévia do logo de exibição')).toHaveAttribute('src', 'blob:logo.png');
    expect(screen.getByAltText('prévia da imagem do item')).toHaveAttribute('src', 'blob:item.png');
    await user.click(submitButton());
    await screen.findByText(offerMessages.created);
    const sent = entries(server.posts[0]);
    expect(sent.display_logo).toBe('file:logo.png');
    expect(sent.item_image).toBe('file:item.png');
  });

  it('a gasoline offer with time restriction sends its block, valid_days and no max_redemptions when blank', async () => {
    const server = serveOffers(() => jsonResponse(201, { offer_type: 'GASOLINE_SPECIAL' }));
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await fillRequired(user);
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Só às segundas' } });
    await pickOption(user, 'Tipo de oferta', 'Gasolina a Preço Especial');
    await user.type(await screen.findByLabelText('Preço da gasolina (R$)'), '5,49');
    await pickOption(user, 'Tipo de combustível', 'Diesel S-10');
    await user.type(screen.getByLabelText('Máximo de litros'), '40,5');
    await user.click(screen.getByLabelText('Configurações avançadas'));
    await user.clear(await screen.findByLabelText('Máximo de resgates por cliente'));
    await user.click(screen.getByLabelText('Restringir por horário'));
    setInputValue(await screen.findByLabelText('Horário de início').then(() => 'Horário de início'), '08:00');
    setInputValue('Horário de fim', '12:00');
    for (const day of ['Sexta', 'Segunda', 'Quarta']) await user.click(screen.getByLabelText(day));
    fireEvent.change(screen.getByLabelText('Mensagem da notificação'), {
      target: { value: 'Diesel barato!' },
    });
    await user.click(submitButton());
    await screen.findByText(offerMessages.created);
    const sent = entries(server.posts[0]);
    expect(sent).toMatchObject({
      description: 'Só às segundas',
      offer_type: 'GASOLINE_SPECIAL',
      gasoline_price: '5.49',
      gasoline_type: 'Diesel S-10',
      max_liters: '40.5',
      time_restricted: 'true',
      start_time: '08:00',
      end_time: '12:00',
      valid_days: '1,3,5',
      notification_message: 'Diesel barato!',
    });
    expect(sent).not.toHaveProperty('max_redemptions');
    expect(sent).not.toHaveProperty('discount_percentage');
  });

  it("an answer without id, title or offer_type shows 'Erro inesperado ao criar promoção.'", async () => {
    serveOffers(() => jsonResponse(201, { ok: true }));
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Percentual de desconto (%)'), '10');
    await user.click(submitButton());
    expect(await screen.findByText(offerMessages.unexpected)).toBeInTheDocument();
    expect(screen.queryByText(offerMessages.submitting)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('server field errors show under their fields and clear when edited', async () => {
    serveOffers(() =>
      jsonResponse(400, {
        title: ['Já existe uma oferta com este título.'],
        partner_location: ['Loja inválida.'],
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Percentual de desconto (%)'), '10');
    await user.click(submitButton());
    expect(await screen.findByText('Já existe uma oferta com este título.')).toBeInTheDocument();
    expect(screen.getByText('Loja inválida.')).toBeInTheDocument();
    expect(screen.queryByText(offerMessages.failed)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Título'), ' 2');
    await waitFor(() =>
      expect(screen.queryByText('Já existe uma oferta com este título.')).not.toBeInTheDocument(),
    );
  });

  it("other failures show 'Erro ao criar promoção. Tente novamente.'", async () => {
    serveOffers(() => jsonResponse(500, { detail: 'boom' }));
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Percentual de desconto (%)'), '10');
    await user.click(submitButton());
    expect(await screen.findByText(offerMessages.failed)).toBeInTheDocument();
  });
});
