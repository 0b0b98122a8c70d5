import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerRow as offer } from '../../../test/offer-fixture';
import {
  bodyRows,
  currentUrl,
  pageOf,
  paramsOf,
  renderAt,
  rowCells,
  serveApi,
  signInAsAdmin,
} from '../../../test/render';
import { openOptions } from '../../../test/select-options';
import { OffersTab } from './offers-tab';

const long = 'Troca de óleo sintético com filtro incluso em qualquer loja parceira da rede';

beforeEach(signInAsAdmin);

it('shows type labels, place, points, validity, time restriction and Ativa / Expirada / Inativa', async () => {
  serveApi(() =>
    jsonResponse(
      200,
      pageOf([
        offer(1),
        offer(2, {
          offer_type: 'TIME_LIMITED',
          time_restricted: true,
          start_time: '08:00:00',
          end_time: '12:30:00',
          is_valid_now: false,
          location_type: 'dealership',
          dealership_id: 3,
          dealership_name: 'Paulista Veículos',
          partner_location_id: null,
          partner_location_name: null,
          partner_id: null,
          partner_name: null,
        }),
        offer(3, { offer_type: 'VOUCHER_RELAMPAGO', is_active: false }),
      ]),
    ),
  );
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await screen.findByText('Oferta 1');
  const [first, second, third] = bodyRows();
  expect(rowCells(first as HTMLElement)).toEqual([
    'Oferta 1',
    'Curta',
    'Cupom de Desconto',
    // Where it applies: the store, then its partner (docs/product.md §2.10).
    'Posto Estrela CentroParceiro Posto Estrela',
    '1.500',
    '31/12/2029 23:59',
    'Sem restrição',
    'Ativa',
    'Histórico',
    // The actions column: icon buttons, no text.
    '',
  ]);
  expect(rowCells(second as HTMLElement)?.slice(2)).toEqual([
    'Oferta por Horário',
    'Paulista VeículosConcessionária',
    '1.500',
    '31/12/2029 23:59',
    '08:00 – 12:30',
    'Expirada',
    'Histórico',
    '',
  ]);
  // The filter does not offer VOUCHER_RELAMPAGO (docs/product.md §3), but a row shows its label.
  expect(rowCells(third as HTMLElement)?.slice(2, 4)).toEqual([
    'Voucher Relâmpago',
    'Posto Estrela CentroParceiro Posto Estrela',
  ]);
});

it('filters by where the offer applies: a kind of place, a dealership, a partner or a store', async () => {
  const urls = serveApi((url) =>
    url.pathname.endsWith('available-partners/')
      ? jsonResponse(200, {
          dealerships: [{ id: 3, name: 'Paulista Veículos', location: null }],
          partner_locations: [
            {
              id: 11,
              name: 'Posto Estrela Centro',
              location: null,
              partner_id: 5,
              partner_name: 'Posto Estrela',
            },
          ],
        })
      : jsonResponse(200, pageOf([offer(1)])),
  );
  const lists = () => urls.filter((url) => url.pathname.endsWith('offers/list/'));
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await screen.findByText('Oferta 1');
  expect(await openOptions('Local', 'Paulista Veículos')).toEqual([
    'Todos os locais',
    'Todas as concessionárias',
    'Todas as lojas de parceiros',
    'Paulista Veículos',
    'Posto Estrela',
    'Posto Estrela Centro (Posto Estrela)',
  ]);
  await userEvent.click(screen.getByTitle('Posto Estrela'));
  expect(new URLSearchParams(currentUrl().split('?')[1]).get('local')).toBe('parceiro:5');
  await waitFor(() => expect(paramsOf(lists().at(-1))).toEqual({ page: '1', partner_id: '5' }));
  await userEvent.click(screen.getByLabelText('Local'));
  await userEvent.click(await screen.findByTitle('Todas as concessionárias'));
  await waitFor(() => expect(paramsOf(lists().at(-1))).toEqual({ page: '1', location_type: 'dealership' }));
});

it('cuts the description at 50 characters, with the full text on hover (as text)', async () => {
  serveApi(() =>
    jsonResponse(200, pageOf([offer(1, { description: long }), offer(2, { description: '<b>x</b>' })])),
  );
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  const cut = await screen.findByText(`${long.slice(0, 50).trimEnd()}…`);
  expect(screen.queryByText(long)).not.toBeInTheDocument();
  await userEvent.hover(cut);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
  expect(screen.getByText('<b>x</b>')).toBeInTheDocument();
});

it('type, active only and valid only go to the request and the URL', async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([offer(1)], 30)));
  renderAt('/admin/tables?tab=offers&page=2', <OffersTab />);
  await screen.findByText('Oferta 1');
  await userEvent.click(screen.getByLabelText('Tipo'));
  await userEvent.click(await screen.findByTitle('Brinde Exclusivo'));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Apenas ativas' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Apenas válidas' }));
  expect(currentUrl()).toBe('/admin/tables?tab=offers&type=GIFT&active_only=true&valid_only=true');
  await waitFor(() =>
    expect(paramsOf(urls.at(-1))).toEqual({
      page: '1',
      type: 'GIFT',
      active_only: 'true',
      valid_only: 'true',
    }),
  );
});

it('offers the five known types in the type filter', async () => {
  serveApi(() => jsonResponse(200, pageOf([offer(1)])));
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await screen.findByText('Oferta 1');
  expect(await openOptions('Tipo', 'Desconto com Parceiro')).toEqual([
    'Todos',
    'Cupom de Desconto',
    'Brinde Exclusivo',
    'Gasolina a Preço Especial',
    'Oferta por Horário',
    'Desconto com Parceiro',
  ]);
});
