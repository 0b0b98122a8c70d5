import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import { offerRow as offer } from '../../../test/offer-fixture';
import { bodyRows, pageOf, renderAt, rowCells, serveApi, signInAsAdmin } from '../../../test/render';
import { OfferDetailsDrawer } from './offer-details-drawer';
import { OffersTab } from './offers-tab';

beforeEach(signInAsAdmin);

const spent = offer(7, {
  title: 'Relâmpago',
  budget_redemptions: 100,
  used_redemptions: 100,
  remaining_redemptions: 0,
  budget_amount: '500.00',
  used_amount: '500.00',
  remaining_amount: '0.00',
  customer_limit: 2,
  customer_limit_period: 'DAY',
  audience_id: 4,
  audience_name: 'Aniversariantes',
  sold_out: true,
});

it('a spent budget shows Esgotada with its counter in the list (docs/product.md §4)', async () => {
  serveApi(() =>
    jsonResponse(200, pageOf([spent, offer(8, { budget_redemptions: 50, used_redemptions: 3 })])),
  );
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await screen.findByText('Relâmpago');
  const [first, second] = bodyRows();
  expect(rowCells(first as HTMLElement)).toContain('Esgotada100/100 resgates');
  expect(rowCells(second as HTMLElement)).toContain('Ativa3/50 resgates');
});

it('the detail view shows the audience, the budgets used and left, and the cap per customer', () => {
  renderAt('/admin/tables?tab=offers', <OfferDetailsDrawer offer={spent} onClose={() => {}} />);
  const drawer = screen.getByRole('dialog');
  expect(within(drawer).getByText('Esgotada')).toBeInTheDocument();
  expect(within(drawer).getByText('Aniversariantes')).toBeInTheDocument();
  expect(
    within(drawer).getByText(
      'Resgates: 100 de 100 (restam 0) · Valor: R$ 500,00 de R$ 500,00 (restam R$ 0,00)',
    ),
  ).toBeInTheDocument();
  expect(within(drawer).getByText('2 por dia')).toBeInTheDocument();
});

it("a new offer kept inactive for a second ADMIN reads 'Aguardando aprovação'; a raised budget waiting says so", () => {
  const waiting = offer(9, { title: 'Sem limite', is_active: false, awaiting_approval: true });
  renderAt('/admin/tables?tab=offers', <OfferDetailsDrawer offer={waiting} onClose={() => {}} />);
  expect(within(screen.getByRole('dialog')).getByText('Aguardando aprovação')).toBeInTheDocument();
});

it('a live offer whose raised budget waits keeps its status and says the new budget waits', () => {
  const raised = offer(10, { title: 'Aumentada', budget_points: 5000, awaiting_approval: true });
  renderAt('/admin/tables?tab=offers', <OfferDetailsDrawer offer={raised} onClose={() => {}} />);
  expect(
    within(screen.getByRole('dialog')).getByText(/^Novo orçamento aguardando aprovação · Pontos/),
  ).toBeInTheDocument();
});

it('imported voucher codes: free of total in the list and the detail; none free is Esgotada', async () => {
  const pooled = offer(11, {
    title: 'Lavagem Parceira',
    voucher_codes_total: 1234,
    voucher_codes_free: 1000,
  });
  const spentPool = offer(12, {
    title: 'Cupom Lote',
    voucher_codes_total: 10,
    voucher_codes_free: 0,
    sold_out: true,
  });
  serveApi(() => jsonResponse(200, pageOf([pooled, spentPool])));
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await screen.findByText('Lavagem Parceira');
  const [first, second] = bodyRows();
  expect(rowCells(first as HTMLElement)).toContain('Ativa1.000 livres de 1.234 códigos');
  expect(rowCells(second as HTMLElement)).toContain('Esgotada0 livres de 10 códigos');
});

it('the detail view names the pool, or says the voucher gets a generated code', () => {
  const pooled = offer(11, { voucher_codes_total: 1234, voucher_codes_free: 1000 });
  const view = renderAt('/admin/tables?tab=offers', <OfferDetailsDrawer offer={pooled} onClose={() => {}} />);
  expect(within(screen.getByRole('dialog')).getByText('1.000 livres de 1.234 códigos')).toBeInTheDocument();
  view.unmount();
  renderAt('/admin/tables?tab=offers', <OfferDetailsDrawer offer={offer(13)} onClose={() => {}} />);
  expect(
    within(screen.getByRole('dialog')).getByText('Nenhum (o voucher recebe um código gerado)'),
  ).toBeInTheDocument();
});
