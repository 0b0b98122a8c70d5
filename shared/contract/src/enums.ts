// Every enum of the /api/v1 contract as a `const` tuple, with the pt-BR label the UI shows
// (docs/product.md §3 vocabularies). No TypeBox here: the UI imports this module at run time.

/**
 * Who a user is; decides what the back office lets them do (docs/architecture.md §6). ATENDENTE is
 * the counter clerk of one dealership or one partner store (docs/product.md §6).
 */
export const USER_TYPES = ['CLIENTE', 'PARCEIRO', 'DEALERSHIP', 'ADMIN', 'ATENDENTE'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = {
  CLIENTE: 'Cliente',
  PARCEIRO: 'Parceiro',
  DEALERSHIP: 'Concessionária',
  ADMIN: 'Administrador',
  ATENDENTE: 'Atendente',
};

/** The types the user form may create or edit (administrators are not managed there). */
export const MANAGED_USER_TYPES = ['CLIENTE', 'PARCEIRO', 'DEALERSHIP', 'ATENDENTE'] as const;
export type ManagedUserType = (typeof MANAGED_USER_TYPES)[number];

/** Subtitle of the user menu for an administrator, and for a user without a role name. */
export const ROLE_LABELS = { admin: 'Administrador do Sistema', fallback: 'Usuário' } as const;

export const OFFER_TYPES = [
  'CUPOM_DESCONTO',
  'VOUCHER_RELAMPAGO',
  'GIFT',
  'GASOLINE_SPECIAL',
  'TIME_LIMITED',
  'PARTNER_DISCOUNT',
] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export const OFFER_TYPE_LABELS: Record<OfferType, string> = {
  CUPOM_DESCONTO: 'Cupom de Desconto',
  VOUCHER_RELAMPAGO: 'Voucher Relâmpago',
  GIFT: 'Brinde Exclusivo',
  GASOLINE_SPECIAL: 'Gasolina a Preço Especial',
  TIME_LIMITED: 'Oferta por Horário',
  PARTNER_DISCOUNT: 'Desconto com Parceiro',
};

/** The offer types whose form block is a discount percentage. */
export const DISCOUNT_OFFER_TYPES: readonly OfferType[] = [
  'CUPOM_DESCONTO',
  'VOUCHER_RELAMPAGO',
  'PARTNER_DISCOUNT',
];

/** Fuel of a GASOLINE_SPECIAL offer; the value is also its label. */
export const GASOLINE_TYPES = [
  'Gasolina Comum',
  'Gasolina Aditivada',
  'Etanol',
  'Gasolina Premium',
  'Diesel',
  'Diesel S-10',
] as const;
export type GasolineType = (typeof GASOLINE_TYPES)[number];

/** Where an offer is redeemed: a partner store or a dealership. */
export const OFFER_LOCATION_TYPES = ['partner', 'dealership'] as const;
export type OfferLocationType = (typeof OFFER_LOCATION_TYPES)[number];
export const OFFER_LOCATION_TYPE_LABELS: Record<OfferLocationType, string> = {
  partner: 'Parceiro',
  dealership: 'Concessionária',
};

/** Days of a time-restricted offer, 1 = Monday … 7 = Sunday (sent as valid_days '1,3,5'). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: 'Segunda',
  2: 'Terça',
  3: 'Quarta',
  4: 'Quinta',
  5: 'Sexta',
  6: 'Sábado',
  7: 'Domingo',
};

export const PARTNER_CATEGORIES = [
  'alimentacao',
  'vestuario',
  'tecnologia',
  'casa',
  'servicos',
  'combustivel',
  'farmacia',
  'varejo',
  'automotivo',
  'beleza',
  'educacao',
  'entretenimento',
  'financeiro',
  'hotelaria',
  'telecom',
] as const;
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];
export const PARTNER_CATEGORY_LABELS: Record<PartnerCategory, string> = {
  alimentacao: 'Alimentação',
  vestuario: 'Vestuário',
  tecnologia: 'Tecnologia',
  casa: 'Casa',
  servicos: 'Serviços',
  combustivel: 'Combustível',
  farmacia: 'Farmácia',
  varejo: 'Varejo',
  automotivo: 'Automotivo',
  beleza: 'Beleza',
  educacao: 'Educação',
  entretenimento: 'Entretenimento',
  financeiro: 'Financeiro',
  hotelaria: 'Hotelaria',
  telecom: 'Telecomunicações',
};

/** The 27 federative units; the screens show the code itself. */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

/** Why a ledger entry exists. Positive kinds credit points, REDEMPTION/EXPIRATION debit them. */
export const LEDGER_KINDS = [
  'SERVICE',
  'MERCHANDISE',
  'BONUS',
  'ADJUSTMENT',
  'REDEMPTION',
  'REFUND',
  'EXPIRATION',
  'REVERSAL',
  'OPENING',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  SERVICE: 'Serviço',
  MERCHANDISE: 'Mercadoria',
  BONUS: 'Bônus',
  ADJUSTMENT: 'Ajuste manual',
  REDEMPTION: 'Resgate',
  REFUND: 'Estorno',
  EXPIRATION: 'Expiração',
  REVERSAL: 'Cancelamento de crédito',
  OPENING: 'Saldo inicial',
};

/**
 * Where a batch of points came from (docs/architecture.md §5, points lifecycle): an ERP service or
 * purchase, a manual credit or bonus, a cancelled redemption's points coming back, or the balance a
 * customer already had when batches began (or an imported opening balance).
 */
export const BATCH_SOURCES = ['SERVICE', 'MERCHANDISE', 'BONUS', 'ADJUSTMENT', 'REFUND', 'OPENING'] as const;
export type BatchSource = (typeof BATCH_SOURCES)[number];
export const BATCH_SOURCE_LABELS: Record<BatchSource, string> = {
  SERVICE: 'Serviço',
  MERCHANDISE: 'Mercadoria',
  BONUS: 'Bônus',
  ADJUSTMENT: 'Ajuste manual',
  REFUND: 'Estorno de resgate',
  OPENING: 'Saldo anterior',
};

/**
 * Where the liability report puts points (docs/api.md, liability report): the dealership of the
 * entry, the partner store of a store's points, or neither ('Sem concessionária').
 */
export const LIABILITY_PLACE_KINDS = ['dealership', 'partner_location', 'none'] as const;
export type LiabilityPlaceKind = (typeof LIABILITY_PLACE_KINDS)[number];
export const LIABILITY_PLACE_KIND_LABELS: Record<LiabilityPlaceKind, string> = {
  dealership: 'Concessionária',
  partner_location: 'Loja parceira',
  none: 'Sem concessionária',
};

/** A batch as the customer page shows it; derived from its dates and counters. */
export const BATCH_STATES = ['pending', 'available', 'spent', 'expired', 'reversed'] as const;
export type BatchState = (typeof BATCH_STATES)[number];
export const BATCH_STATE_LABELS: Record<BatchState, string> = {
  pending: 'Pendente',
  available: 'Disponível',
  spent: 'Utilizado',
  expired: 'Expirado',
  reversed: 'Cancelado',
};

/** A ledger entry as the activity list shows it; the value is also its label. */
export const ACTIVITY_TYPES = ['Adição', 'Subtração'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** A ledger entry as the transaction history shows it. */
export const TRANSACTION_TYPES = ['EARN', 'REDEEM'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  EARN: 'Crédito de pontos',
  REDEEM: 'Resgate',
};

/**
 * A voucher (redemption) is pendente until burned, then utilizado; a pending one may be cancelled
 * (cancelado: its points come back). The API sends it.
 */
export const REDEMPTION_STATUSES = ['pendente', 'utilizado', 'cancelado'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatus, string> = {
  pendente: 'Pendente',
  utilizado: 'Utilizado',
  cancelado: 'Cancelado',
};

export const FEEDBACK_TYPES = ['SUGGESTION', 'COMPLAINT', 'PRAISE', 'BUG_REPORT', 'GENERAL'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  SUGGESTION: 'Sugestão',
  COMPLAINT: 'Reclamação',
  PRAISE: 'Elogio',
  BUG_REPORT: 'Relato de Erro',
  GENERAL: 'Geral',
};

export const FEEDBACK_STATUSES = ['PENDING', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  PENDING: 'Pendente',
  IN_PROGRESS: 'Em Análise',
  RESOLVED: 'Resolvido',
  CLOSED: 'Fechado',
};

/** Feedback priority: 1 low … 3 high (2 when the customer sends none). */
export const FEEDBACK_PRIORITIES = [1, 2, 3] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export const FEEDBACK_PRIORITY_LABELS: Record<FeedbackPriority, string> = {
  1: 'Baixa',
  2: 'Média',
  3: 'Alta',
};

/**
 * CANCELLED: a scheduled push called off before it went out (it is kept, never sent). SENDING: its
 * deliveries are being written by its job (docs/architecture.md §5, "Audiences").
 */
export const NOTIFICATION_STATUSES = [
  'DRAFT',
  'SCHEDULED',
  'SENDING',
  'SENT',
  'FAILED',
  'CANCELLED',
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  DRAFT: 'Rascunho',
  SCHEDULED: 'Agendada',
  SENDING: 'Enviando',
  SENT: 'Enviada',
  FAILED: 'Falhou',
  CANCELLED: 'Cancelada',
};

export const NOTIFICATION_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export const NOTIFICATION_PRIORITY_LABELS: Record<NotificationPriority, string> = {
  LOW: 'Baixa',
  MEDIUM: 'Média',
  HIGH: 'Alta',
  URGENT: 'Urgente',
};

/** One push to one customer (server side only; not shown). */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** ERP synchronisation tasks (one per imported resource). */
export const SYNC_TASK_TYPES = ['CUSTOMERS', 'SERVICES', 'MERCHANDISE'] as const;
export type SyncTaskType = (typeof SYNC_TASK_TYPES)[number];
export const SYNC_TASK_TYPE_LABELS: Record<SyncTaskType, string> = {
  CUSTOMERS: 'Clientes',
  SERVICES: 'Serviços',
  MERCHANDISE: 'Compras de mercadorias',
};

/** What an API configuration talks to (`api_type`; text in the database, ERP by default). */
export const API_CONFIG_TYPES = ['ERP'] as const;
export type ApiConfigType = (typeof API_CONFIG_TYPES)[number];
export const API_CONFIG_TYPE_LABELS: Record<ApiConfigType, string> = {
  ERP: 'ERP (sistema de gestão)',
};

/**
 * The transaction types the points rules know (`transaction_type_key`, text in the database: the
 * ERP may send others, shown as they come). SERVICE and MERCHANDISE are the ERP sync's purchases.
 */
export const POINTS_RULE_TYPES = [
  'SERVICE',
  'MERCHANDISE',
  'VEHICLE_PURCHASE',
  'SCHEDULED_MAINTENANCE',
  'REFERRAL',
] as const;
export type PointsRuleType = (typeof POINTS_RULE_TYPES)[number];
export const POINTS_RULE_TYPE_LABELS: Record<PointsRuleType, string> = {
  SERVICE: 'Serviço',
  MERCHANDISE: 'Mercadoria',
  VEHICLE_PURCHASE: 'Compra de veículo',
  SCHEDULED_MAINTENANCE: 'Revisão programada',
  REFERRAL: 'Indicação',
};

/**
 * The pt-BR label of an enum value that arrives as plain text; a value the map does not know (a
 * newer API, an ERP code) is shown as it came.
 */
export function labelOf(labels: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return Object.hasOwn(labels, value) ? (labels[value] as string) : value;
}

/** A sync log's status: 'running' while in progress, then how it finished. */
export const SYNC_LOG_STATUSES = ['running', 'success', 'error', 'warning'] as const;
export type SyncLogStatus = (typeof SYNC_LOG_STATUSES)[number];
export type FinishedSyncLogStatus = Exclude<SyncLogStatus, 'running'>;
/** Labels of the finished statuses (the screen's exact words, docs/product.md §2.9). */
export const SYNC_LOG_STATUS_LABELS: Record<FinishedSyncLogStatus, string> = {
  success: 'Sucesso',
  error: 'Erro',
  warning: 'Aviso',
};
/** A log still running. */
export const SYNC_LOG_RUNNING_LABEL = 'Em andamento';

/**
 * A background job's state (the job engine, docs/architecture.md §5 "Background jobs"): waiting
 * for its time or a free worker, running, and how it ended.
 */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_STATE_LABELS: Record<JobState, string> = {
  queued: 'Na fila',
  running: 'Em execução',
  succeeded: 'Concluída',
  failed: 'Falhou',
  cancelled: 'Cancelada',
};

/**
 * What happened to a remote's releases (ops/releases/, the operations console and `registry
 * status`): a person promoted, rolled back, started or stopped a canary; the watcher rolled a
 * failing canary back or promoted one that stayed clean.
 */
export const RELEASE_ACTIONS = [
  'promote',
  'rollback',
  'canary_start',
  'canary_stop',
  'canary_rollback',
  'canary_promote',
] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];
export const RELEASE_ACTION_LABELS: Record<ReleaseAction, string> = {
  promote: 'Promoção',
  rollback: 'Reversão',
  canary_start: 'Início de canário',
  canary_stop: 'Fim de canário',
  canary_rollback: 'Canário revertido automaticamente',
  canary_promote: 'Canário promovido automaticamente',
};

/** What a back-office write did, as the audit log records it (docs/architecture.md §6). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'activate',
  'deactivate',
  'burn',
  'answer',
  'send',
  'sync_start',
  // A scheduled push called off, a pending redemption cancelled; a voucher's burn given back.
  'cancel',
  'reverse',
  // Background jobs (ops/jobs/): an operator retried or cancelled a run.
  'job_retry',
  'job_cancel',
  // Accounts (Meu Perfil, Configurações → Usuários).
  'password_change',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_reset',
  // LGPD (docs/security.md): a full CPF shown in a list, a consent changed from the back office, a
  // data subject's request registered, exported or answered by anonymisation.
  'cpf_reveal',
  'consent_change',
  'data_request',
  'data_export',
  'anonymize',
  // Bulk work (Configurações → Importação, the lists' bulk actions): one row per run, with its targets.
  'import_start',
  'bulk_credit',
  'bulk_debit',
  'bulk_activate',
  'bulk_deactivate',
  'bulk_export',
  'bulk_audience',
  // Audiences: a customer taken out of an audience's list, or the whole list emptied.
  'audience_member_remove',
  // Releases of the remote screens (ops/releases/ and the watcher).
  ...RELEASE_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  activate: 'Ativação',
  deactivate: 'Desativação',
  burn: 'Uso de voucher',
  answer: 'Resposta',
  send: 'Envio',
  sync_start: 'Início de sincronização',
  cancel: 'Cancelamento',
  reverse: 'Estorno',
  job_retry: 'Nova tentativa de tarefa',
  job_cancel: 'Cancelamento de tarefa',
  password_change: 'Troca de senha',
  two_factor_enable: 'Ativação da verificação em duas etapas',
  two_factor_disable: 'Desativação da verificação em duas etapas',
  two_factor_reset: 'Redefinição da verificação em duas etapas',
  cpf_reveal: 'Exibição de CPF completo',
  consent_change: 'Alteração de consentimento',
  data_request: 'Registro de solicitação do titular',
  data_export: 'Exportação de dados do titular',
  anonymize: 'Anonimização',
  import_start: 'Importação CSV',
  bulk_credit: 'Crédito de pontos em massa',
  bulk_debit: 'Débito de pontos em massa',
  bulk_activate: 'Ativação em massa',
  bulk_deactivate: 'Desativação em massa',
  bulk_export: 'Exportação em massa',
  bulk_audience: 'Inclusão em público em massa',
  audience_member_remove: 'Remoção de clientes de um público',
  ...RELEASE_ACTION_LABELS,
};

/** What a back-office write touched (the audit log's target). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'offer',
  'location',
  'partner',
  'dealership',
  'partner_location',
  'voucher',
  'feedback',
  'notification',
  'integration_task',
  'api_config',
  'remote',
  'job',
  'two_factor_policy',
  'programme',
  'points_rule',
  'audience',
  'place_budget',
  'campaign',
  'approval_request',
  'data_request',
  'import',
  'bulk_action',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export const AUDIT_TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  user: 'Usuário',
  offer: 'Oferta',
  location: 'Localização',
  partner: 'Parceiro',
  dealership: 'Concessionária',
  partner_location: 'Loja de parceiro',
  voucher: 'Voucher',
  feedback: 'Feedback',
  notification: 'Notificação',
  integration_task: 'Tarefa de sincronização',
  api_config: 'Configuração de API',
  remote: 'Tela',
  programme: 'Programa de pontos',
  points_rule: 'Regra de pontuação',
  audience: 'Público',
  place_budget: 'Orçamento de local',
  campaign: 'Campanha',
  job: 'Tarefa em segundo plano',
  two_factor_policy: 'Exigência de verificação em duas etapas',
  approval_request: 'Solicitação de aprovação',
  data_request: 'Solicitação do titular',
  import: 'Importação',
  bulk_action: 'Ação em massa',
};

/** The periods of the dashboard's trends, in days (`?days=` of users/dashboard/trends/). */
export const TREND_PERIODS = [7, 30, 90] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
export const TREND_PERIOD_LABELS: Record<TrendPeriod, string> = {
  7: '7 dias',
  30: '30 dias',
  90: '90 dias',
};

/** The remotes (Module Federation names) the host loads; a failure report names one of them. */
export const REMOTE_NAMES = ['dashboard', 'acoes', 'tables', 'settings', 'feedback_reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** How the operations console names each remote (its screens' menu labels). */
export const REMOTE_NAME_LABELS: Record<RemoteName, string> = {
  dashboard: 'Dashboard',
  acoes: 'Ações',
  tables: 'Tabelas',
  settings: 'Configurações',
  feedback_reports: 'Feedback e Relatórios',
};

/**
 * How a remote failed in a browser: its code did not load (or its version was incompatible and
 * skipped), it crashed while rendering (its error boundary caught it), or it threw an uncaught
 * error from its own scripts afterwards (an event handler, a promise).
 */
export const REMOTE_FAILURE_KINDS = ['load', 'render', 'error'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];
export const REMOTE_FAILURE_KIND_LABELS: Record<RemoteFailureKind, string> = {
  load: 'Carregamento',
  render: 'Renderização',
  error: 'Erro não tratado',
};

/**
 * The customer facts an audience's rules test (docs/product.md §2.18; docs/architecture.md §5,
 * "Audiences"). Each rule is one fact, one comparison of AUDIENCE_FIELD_OPS and its
 * parameters (values, min/max, days or date).
 */
export const AUDIENCE_FIELDS = [
  'home_dealership',
  'city',
  'state',
  'points_balance',
  'points_expiring',
  'last_service',
  'total_spent',
  'birthday_month',
  'customer_since',
  'status',
  'redeemed_offer',
  'redeemed_offer_type',
] as const;
export type AudienceField = (typeof AUDIENCE_FIELDS)[number];
export const AUDIENCE_FIELD_LABELS: Record<AudienceField, string> = {
  home_dealership: 'Concessionária de origem',
  city: 'Cidade',
  state: 'Estado (UF)',
  points_balance: 'Saldo de pontos',
  points_expiring: 'Pontos a expirar',
  last_service: 'Último serviço',
  total_spent: 'Total gasto (R$)',
  birthday_month: 'Mês de aniversário',
  customer_since: 'Cliente desde',
  status: 'Situação',
  redeemed_offer: 'Oferta resgatada',
  redeemed_offer_type: 'Tipo de oferta resgatada',
};

/** How a rule compares its fact; which ones a field takes, and their words, are AUDIENCE_FIELD_OPS. */
export const AUDIENCE_OPS = [
  'in',
  'not_in',
  'between',
  'within_days',
  'more_than_days',
  'never',
  'before',
  'after',
  'current_month',
  'active',
  'inactive',
] as const;
export type AudienceOp = (typeof AUDIENCE_OPS)[number];
export const AUDIENCE_FIELD_OPS: Record<AudienceField, Partial<Record<AudienceOp, string>>> = {
  home_dealership: { in: 'é', not_in: 'não é' },
  city: { in: 'é', not_in: 'não é' },
  state: { in: 'é', not_in: 'não é' },
  points_balance: { between: 'entre' },
  points_expiring: { within_days: 'expiram nos próximos' },
  last_service: { more_than_days: 'há mais de', within_days: 'nos últimos', never: 'nunca fez' },
  total_spent: { between: 'entre' },
  birthday_month: { in: 'é', current_month: 'é o mês atual' },
  customer_since: {
    before: 'antes de',
    after: 'a partir de',
    more_than_days: 'há mais de',
    within_days: 'nos últimos',
  },
  status: { active: 'ativo', inactive: 'inativo' },
  redeemed_offer: { in: 'resgatou', not_in: 'não resgatou' },
  redeemed_offer_type: { in: 'resgatou', not_in: 'não resgatou' },
};

/** How an audience joins its groups, and a group its rules. */
export const AUDIENCE_COMBINATORS = ['and', 'or'] as const;
export type AudienceCombinator = (typeof AUDIENCE_COMBINATORS)[number];
export const AUDIENCE_COMBINATOR_LABELS: Record<AudienceCombinator, string> = {
  and: 'Todas (E)',
  or: 'Qualquer uma (OU)',
};

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Month = (typeof MONTHS)[number];
export const MONTH_LABELS: Record<Month, string> = {
  1: 'Janeiro',
  2: 'Fevereiro',
  3: 'Março',
  4: 'Abril',
  5: 'Maio',
  6: 'Junho',
  7: 'Julho',
  8: 'Agosto',
  9: 'Setembro',
  10: 'Outubro',
  11: 'Novembro',
  12: 'Dezembro',
};

/** How a push without an audience names whom it reaches (history, CSV). */
export const ALL_CUSTOMERS_LABEL = 'Todos os clientes';

/** A per-customer redemption cap of an offer counts per São Paulo day, week (Monday on) or month. */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, string> = {
  DAY: 'por dia',
  WEEK: 'por semana',
  MONTH: 'por mês',
};

/** A place's budget (every offer of a dealership or store) counts in total or per São Paulo month. */
export const BUDGET_PERIODS = ['TOTAL', 'MONTH'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const BUDGET_PERIOD_LABELS: Record<BudgetPeriod, string> = {
  TOTAL: 'Total',
  MONTH: 'Mensal',
};

/**
 * What a customer consents to (docs/product.md §2.13, docs/security.md "LGPD"): marketing pushes
 * (a push or campaign goes only to customers whose marketing consent is on) and the processing of
 * their personal data.
 */
export const CONSENT_PURPOSES = ['marketing_push', 'data_processing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  marketing_push: 'Notificações de marketing',
  data_processing: 'Tratamento de dados pessoais',
};

/** How a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['back_office', 'customer_app', 'import', 'erp', 'legacy', 'seed'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  back_office: 'Painel administrativo',
  customer_app: 'Aplicativo do cliente',
  import: 'Importação CSV',
  erp: 'Sincronização com o ERP',
  legacy: 'Anterior ao registro de consentimentos',
  seed: 'Dados de demonstração',
};

/** A data subject's request (LGPD art. 18): access to the data (an export) or its elimination. */
export const DATA_REQUEST_KINDS = ['export', 'anonymize'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  export: 'Acesso aos dados (exportação)',
  anonymize: 'Eliminação (anonimização)',
};

/** How the data subject asked. */
export const DATA_REQUEST_CHANNELS = ['email', 'telefone', 'presencial', 'aplicativo', 'outro'] as const;
export type DataRequestChannel = (typeof DATA_REQUEST_CHANNELS)[number];
export const DATA_REQUEST_CHANNEL_LABELS: Record<DataRequestChannel, string> = {
  email: 'E-mail',
  telefone: 'Telefone',
  presencial: 'Presencial',
  aplicativo: 'Aplicativo',
  outro: 'Outro',
};

/** What a CSV import loads (Configurações → Importação). */
export const IMPORT_KINDS = ['customers', 'opening_balances', 'voucher_codes'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  customers: 'Clientes',
  opening_balances: 'Saldos iniciais de pontos',
  voucher_codes: 'Códigos de voucher de uma oferta',
};

/** An import: uploaded (mapping and preview), then a job runs it. */
export const IMPORT_STATES = ['uploaded', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
export const IMPORT_STATE_LABELS: Record<ImportState, string> = {
  uploaded: 'Aguardando confirmação',
  running: 'Em andamento',
  done: 'Concluída',
  failed: 'Falhou',
};

/** The columns each import kind reads; the mapping names a file column for each. */
export const IMPORT_FIELDS = {
  customers: ['cpf', 'full_name', 'email', 'phone', 'dealership', 'marketing_consent'],
  opening_balances: ['cpf', 'points', 'reason', 'expires_at'],
  // The offer is chosen on screen before the upload: the file holds only its codes.
  voucher_codes: ['code'],
} as const satisfies Record<ImportKind, readonly string[]>;
export type ImportField = (typeof IMPORT_FIELDS)[ImportKind][number];
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  cpf: 'CPF',
  full_name: 'Nome completo',
  email: 'E-mail',
  phone: 'Telefone',
  dealership: 'Concessionária',
  marketing_consent: 'Consentimento de marketing',
  points: 'Pontos',
  reason: 'Motivo',
  expires_at: 'Validade',
  code: 'Código',
};
/** Fields a row must have; the others may be left unmapped. */
export const IMPORT_REQUIRED_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  customers: ['cpf', 'full_name'],
  opening_balances: ['cpf', 'points', 'reason'],
  voucher_codes: ['code'],
};

/** The lists whose rows bulk actions work on, and the actions. */
export const BULK_LISTS = ['points', 'users'] as const;
export type BulkList = (typeof BULK_LISTS)[number];
export const BULK_ACTION_KINDS = ['credit', 'debit', 'activate', 'deactivate', 'audience', 'export'] as const;
export type BulkActionKind = (typeof BULK_ACTION_KINDS)[number];
export const BULK_ACTION_KIND_LABELS: Record<BulkActionKind, string> = {
  credit: 'Creditar pontos',
  debit: 'Debitar pontos',
  activate: 'Ativar',
  deactivate: 'Desativar',
  audience: 'Adicionar a um público',
  export: 'Exportar',
};

/** What starts an automatic campaign for a customer (docs/product.md §2.19). */
export const CAMPAIGN_TRIGGERS = ['BIRTHDAY', 'WIN_BACK', 'POINTS_EXPIRING', 'FIRST_PURCHASE'] as const;
export type CampaignTrigger = (typeof CAMPAIGN_TRIGGERS)[number];
export const CAMPAIGN_TRIGGER_LABELS: Record<CampaignTrigger, string> = {
  BIRTHDAY: 'Aniversário',
  WIN_BACK: 'Dias sem visita (reconquista)',
  POINTS_EXPIRING: 'Pontos a expirar',
  FIRST_PURCHASE: 'Primeira compra',
};
/** The triggers that take a number of days (`trigger_days`). */
export const CAMPAIGN_TRIGGERS_WITH_DAYS: readonly CampaignTrigger[] = ['WIN_BACK', 'POINTS_EXPIRING'];

/** What an approval request changes: a customer's points, a points rule, an offer's budget. */
export const APPROVAL_KINDS = ['POINTS_ADJUSTMENT', 'POINTS_RULE', 'OFFER_BUDGET'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  POINTS_ADJUSTMENT: 'Ajuste de pontos',
  POINTS_RULE: 'Regra de pontuação',
  OFFER_BUDGET: 'Orçamento de oferta',
};
