// The one capability table: which back-office role may see each screen, tab and button, and may
// make each API call (docs/architecture.md §6). The host, every remote and the API guards all ask
// `can()`, so the menu never shows what the server refuses and the server never refuses what the
// menu shows. No TypeBox here: the UI imports this module at run time.
import { BULK_ACTION_KINDS, type BulkActionKind, type BulkList, type UserType } from './enums.ts';

/** The roles of the back office. CLIENTE never signs in there: it has no capability. */
export type Role = Exclude<UserType, 'CLIENTE'>;

/**
 * The user as the API sends it at sign-in (snake_case, and the shape the UI keeps). `is_staff` and
 * `is_active` may be absent from a stored session: absent means "not known to be false" (the
 * server admitted that sign-in); the API always passes both.
 */
export interface Actor {
  user_type: UserType;
  is_superuser: boolean;
  is_staff?: boolean;
  is_active?: boolean;
  dealership_associated?: number | null;
  partner?: number | null;
  /** A DEALERSHIP or PARCEIRO account that burns vouchers at the counter (absent: it does not). */
  account_for_qr_code_burn?: boolean;
  /** The partner store an ATENDENTE serves (or `dealership_associated`, its dealership). */
  partner_location?: number | null;
}

/**
 * Whose data a back-office user sees. `store`: one partner store (an ATENDENTE there; an ATENDENTE of
 * a dealership has its dealership's scope).
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'dealership'; dealershipId: number }
  | { kind: 'partner'; partnerId: number }
  | { kind: 'store'; partnerLocationId: number };

/** The managers of the back office; ATENDENTE (the counter) is added capability by capability. */
const EVERY_ROLE: readonly Role[] = ['ADMIN', 'DEALERSHIP', 'PARCEIRO'];
const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
const ADMIN_AND_DEALERSHIP: readonly Role[] = ['ADMIN', 'DEALERSHIP'];
const ADMIN_AND_PARTNER: readonly Role[] = ['ADMIN', 'PARCEIRO'];
/**
 * Also the counter clerk (ATENDENTE, docs/product.md §6): look up the vouchers and customers of its
 * dealership or store, burn vouchers, give its own burns back within the window, see them; nothing else.
 */
const WITH_COUNTER: readonly Role[] = [...EVERY_ROLE, 'ATENDENTE'];

