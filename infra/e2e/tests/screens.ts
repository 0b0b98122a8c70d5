import { expect, type Locator, type Page } from '@playwright/test';
import { storedKeys } from './session.ts';

/** A screen or tab the look and visual checks open, in this order. */
export interface Screen {
  name: string;
  /** An `{customer}` is filled from the API (steadyCustomerId). */
  url: string;
  /** The federated remote that renders it (its `data-remote` in the shell). */
  remote: string;
  /** What else varies on this screen only (painted over in a picture). */
  mask?: (page: Page) => Locator[];
  /**
   * Its tables keep only their key columns on a phone (antd's `responsive`): its 390-px skeleton is
   * `<name>-phone.txt` (look.spec.ts).
   */
  phoneColumns?: true;
}

const tabs = (remote: string, screenPath: string, name: string, ids: string[]): Screen[] =>
  ids.map((tab) => ({ name: `${name}-${tab}`, url: `/admin/${screenPath}?tab=${tab}`, remote }));

/** The screens whose tables leave columns out on a phone. */
const PHONE_COLUMNS = new Set([
  'acoes-validar-voucher',
  'tabelas-points',
  'tabelas-activities',
  'tabelas-redemptions',
  'tabelas-offers',
  'relatorios-passivo',
]);

/** Every screen and tab an ADMIN sees: 23 behind the sign-in (the login page is the 24th). */
export const screens: Screen[] = (
  [
    { name: 'dashboard', url: '/admin/dashboard', remote: 'dashboard' },
    ...tabs('acoes', 'acoes', 'acoes', [
      'criar-promocao',
      'criar-usuario',
      'enviar-notificacao',
      'historico-notificacoes',
      'validar-voucher',
    ]),
    ...tabs('tables', 'tables', 'tabelas', ['points', 'activities', 'redemptions', 'offers']),
    {
      name: 'cliente',
      url: '/admin/clientes/{customer}',
      remote: 'tables',
      // The customer's name titles the page.
      mask: (page) => [page.locator('.admin-content h3')],
    },
    ...tabs('settings', 'settings', 'configuracoes', [
      'locations',
      'partners',
      'dealerships',
      'partner-locations',
      'rules',
      'programa',
      'sync',
      'users',
      'auditoria',
    ]),
    { name: 'feedback', url: '/admin/feedback', remote: 'feedback_reports' },
    { name: 'relatorios', url: '/admin/reports', remote: 'feedback_reports' },
    { name: 'relatorios-passivo', url: '/admin/reports?tab=passivo', remote: 'feedback_reports' },
  ] satisfies Screen[]
).map((screen) => (PHONE_COLUMNS.has(screen.name) ? { ...screen, phoneColumns: true } : screen));

export const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * The customer page's record: the active customer who earned most. Other tests add activity (which
 * reorders Tabelas' default list) and customers, but do not overtake the seed's top earner.
 */
export async function steadyCustomerId(page: Page): Promise<number> {
  const { token } = await storedKeys(page);
  const query = 'active_only=true&ordering=-total_earned&page_size=1';
  const response = await page.request.get(`/api/v1/loyalty/admin/points/summary/?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), 'lista de clientes').toBe(true);
  const body = (await response.json()) as { results: Array<{ user_id: number }> };
  const id = body.results[0]?.user_id;
  if (id === undefined) throw new Error('nenhum cliente ativo no seed');
  return id;
}
