import { onScreenWidth } from '@fidelidade/session/test-dom';
import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import TablesScreen from './app';
import { offerRow } from './test/offer-fixture';
import { pageOf, renderAt, serveApi, signInAsAdmin } from './test/render';
import { activityRow, pointsRow } from './test/tab-rows';

// On a phone each tab keeps who, the key figure, the status and the actions, not one column and a
// long sideways scroll (docs/product.md §2.3); the other columns come back from 768 px.
const tabs = [
  {
    tab: 'points',
    row: pointsRow,
    text: 'Maria Souza',
    // The bulk actions' selection column first (ADMIN).
    headers: ['', 'Usuário', 'Saldo', 'Status'],
  },
  {
    tab: 'activities',
    row: activityRow,
    text: 'João Lima',
    headers: ['Usuário', 'Atividade', 'Pontos', 'Data'],
  },
  {
    tab: 'redemptions',
    row: {
      id: 1,
      user_name: 'Ana Reis',
      user_type: 'CLIENTE',
      offer_title: 'Lavagem',
      points_spent: 300,
      is_used: false,
      status: 'pendente',
      created_at: '2024-03-05T13:30:00Z',
    },
    text: 'Ana Reis',
    headers: ['Usuário', 'Oferta', 'Pontos', 'Status'],
  },
  { tab: 'offers', row: offerRow(1), text: 'Oferta 1', headers: ['Título', 'Status', 'Ações'] },
];

beforeEach(signInAsAdmin);

describe('Tabelas on a phone (390 px)', () => {
  onScreenWidth(390);
  it.each(tabs)('$tab keeps its key columns', async (tab) => {
    serveApi(() => jsonResponse(200, pageOf([tab.row])));
    renderAt(`/admin/tables?tab=${tab.tab}`, <TablesScreen />);
    await screen.findByText(tab.text);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(tab.headers);
  });
});