export const CAPABILITIES = {
  // Menu screens (the host's side menu and its router guard).
  'screen.dashboard': EVERY_ROLE,
  'screen.acoes': WITH_COUNTER,
  'screen.tables': WITH_COUNTER,
  'screen.settings': ADMIN_ONLY,
  'screen.feedback': ADMIN_ONLY,
  'screen.reports': EVERY_ROLE,
  /** The customer page (/admin/clientes/:id), reached from Tabelas → Usuários and the users screen. */
  'screen.customer': WITH_COUNTER,
  /** The operations console (/admin/operacoes): in the host, so it works while remotes are broken. */
  'screen.operacoes': ADMIN_ONLY,
  /**
   * Meu Perfil (/admin/perfil, the user menu; a host screen): one's own name, e-mail, password,
   * second factor and sessions (users/me/…).
   */
  'screen.perfil': WITH_COUNTER,
  // The tabs of /admin/acoes.
  'acoes.tab.criar-promocao': EVERY_ROLE,
  'acoes.tab.criar-usuario': ADMIN_ONLY,
  'acoes.tab.enviar-notificacao': ADMIN_AND_DEALERSHIP,
  'acoes.tab.historico-notificacoes': ADMIN_AND_DEALERSHIP,
  'acoes.tab.validar-voucher': WITH_COUNTER,
  'acoes.tab.publicos': EVERY_ROLE,
  'acoes.tab.campanhas': ADMIN_AND_DEALERSHIP,
  // The tabs of /admin/tables: the counter sees only its customers (Usuários).
  'tables.tab.points': WITH_COUNTER,
  'tables.tab.activities': EVERY_ROLE,
  'tables.tab.redemptions': EVERY_ROLE,
  'tables.tab.offers': EVERY_ROLE,
  // The dashboard's quick actions (each leads to a screen or tab above).
  'dashboard.quick.adicionar-operador': ADMIN_ONLY,
  'dashboard.quick.adicionar-parceiro': ADMIN_ONLY,
  'dashboard.quick.criar-promocao': EVERY_ROLE,
  'dashboard.quick.enviar-notificacao': ADMIN_AND_DEALERSHIP,
  // The counter clerk has no dashboard; the action follows the tab it leads to (Validar Voucher).
  'dashboard.quick.validar-voucher': WITH_COUNTER,
  // Dashboard figures and the loyalty tables (always within the user's scope).
  'stats.read': EVERY_ROLE,
  'loyalty.read': EVERY_ROLE,
  'rules.read': EVERY_ROLE,
  // Offers (within the scope) and where a new offer may be placed: the offer form's location lock.
  'offers.read': EVERY_ROLE,
  'offers.create': EVERY_ROLE,
  'offers.update': EVERY_ROLE,
  'offers.delete': EVERY_ROLE,
  /** Any dealership or partner store; the form warns that the offer reaches every user. */
  'offers.target.any': ADMIN_ONLY,
  /** A dealership (a DEALERSHIP user: its own). */
  'offers.target.dealership': ADMIN_AND_DEALERSHIP,
  /** A partner store (a PARCEIRO user: its partner's). */
  'offers.target.partner-store': ADMIN_AND_PARTNER,
  // Vouchers of the scope (the customer app reads its own vouchers through its own guard).
  'vouchers.read': WITH_COUNTER,
  /** Burning a voucher at the counter; a DEALERSHIP/PARCEIRO account also needs the flag below. */
  'vouchers.use': WITH_COUNTER,
  // The customers of the scope (Tabelas → Usuários, the customer page: profile, points history,
  // vouchers); manual points adjustments.
  'customers.read': WITH_COUNTER,
  'points.adjust': ADMIN_ONLY,
  /**
   * A second pair of eyes (Configurações → Aprovações, with its count badge): list the requests above
   * the thresholds, approve or reject another ADMIN's (never one's own, per object), set the thresholds.
   */
  'approvals.decide': ADMIN_ONLY,
  // LGPD (docs/security.md): a full CPF shown in a list on purpose (audited; per object, within the
  // customers the caller may open), a customer's consents changed from the back office, the data
  // subject's requests (export of everything held, anonymisation, the request log and its deadline).
  'customers.reveal-cpf': EVERY_ROLE,
  'customers.consents': ADMIN_ONLY,
  'customers.data-subject': ADMIN_ONLY,
  // Bulk work: CSV imports (Configurações → Importação) and the bulk actions of Tabelas → Usuários
  // and Configurações → Usuários, on the job engine. `bulk.select`: the bulk routes themselves (count
  // a selection, start an action, follow one's own run); which actions a role may take on which list
  // is `bulkActionNeeds` below — ADMIN's `bulk.actions` (credit/debit points, activate/deactivate,
  // export, the log of every run) and, for every audience builder, adding customers to an audience.
  'imports.manage': ADMIN_ONLY,
  'bulk.select': EVERY_ROLE,
  'bulk.actions': ADMIN_ONLY,
  // The points lifecycle (docs/architecture.md §5): the programme's settings and rules (Configurações
  // → Programa, Regras de Pontuação), the liability panel and report (scoped), giving a burn back
  // (per object: ADMIN, or the dealership or partner of the voucher, within the window) and
  // cancelling a pending redemption (within the scope).
  'programme.manage': ADMIN_ONLY,
  'rules.manage': ADMIN_ONLY,
  'liability.read': EVERY_ROLE,
  'vouchers.reverse-use': WITH_COUNTER,
  'redemptions.cancel': EVERY_ROLE,
  // Redemption reports and which filters a user may pick: the report scope.
  'reports.read': EVERY_ROLE,
  'reports.filter.any': ADMIN_ONLY,
  'reports.filter.dealership': ADMIN_AND_DEALERSHIP,
  'reports.filter.partner': ADMIN_AND_PARTNER,
  // Settings: locations, partners, dealerships and partner stores (reads are scoped).
  'partnerships.read': EVERY_ROLE,
  'partnerships.manage': ADMIN_ONLY,
  'users.manage': ADMIN_ONLY,
  /** Which roles must sign in with a second factor, and resetting another user's (audited). */
  'users.two-factor': ADMIN_ONLY,
  'integrations.manage': ADMIN_ONLY,
  /** The audit log of back-office writes (Configurações → Auditoria, GET audit/). */
  'audit.read': ADMIN_ONLY,
  /** Operations: remote failure reports and counts per version (GET ops/remote-failures/). */
  'operations.read': ADMIN_ONLY,
  /** Releases of the remote screens: promote, roll back, start and stop canaries (ops/releases/). */
  'operations.release': ADMIN_ONLY,
  /** Background jobs and schedules: list them, retry or cancel a run (ops/jobs/). */
  'operations.jobs': ADMIN_ONLY,
  'feedback.read': ADMIN_ONLY,
  'feedback.answer': ADMIN_ONLY,
  // Push notifications: a DEALERSHIP reaches its own customers; ADMIN everyone (with a warning).
  'notifications.send': ADMIN_AND_DEALERSHIP,
  'notifications.history': ADMIN_AND_DEALERSHIP,
  'notifications.audience.all': ADMIN_ONLY,
  // Audiences (docs/architecture.md §5, "Audiences"): every role builds audiences over its own
  // customers (ADMIN: every customer; PARCEIRO: those with activity at its stores).
  'audiences.manage': EVERY_ROLE,
  // Budgets (docs/architecture.md §5, "Budgets"): an offer's own are set with the offer (within the
  // scope), but only ADMIN raises one after the fact; budgets per dealership or store are ADMIN's,
  // read by each place's own users.
  'offers.budget.raise': ADMIN_ONLY,
  'budgets.read': EVERY_ROLE,
  'budgets.manage': ADMIN_ONLY,
  // Automatic campaigns push, so only the roles that send notifications run them, and only ADMIN
  // credits bonus points with one (as with adjustments).
  'campaigns.manage': ADMIN_AND_DEALERSHIP,
  'campaigns.bonus': ADMIN_ONLY,
} satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

