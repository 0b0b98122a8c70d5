// Test-only: a fake voucher API at the fetch boundary, answering like the real one.
import type { Voucher, VoucherDetail } from '@fidelidade/contract';
import { fakeFetch, jsonResponse, type SeenRequest } from '@fidelidade/session/test-helpers';

export const otherStore = 'Este voucher pertence a outra loja e não pode ser validado aqui.';
export const notFound = 'Voucher não encontrado.';

export function voucherRow(overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: 11,
    voucher_code: 'AB12CD34EF',
    offer_id: 5,
    offer_title: 'Lavagem completa',
    offer_type: 'CUPOM_DESCONTO',
    points_spent: 1200,
    is_used: false,
    status: 'pendente',
    used_at: null,
    created_at: '2030-01-02T13:00:00Z',
    user_id: 40,
    user_name: 'Joana Prado',
    dealership_id: 3,
    partner_location_id: null,
    total_value_offer: null,
    total_discount_applied: null,
    total_value_spent_by_user: null,
    reference_code: null,
    burned_by: null,
    ...overrides,
  };
}

export function voucherDetail(overrides: Partial<VoucherDetail> = {}): VoucherDetail {
  return {
    ...voucherRow(),
    customer_cpf_masked: '***.456.789-**',
    valid_until: '2030-02-01T02:59:00Z',
    offer_location_name: 'Paulista Veículos',
    ...overrides,
  };
}

export const burned = (voucher: Voucher, by = 'Carlos Concessionária'): Voucher => ({
  ...voucher,
  is_used: true,
  status: 'utilizado',
  used_at: '2030-01-03T14:30:00Z',
  burned_by: { id: 7, full_name: by },
  total_value_offer: 150.9,
});

export interface VoucherServer {
  seen: SeenRequest[];
  /** Every request's full URL (with its query), in order. */
  urls: URL[];
  /** What GET code/{code}/ answers, per code (a missing code: 404). */
  byCode: Map<string, () => Response>;
  /** What POST use/ answers (default: the voucher burned). */
  onUse: (body: Record<string, unknown>) => Response;
  /** What POST reverse-use/ answers (default: the voucher pending again). */
  onReverse: (body: Record<string, unknown>) => Response;
  /** GET loyalty/vouchers/ page rows. */
  list: Voucher[];
  /** What GET loyalty/vouchers/ answers (default: one page of `list`). */
  onList: () => Response;
}

/** GET code/{code}/ answering this voucher (read at each request: tests change it mid-way). */
export const answers = (detail: () => VoucherDetail) => () => jsonResponse(200, detail());

/** Installs the fake API; tweak the returned server's fields per test. */
export function serveVouchers(): VoucherServer {
  const server: VoucherServer = {
    seen: [],
    urls: [],
    byCode: new Map(),
    list: [],
    onList: () =>
      jsonResponse(200, {
        count: server.list.length,
        next: null,
        previous: null,
        total_pages: Math.ceil(server.list.length / 10),
        results: server.list,
      }),
    onUse: (body) => jsonResponse(200, burned(voucherRow({ voucher_code: String(body.voucher_code) }))),
    onReverse: (body) => jsonResponse(200, voucherRow({ voucher_code: String(body.voucher_code) })),
  };
  server.seen = fakeFetch((request, seen) => {
    server.urls.push(new URL(request.url));
    const codeMatch = /^loyalty\/vouchers\/code\/([^/]+)\/$/.exec(seen.path);
    if (request.method === 'GET' && codeMatch) {
      const answer = server.byCode.get(decodeURIComponent(codeMatch[1] ?? ''));
      return answer ? answer() : jsonResponse(404, { detail: notFound });
    }
    if (request.method === 'POST' && seen.path === 'loyalty/vouchers/use/')
      return server.onUse(JSON.parse(seen.body) as Record<string, unknown>);
    if (request.method === 'POST' && seen.path === 'loyalty/vouchers/reverse-use/')
      return server.onReverse(JSON.parse(seen.body) as Record<string, unknown>);
    if (request.method === 'GET' && seen.path === 'loyalty/vouchers/') return server.onList();
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
  return server;
}
