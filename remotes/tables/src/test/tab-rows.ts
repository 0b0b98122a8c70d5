// Test-only: one row of each Tabelas list, as its API sends it (the tab tests of src/ share them).
import type { Activity, PointsSummaryRow, Redemption } from '@fidelidade/contract';

export const pointsRow = {
  user_id: 1,
  user_name: 'Maria Souza',
  user_cpf: '52998224725',
  points_balance: 10,
  points_pending: 0,
  points_expiring: 0,
  total_earned: 20,
  total_spent: 10,
  user_type: 'CLIENTE',
  is_active: true,
  last_activity: null,
};

export const activityRow = {
  id: 1,
  user_name: 'João Lima',
  user_type: 'CLIENTE',
  activity_type: 'Adição',
  points_change: 5,
  description: 'Abastecimento',
  created_at: '2024-03-05T13:30:00Z',
};

export const redemptionRow = {
  id: 1,
  user_name: 'Ana Paula',
  user_type: 'CLIENTE',
  offer_title: 'Café grátis',
  points_spent: 100,
  is_used: false,
  status: 'pendente',
  created_at: '2024-03-05T13:30:00Z',
};

/** Customer `id` of the points list ('Cliente <id>'): 100 points earned, none spent, an active CLIENTE. */
export const customerRow = (id: number, overrides: Partial<PointsSummaryRow> = {}): PointsSummaryRow => ({
  user_id: id,
  user_name: `Cliente ${id}`,
  user_cpf: '***.456.789-**',
  points_balance: 100,
  points_pending: 0,
  points_expiring: 0,
  total_earned: 100,
  total_spent: 0,
  user_type: 'CLIENTE',
  is_active: true,
  last_activity: null,
  ...overrides,
});

/** Activity `id` of the activities tab tests ('Cliente <id>'): a 1.500-point offer redemption. */
export const recentActivity = (id: number, overrides: Partial<Activity> = {}): Activity => ({
  id,
  user_name: `Cliente ${id}`,
  user_type: 'CLIENTE',
  activity_type: 'Subtração',
  points_change: -1500,
  description: 'Resgate de oferta: Troca de óleo (1500 pontos)',
  created_at: '2024-12-31T23:59:00-03:00',
  ...overrides,
});

/** Redemption `id` of the redemptions tab tests: 'Cliente <id>' took 'Oferta <id>', still pending. */
export const recentRedemption = (id: number, overrides: Partial<Redemption> = {}): Redemption => ({
  id,
  user_name: `Cliente ${id}`,
  user_type: 'CLIENTE',
  offer_title: `Oferta ${id}`,
  points_spent: 1500,
  is_used: false,
  status: 'pendente',
  created_at: '2024-03-05T13:30:00Z',
  ...overrides,
});
