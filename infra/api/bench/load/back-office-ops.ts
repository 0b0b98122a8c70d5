import { randomBytes } from 'node:crypto';
import { call, pick } from './http.ts';
import type { Op } from './op.ts';

export type BackOfficeKind = 'admin' | 'dealership' | 'partner';

const SEARCHES = ['silva', 'maria', 'santos', 'oliveira', 'ana', '123', 'troca'];

type Place = { id: number };

/** The `[{ id }]` list of an answer's field (empty when absent: the offers then fail, and say so). */
const placesIn = (body: Record<string, unknown> | undefined, field: string): Place[] => {
  const value = body?.[field];
  return Array.isArray(value)
    ? value.filter((v): v is Place => typeof v === 'object' && v !== null && typeof v.id === 'number')
    : [];
};

/** A back-office user: dashboard, tables, searches, the report, and offer creation in its scope. */
export async function backOfficeOps(
  base: string,
  token: string,
  kind: BackOfficeKind,
  dealershipId: number | null,
): Promise<Op[]> {
  const get = (url: string) => () => call(base, 'GET', url, token);
  const available = await call(base, 'GET', '/api/v1/loyalty/admin/offers/available-partners/', token);
  const places = {
    partner_locations: placesIn(available.body, 'partner_locations'),
    dealerships: placesIn(available.body, 'dealerships'),
  };
  const offerPlace = () =>
    kind === 'partner'
      ? { location_type: 'partner', partner_location: pick(places.partner_locations).id }
      : {
          location_type: 'dealership',
          dealership: kind === 'dealership' ? dealershipId : pick(places.dealerships).id,
        };
  const ops: Op[] = [
    { name: 'GET users/dashboard/stats', weight: 8, expect: 200, run: get('/api/v1/users/dashboard/stats/') },
    {
      name: 'GET activities/recent',
      weight: 12,
      expect: 200,
      run: get('/api/v1/loyalty/admin/activities/recent/?page_size=5'),
    },
    {
      name: 'GET transactions/history',
      weight: 10,
      expect: 200,
      run: get('/api/v1/loyalty/admin/transactions/history/?page_size=8'),
    },
    {
      name: 'GET points/summary',
      weight: 10,
      expect: 200,
      run: get('/api/v1/loyalty/admin/points/summary/'),
    },
    {
      name: 'GET points/summary?search',
      weight: 10,
      expect: 200,
      run: () => get(`/api/v1/loyalty/admin/points/summary/?search=${pick(SEARCHES)}`)(),
    },
    {
      name: 'GET redemptions/recent',
      weight: 8,
      expect: 200,
      run: get('/api/v1/loyalty/admin/redemptions/recent/'),
    },
    {
      name: 'GET admin/offers/list',
      weight: 8,
      expect: 200,
      run: get('/api/v1/loyalty/admin/offers/list/?page_size=10'),
    },
    {
      name: 'GET loyalty/vouchers?search',
      weight: 5,
      expect: 200,
      run: () => get(`/api/v1/loyalty/vouchers/?search=${pick(SEARCHES)}`)(),
    },
    {
      name: 'GET reports/redemption-reports',
      weight: 4,
      expect: 200,
      run: get('/api/v1/reports/redemption-reports/'),
    },
    {
      name: 'POST loyalty/admin/offers',
      weight: 3,
      expect: 201,
      write: 'offer',
      run: () =>
        call(base, 'POST', '/api/v1/loyalty/admin/offers/', token, {
          title: `Carga ${randomBytes(4).toString('hex')}`,
          offer_type: 'CUPOM_DESCONTO',
          points_cost: 50,
          discount_percentage: '10',
          valid_from: new Date().toISOString(),
          valid_until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          ...offerPlace(),
        }),
    },
  ];
  if (kind === 'admin')
    ops.push({
      name: 'GET users/admin/list?search',
      weight: 6,
      expect: 200,
      run: () => get(`/api/v1/users/admin/list/?search=${pick(SEARCHES)}`)(),
    });
  return ops;
}
