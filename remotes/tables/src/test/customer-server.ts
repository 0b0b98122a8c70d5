// Test-only: a fake customer API (profile, points, batches, history, vouchers and their cancellation,
// feedback, adjustments) at the fetch boundary.
import type {
  CustomerPoints,
  CustomerProfile,
  Feedback,
  LedgerEntry,
  PointsBatch,
  Voucher,
} from '@fidelidade/contract';
import { fakeFetch, jsonResponse, type SeenRequest } from '@fidelidade/session/test-helpers';
import { pageOf } from './render';

export const customerProfile = (overrides: Partial<CustomerProfile> = {}): CustomerProfile => ({
  id: 41,
  full_name: 'Carla Cliente',
  cpf: '52998224725',
  email: 'carla@example.com',
  is_active: true,
  date_joined: '2024-01-10T12:00:00Z',
  points_balance: 1234,
  points_earned: 2000,
  points_spent: 766,
  last_activity_at: '2024-03-05T13:30:00Z',
  vouchers_count: 2,
  vouchers_used_count: 1,
  anonymized: false,
  ...overrides,
});

export const ledgerEntry = (id: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id,
  created_at: '2024-03-05T13:30:00Z',
  kind: 'SERVICE',
  activity_type: 'Adição',
  points: 100,
  description: `Serviço ${id}`,
  reason: null,
  created_by: null,
  ...overrides,
});

export const voucher = (id: number, overrides: Partial<Voucher> = {}): Voucher => ({
  id,
  voucher_code: `VC${id}ABC`,
  offer_id: 3,
  offer_title: 'Lavagem grátis',
  offer_type: 'GIFT',
  points_spent: 500,
  is_used: false,
  status: 'pendente',
  used_at: null,
  created_at: '2024-03-01T12:00:00Z',
  user_id: 41,
  user_name: 'Carla Cliente',
  dealership_id: 7,
  partner_location_id: null,
  total_value_offer: 25,
  total_discount_applied: null,
  total_value_spent_by_user: null,
  reference_code: null,
  burned_by: null,
  ...overrides,
});

export const customerPoints = (overrides: Partial<CustomerPoints> = {}): CustomerPoints => ({
  available: 1234,
  pending: 300,
  expiring: 200,
  expiring_days: 30,
  next_expiry: { points: 200, expires_at: '2024-04-10T15:00:00Z' },
  expired: 50,
  debt: 0,
  ...overrides,
});

export const pointsBatch = (id: number, overrides: Partial<PointsBatch> = {}): PointsBatch => ({
  id,
  source: 'SERVICE',
  state: 'available',
  points: 500,
  remaining: 300,
  consumed: 200,
  expired: 0,
  reversed: 0,
  earned_at: '2024-03-01T12:00:00Z',
  available_at: '2024-03-08T12:00:00Z',
  expires_at: '2025-03-01T12:00:00Z',
  description: `Revisão ${id}`,
  ...overrides,
});

export const feedback = (id: number, overrides: Partial<Feedback> = {}): Feedback => ({
  id,
  user: 41,
  user_name: 'Carla Cliente',
  user_cpf: '52998224725',
  subject: `Assunto ${id}`,
  message: 'Mensagem',
  feedback_type: 'PRAISE',
  feedback_type_display: 'Elogio',
  priority: 2,
  status: 'PENDING',
  admin_response: null,
  responded_at: null,
  responded_by_name: null,
  created_at: '2024-03-02T12:00:00Z',
  ...overrides,
});

export interface CustomerServer {
  seen: SeenRequest[];
  /** Every GET path with its query, in order ('users/41/customer/', 'loyalty/vouchers/?user=41…'). */
  urls: URL[];
  reads: (path: string) => number;
  /** What GET users/41/customer/ answers from now on. */
  setProfile: (next: CustomerProfile | Response) => void;
}

interface CustomerServerOptions {
  profile?: CustomerProfile | Response;
  history?: LedgerEntry[];
  vouchers?: Voucher[];
  feedback?: Feedback[];
  /** The answer to POST points-adjustments/; by default the adjustment is applied (never below zero). */
  adjust?: (body: { points: number; reason: string }) => Response | undefined;
  /** What GET users/41/points/ answers (a function: asked at each read). */
  points?: CustomerPoints | Response | (() => CustomerPoints | Response);
  batches?: PointsBatch[];
  /** The answer to POST loyalty/admin/redemptions/{id}/cancel/; by default the voucher turns cancelado. */
  cancel?: (id: number, body: { reason: string }) => Response | Promise<Response> | undefined;
}

/** Serves customer 41; an adjustment changes the balance and prepends an ADJUSTMENT entry by 'Ana Admin'. */
export function serveCustomer(options: CustomerServerOptions = {}): CustomerServer {
  let profile = options.profile ?? customerProfile();
  let history = [...(options.history ?? [ledgerEntry(1)])];
  let vouchers = [...(options.vouchers ?? [])];
  const urls: URL[] = [];
  const seen = fakeFetch((request, entry) => {
    const url = new URL(request.url);
    urls.push(url);
    if (entry.method === 'POST' && entry.path === 'users/41/points-adjustments/') {
      const body = JSON.parse(entry.body) as { points: number; reason: string };
      const refused = options.adjust?.(body);
      if (refused) return refused;
      if (profile instanceof Response) return jsonResponse(404, { detail: 'Cliente não encontrado.' });
      const created = ledgerEntry(100 + history.length, {
        kind: 'ADJUSTMENT',
        activity_type: body.points < 0 ? 'Subtração' : 'Adição',
        points: body.points,
        description: 'Ajuste manual de pontos',
        reason: body.reason,
        created_by: { id: 1, full_name: 'Ana Admin' },
      });
      history = [created, ...history];
      profile = { ...profile, points_balance: profile.points_balance + body.points };
      return jsonResponse(201, created);
    }
    if (entry.path === 'users/41/customer/') {
      return profile instanceof Response ? profile.clone() : jsonResponse(200, profile);
    }
    if (entry.path === 'users/41/points-history/') return jsonResponse(200, pageOf(history));
    if (entry.path === 'loyalty/vouchers/') return jsonResponse(200, pageOf(vouchers));
    if (entry.path === 'users/41/points/') {
      const points =
        typeof options.points === 'function' ? options.points() : (options.points ?? customerPoints());
      return points instanceof Response ? points.clone() : jsonResponse(200, points);
    }
    if (entry.path === 'users/41/points-batches/') return jsonResponse(200, pageOf(options.batches ?? []));
    const cancelled = /^loyalty\/admin\/redemptions\/(\d+)\/cancel\/$/.exec(entry.path);
    if (entry.method === 'POST' && cancelled) {
      const id = Number(cancelled[1]);
      const body = JSON.parse(entry.body) as { reason: string };
      const refused = options.cancel?.(id, body);
      if (refused) return refused;
      vouchers = vouchers.map((row) => (row.id === id ? { ...row, status: 'cancelado' } : row));
      return jsonResponse(
        200,
        vouchers.find((row) => row.id === id),
      );
    }
    if (entry.path === 'communications/admin/feedback/list/')
      return jsonResponse(200, pageOf(options.feedback ?? []));
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
  return {
    seen,
    urls,
    reads: (path) => seen.filter((request) => request.method === 'GET' && request.path === path).length,
    setProfile: (next) => {
      profile = next;
    },
  };
}
