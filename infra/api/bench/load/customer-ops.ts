import { call, pick } from './http.ts';
import type { Op } from './op.ts';

/** A customer of the app: browses offers and vouchers, redeems, now and then sends feedback. */
export function customerOps(base: string, token: string, offerId: number): Op[] {
  const get = (url: string) => () => call(base, 'GET', url, token);
  return [
    { name: 'GET loyalty/offers (cliente)', weight: 30, expect: 200, run: get('/api/v1/loyalty/offers/') },
    {
      name: 'GET loyalty/offers?search',
      weight: 10,
      expect: 200,
      run: () => get(`/api/v1/loyalty/offers/?search=${pick(['café', 'desconto', 'gasolina'])}`)(),
    },
    {
      name: 'GET loyalty/vouchers (cliente)',
      weight: 20,
      expect: 200,
      run: get('/api/v1/loyalty/vouchers/'),
    },
    {
      name: 'GET communications/notifications',
      weight: 10,
      expect: 200,
      run: get('/api/v1/communications/notifications/'),
    },
    {
      name: 'POST loyalty/offers/redeem',
      weight: 8,
      expect: 201,
      write: 'redeem',
      run: () => call(base, 'POST', '/api/v1/loyalty/offers/redeem/', token, { offer_id: offerId }),
    },
    {
      name: 'POST communications/feedbacks',
      weight: 2,
      expect: 201,
      write: 'feedback',
      run: () =>
        call(base, 'POST', '/api/v1/communications/feedbacks/', token, {
          subject: 'Benchmark',
          message: 'Mensagem de carga',
        }),
    },
  ];
}
