import { withNodeMultipart } from '@fidelidade/session/test-dom';
import { adminUser, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillRequired } from '../../../test/offer-fill';
import { serveOffers } from '../../../test/offer-server';
import { pickOption, renderScreen, selectedText, setInputValue, signInAs } from '../../../test/render-screen';
import { offerMessages } from '../lib/offer-messages';
import { OfferForm } from './offer-form';

const entries = (data: FormData | undefined) => Object.fromEntries(data?.entries() ?? []);

jest.setTimeout(20_000);
beforeEach(() => signInAs(adminUser));

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Criar Promoção' }));

describe('OfferForm validation (docs/product.md §5)', () => {
  it('shows the title, the ADMIN warning and loads the places', async () => {
    const server = serveOffers();
    renderScreen(<OfferForm />);
    expect(screen.getByRole('heading', { name: 'Criar Nova Promoção' })).toBeInTheDocument();
    expect(screen.getByText(/valem para TODOS OS USUÁRIOS do sistema/)).toBeInTheDocument();
    expect(screen.getByText(/conta de concessionária/)).toBeInTheDocument();
    await waitFor(() => expect(server.paths).toContain('GET loyalty/admin/offers/available-partners/'));
    expect(screen.getByLabelText('Promoção ativa')).toBeChecked();
    expect(screen.getByLabelText('Notificar clientes automaticamente')).toBeChecked();
    expect(
      screen.getByText(/JPG, PNG, GIF, no máximo 5MB cada, 300x300px ou maior recomendado/),
    ).toBeInTheDocument();
  });

  it('an empty submit shows every required message and sends nothing', async () => {
    const server = serveOffers();
    renderScreen(<OfferForm />);
    await submit();
    for (const message of [
      offerMessages.title,
      offerMessages.pointsCost,
      offerMessages.validFrom,
      offerMessages.validUntil,
      offerMessages.location,
      offerMessages.discount,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(server.posts).toHaveLength(0);
  });

  it('the docs/product.md §5 messages, spelt out (a typo in the constants fails here)', async () => {
    serveOffers();
    renderScreen(<OfferForm />);
    await submit();
    for (const message of [
      'Título é obrigatório',
      'Custo em pontos deve ser maior ou igual a 0',
      'Data de início é obrigatória',
      'Data de fim é obrigatória',
      'É necessário selecionar um parceiro ou concessionária',
      'Percentual de desconto deve estar entre 0 e 100',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('max liters below 1 shows its message (not silently raised to 1) and clears when fixed', async () => {
    const server = serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await pickOption(user, 'Tipo de oferta', 'Gasolina a Preço Especial');
    const liters = await screen.findByLabelText('Máximo de litros');
    await user.type(liters, '0');
    await submit();
    expect(await screen.findByText('Máximo de litros deve ser pelo menos 1')).toBeInTheDocument();
    expect(screen.getByText(offerMessages.maxLiters)).toBeInTheDocument();
    expect(liters).toHaveValue('0');
    await user.clear(liters);
    await user.type(liters, '40');
    await waitFor(() => expect(screen.queryByText(offerMessages.maxLiters)).not.toBeInTheDocument());
    expect(server.posts).toHaveLength(0);
  });

  it('max redemptions below 1 shows its message; blank is allowed (no limit)', async () => {
    serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await user.click(screen.getByLabelText('Configurações avançadas'));
    const redemptions = await screen.findByLabelText('Máximo de resgates por cliente');
    await user.clear(redemptions);
    await user.type(redemptions, '0');
    await submit();
    expect(await screen.findByText('Máximo de resgates deve ser pelo menos 1')).toBeInTheDocument();
    expect(screen.getByText(offerMessages.maxRedemptions)).toBeInTheDocument();
    await user.clear(redemptions);
    await waitFor(() => expect(screen.queryByText(offerMessages.maxRedemptions)).not.toBeInTheDocument());
  });

  it('a field error clears when the field is edited', async () => {
    serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await submit();
    expect(await screen.findByText(offerMessages.title)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Título'), 'Lavagem grátis');
    await waitFor(() => expect(screen.queryByText(offerMessages.title)).not.toBeInTheDocument());
    await pickOption(user, 'Loja do parceiro', 'Posto Estrela Centro — Rua Augusta, 10 - São Paulo - SP');
    await waitFor(() => expect(screen.queryByText(offerMessages.location)).not.toBeInTheDocument());
  });

  it('the end date must come after the start date', async () => {
    serveOffers();
    renderScreen(<OfferForm />);
    setInputValue('Válida de', '2030-05-10T10:00');
    setInputValue('Válida até', '2030-05-09T10:00');
    await submit();
    expect(await screen.findByText(offerMessages.endAfterStart)).toBeInTheDocument();
    setInputValue('Válida até', '2030-05-11T10:00');
    await waitFor(() => expect(screen.queryByText(offerMessages.endAfterStart)).not.toBeInTheDocument());
  });

  it('a discount of 0 is refused; the discount block belongs to the three discount types', async () => {
    serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await user.type(screen.getByLabelText('Percentual de desconto (%)'), '0');
    await submit();
    expect(await screen.findByText(offerMessages.discount)).toBeInTheDocument();
    for (const type of ['Voucher Relâmpago', 'Desconto com Parceiro']) {
      await pickOption(user, 'Tipo de oferta', type);
      expect(await screen.findByLabelText('Percentual de desconto (%)')).toBeInTheDocument();
    }
    await pickOption(user, 'Tipo de oferta', 'Brinde Exclusivo');
    expect(await screen.findByLabelText('Descrição do brinde')).toBeInTheDocument();
    expect(screen.queryByLabelText('Percentual de desconto (%)')).not.toBeInTheDocument();
  });

  it('GASOLINE_SPECIAL needs a price above 0 and a fuel type, offering the six fuels', async () => {
    serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await pickOption(user, 'Tipo de oferta', 'Gasolina a Preço Especial');
    await submit();
    expect(await screen.findByText(offerMessages.gasolinePrice)).toBeInTheDocument();
    expect(screen.getByText(offerMessages.gasolineType)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Tipo de combustível'));
    const dropdown = await waitFor(() => {
      const element = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    for (const fuel of [
      'Gasolina Comum',
      'Gasolina Aditivada',
      'Etanol',
      'Gasolina Premium',
      'Diesel',
      'Diesel S-10',
    ])
      expect(within(dropdown).getByTitle(fuel)).toBeInTheDocument();
    await user.click(within(dropdown).getByTitle('Etanol'));
    await user.type(screen.getByLabelText('Preço da gasolina (R$)'), '5.49');
    await waitFor(() => expect(screen.queryByText(offerMessages.gasolinePrice)).not.toBeInTheDocument());
    expect(screen.queryByText(offerMessages.gasolineType)).not.toBeInTheDocument();
  });

  it('time restriction: start, end and at least one weekday are required; blocks show only with their toggles', async () => {
    serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    expect(screen.queryByLabelText('Máximo de resgates por cliente')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Configurações avançadas'));
    expect(await screen.findByLabelText('Máximo de resgates por cliente')).toHaveValue('1');
    expect(screen.queryByLabelText('Horário de início')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Restringir por horário'));
    await screen.findByLabelText('Horário de início');
    await submit();
    expect(await screen.findByText(offerMessages.startTime)).toBeInTheDocument();
    expect(screen.getByText(offerMessages.endTime)).toBeInTheDocument();
    expect(screen.getByText(offerMessages.weekdays)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Quarta'));
    await waitFor(() => expect(screen.queryByText(offerMessages.weekdays)).not.toBeInTheDocument());
    setInputValue('Horário de início', '08:00');
    await waitFor(() => expect(screen.queryByText(offerMessages.startTime)).not.toBeInTheDocument());
  });

  it('TIME_LIMITED turns the time restriction on', async () => {
    serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await pickOption(user, 'Tipo de oferta', 'Oferta por Horário');
    expect(await screen.findByLabelText('Horário de fim')).toBeInTheDocument();
    expect(screen.getByLabelText('Restringir por horário')).toBeChecked();
    expect(screen.getByLabelText('Restringir por horário')).toBeDisabled();
  });

  it('changing the location type clears the chosen partner and dealership', async () => {
    serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await pickOption(user, 'Loja do parceiro', 'Café Aroma Paulista — Av. Paulista, 1000 - São Paulo - SP');
    expect(selectedText('Loja do parceiro')).toContain('Café Aroma');
    await user.click(screen.getByLabelText('Concessionária'));
    await pickOption(user, 'Concessionária participante', 'Rio Motors');
    expect(selectedText('Concessionária participante')).toBe('Rio Motors');
    await user.click(screen.getByLabelText('Parceiro'));
    await screen.findByLabelText('Loja do parceiro');
    expect(selectedText('Loja do parceiro')).toBe('');
    await user.click(screen.getByLabelText('Concessionária'));
    await screen.findByLabelText('Concessionária participante');
    expect(selectedText('Concessionária participante')).toBe('');
  });
});

describe('OfferForm numbers as a Brazilian types them (docs/product.md §5.6)', () => {
  withNodeMultipart();
  it('15,5 % and 2.000 points are sent as 15.5 and 2000; a dot-decimal is refused, not rewritten', async () => {
    const server = serveOffers(() => jsonResponse(201, { id: 7, offer_type: 'CUPOM_DESCONTO' }));
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await fillRequired(user);
    const cost = screen.getByLabelText('Custo em pontos');
    await user.clear(cost);
    await user.type(cost, '2.000');
    const discount = screen.getByLabelText('Percentual de desconto (%)');
    await user.type(discount, '15.5');
    await user.tab();
    expect(
      await screen.findByText(/Use vírgula para separar os decimais \(ex\.: 15,5\)/),
    ).toBeInTheDocument();
    expect(discount).toHaveValue('15.5');
    await submit();
    expect(server.posts).toHaveLength(0);
    await user.clear(discount);
    await user.type(discount, '15,5');
    await user.click(screen.getByRole('button', { name: 'Criar Promoção' }));
    await screen.findByText(offerMessages.created);
    expect(server.posts).toHaveLength(1);
    expect(entries(server.posts[0])).toMatchObject({ points_cost: '2000', discount_percentage: '15.5' });
  });

  it('a discount above 100 is refused with the product message, never clamped to 100', async () => {
    const server = serveOffers();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OfferForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Percentual de desconto (%)'), '155');
    await submit();
    expect(await screen.findByText(offerMessages.discount)).toBeInTheDocument();
    expect(screen.getByLabelText('Percentual de desconto (%)')).toHaveValue('155');
    expect(server.posts).toHaveLength(0);
  });
});