/**
 * Capabilities a DEALERSHIP or PARCEIRO user holds only when its account carries a flag (ADMIN and
 * ATENDENTE, the counter itself, always): the voucher counter is for the accounts marked
 * `account_for_qr_code_burn`.
 */
export const FLAG_REQUIRED: Partial<Record<Capability, 'account_for_qr_code_burn'>> = {
  'vouchers.use': 'account_for_qr_code_burn',
  'vouchers.reverse-use': 'account_for_qr_code_burn',
  'acoes.tab.validar-voucher': 'account_for_qr_code_burn',
  'dashboard.quick.validar-voucher': 'account_for_qr_code_burn',
};

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/**
 * What a bulk action needs, every one of these, per object as the single action does: reading the
 * list (Configurações → Usuários is `users.manage`'s, Tabelas → Usuários `tables.tab.points`'s);
 * then points to customers `points.adjust`, (de)activation `users.manage`, an export the list alone —
 * all three ADMIN's `bulk.actions` too; adding customers to an audience `audiences.manage` (each
 * audience builder, its own audiences and customers).
 */
export function bulkActionNeeds(action: BulkActionKind, list: BulkList): Capability[] {
  const reads: Capability = list === 'users' ? 'users.manage' : 'tables.tab.points';
  if (action === 'audience') return [reads, 'audiences.manage'];
  if (action === 'credit' || action === 'debit') return ['bulk.actions', reads, 'points.adjust'];
  if (action === 'activate' || action === 'deactivate') return ['bulk.actions', reads, 'users.manage'];
  return ['bulk.actions', reads];
}

/** Whether `user` may take `action` on the rows of `list`. */
export function canBulk(user: Actor | null | undefined, action: BulkActionKind, list: BulkList): boolean {
  return can(user, 'bulk.select') && bulkActionNeeds(action, list).every((need) => can(user, need));
}

/** The bulk actions `user` may take on `list` (none: the list offers no selection). */
export function bulkActionsFor(user: Actor | null | undefined, list: BulkList): BulkActionKind[] {
  return BULK_ACTION_KINDS.filter((action) => canBulk(user, action, list));
}

/** A superuser acts as ADMIN whatever its type. */
export function effectiveRole(user: Actor): UserType;
export function effectiveRole(user: Actor | null | undefined): UserType | null;
export function effectiveRole(user: Actor | null | undefined): UserType | null {
  if (!user) return null;
  return user.is_superuser ? 'ADMIN' : user.user_type;
}

/**
 * Who may use the back office at all: active ADMIN/superuser, PARCEIRO, ATENDENTE, DEALERSHIP with
 * is_staff.
 */
export function canUseBackOffice(user: Actor | null | undefined): boolean {
  if (!user || user.is_active === false) return false;
  const role = effectiveRole(user);
  if (role === 'ADMIN' || role === 'PARCEIRO' || role === 'ATENDENTE') return true;
  return role === 'DEALERSHIP' && user.is_staff !== false;
}

export function can(user: Actor | null | undefined, capability: Capability): boolean {
  if (!user || !canUseBackOffice(user)) return false;
  const role = effectiveRole(user);
  const roles: readonly UserType[] = CAPABILITIES[capability];
  if (!roles.includes(role)) return false;
  const flag = FLAG_REQUIRED[capability];
  return !flag || role === 'ADMIN' || role === 'ATENDENTE' || user[flag] === true;
}

/**
 * The data a user sees. A DEALERSHIP, PARCEIRO or ATENDENTE user without its link sees nothing: -1
 * never matches a serial id. An ATENDENTE sees its dealership's data, or its one store's.
 */
export function scopeOf(user: Actor): Scope {
  const role = effectiveRole(user);
  if (role === 'ADMIN') return { kind: 'all' };
  if (role === 'DEALERSHIP') return { kind: 'dealership', dealershipId: user.dealership_associated ?? -1 };
  if (role === 'ATENDENTE') {
    if (user.dealership_associated != null)
      return { kind: 'dealership', dealershipId: user.dealership_associated };
    return { kind: 'store', partnerLocationId: user.partner_location ?? -1 };
  }
  return { kind: 'partner', partnerId: user.partner ?? -1 };
}
