import { sessionStore } from '@fidelidade/session';
import { roleUsers } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerRow } from '../../../test/offer-fixture';
import { onScreenWidth, serveOffers } from '../../../test/offer-server';
import { currentUrl, renderAt, signInAsAdmin } from '../../../test/render';
import { OffersTab } from './offers-tab';

const signInAs = (role: string) => {
  const user = roleUsers.find(([name]) => name === role)?.[1];
  if (!user) throw new Error(`no test user for ${role}`);
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
};

const allFive = ['Ver', 'Editar', 'Duplicar', 'Desativar', 'Excluir'];

/** The names of the action buttons of one offer (desk layout). */
const actionsOf = (title: string) =>
  screen
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
    .filter((label) => label.endsWith(` ${title}`))
    .map((label) => label.slice(0, -title.length - 1));

beforeEach(signInAsAdmin);

describe('on a desk-wide screen', () => {
  onScreenWidth(1280);

  it('an ADMIN gets the five actions on every offer; an inactive one offers Ativar', async () => {
    serveOffers([
      offerRow(1),
      offerRow(2, { is_active: false, dealership_id: 8, location_type: 'dealership' }),
    ]);
    renderAt('/admin/tables?tab=offers', <OffersTab />);
    await screen.findByText('Oferta 1');
    expect(actionsOf('Oferta 1')).toEqual(allFive);
    expect(actionsOf('Oferta 2')).toEqual(['Ver', 'Editar', 'Duplicar', 'Ativar', 'Excluir']);
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
  });

  it("a DEALERSHIP gets actions on its own dealership's offers only", async () => {
    signInAs('DEALERSHIP staff');
    serveOffers([
      offerRow(1, { location_type: 'dealership', dealership_id: 7, title: 'Da casa' }),
      offerRow(2, { location_type: 'dealership', dealership_id: 8, title: 'De outra' }),
      offerRow(3, { title: 'De parceiro' }),
    ]);
    renderAt('/admin/tables?tab=offers', <OffersTab />);
    await screen.findByText('Da casa');
    expect(actionsOf('Da casa')).toEqual(allFive);
    expect(actionsOf('De outra')).toEqual(['Ver']);
    expect(actionsOf('De parceiro')).toEqual(['Ver']);
  });

  it('a PARCEIRO gets actions on the offers its (server-scoped) list shows', async () => {
    signInAs('PARCEIRO');
    serveOffers([offerRow(1)]);
    renderAt('/admin/tables?tab=offers', <OffersTab />);
    await screen.findByText('Oferta 1');
    expect(actionsOf('Oferta 1')).toEqual(allFive);
  });

  it('Editar opens the offer form in edit mode, by URL', async () => {
    serveOffers([offerRow(4)]);
    renderAt('/admin/tables?tab=offers', <OffersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Oferta 4' }));
    expect(currentUrl()).toBe('/admin/acoes?tab=criar-promocao&editar=4');
  });

  it('Duplicar opens the creation form filled from the offer', async () => {
    serveOffers([offerRow(4)]);
    renderAt('/admin/tables?tab=offers', <OffersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicar Oferta 4' }));
    expect(currentUrl()).toBe('/admin/acoes?tab=criar-promocao&duplicar=4');
  });

  it('Ver shows every field of the offer, labelled as in the form, and both images', async () => {
    serveOffers([
      offerRow(5, {
        title: 'Gasolina de sábado',
        offer_type: 'GASOLINE_SPECIAL',
        description: 'Só aos sábados',
        gasoline_price: '5.49',
        gasoline_type: 'Gasolina Comum',
        max_liters: 40,
        discount_percentage: null,
        time_restricted: true,
        start_time: '08:00:00',
        end_time: '12:00:00',
        valid_days: '6,7',
        max_redemptions: null,
        notification_message: 'Corra!',
        display_logo: '/media/offers/logo.png',
        item_image: '/media/offers/item.png',
      }),
    ]);
    renderAt('/admin/tables?tab=offers', <OffersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver Gasolina de sábado' }));
    const drawer = await screen.findByRole('dialog');
    const row = (label: string) => within(drawer).getByText(label).closest('tr')?.textContent;
    expect(within(drawer).getByText('Promoção: Gasolina de sábado')).toBeInTheDocument();
    expect(row('Tipo de local')).toBe('Tipo de localParceiro');
    expect(row('Loja do parceiro')).toBe('Loja do parceiroPosto Estrela Centro');
    expect(row('Tipo de oferta')).toBe('Tipo de ofertaGasolina a Preço Especial');
    expect(row('Custo em pontos')).toBe('Custo em pontos1.500');
    expect(row('Válida de')).toBe('Válida de01/01/2029 00:00');
    expect(row('Preço da gasolina (R$)')).toBe('Preço da gasolina (R$)R$\u00a05,49');
    expect(row('Máximo de litros')).toBe('Máximo de litros40');
    expect(within(drawer).queryByText('Percentual de desconto (%)')).not.toBeInTheDocument();
    expect(row('Máximo de resgates por cliente')).toBe('Máximo de resgates por clienteSem limite');
    expect(row('Horário de início')).toBe('Horário de início08:00');
    expect(row('Dias da semana')).toBe('Dias da semanaSábado, Domingo');
    expect(row('Mensagem da notificação')).toBe('Mensagem da notificaçãoCorra!');
    expect(
      within(drawer).getByRole('img', { name: 'Logo de exibição de Gasolina de sábado' }),
    ).toHaveAttribute('src', '/media/offers/logo.png');
    expect(within(drawer).getByRole('img', { name: 'Imagem do item de Gasolina de sábado' })).toHaveAttribute(
      'src',
      '/media/offers/item.png',
    );
  });
});

describe('on a phone (below 768 px)', () => {
  onScreenWidth(390);

  it("the actions fold into one '⋯' menu with the same entries", async () => {
    serveOffers([offerRow(1)]);
    renderAt('/admin/tables?tab=offers', <OffersTab />);
    await screen.findByText('Oferta 1');
    expect(screen.queryByRole('button', { name: 'Editar Oferta 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ações de Oferta 1' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(allFive);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Editar/ }));
    expect(currentUrl()).toBe('/admin/acoes?tab=criar-promocao&editar=1');
  });

  it("a DEALERSHIP's menu on another dealership's offer only has Ver", async () => {
    signInAs('DEALERSHIP staff');
    serveOffers([offerRow(2, { location_type: 'dealership', dealership_id: 8 })]);
    renderAt('/admin/tables?tab=offers', <OffersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de Oferta 2' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ver']);
  });
});
