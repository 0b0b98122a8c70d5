/**
 * How the audit diff names each recorded field: the label the screens give it (docs/product.md §2).
 * The recorded names are the API's JSON fields of the written record (offers, users, places,
 * vouchers, feedback, notifications, releases); a field not listed here is shown as recorded.
 */
// biome-ignore format: one field per line reads as a table
const FIELD_LABELS: Readonly<Record<string, string>> = {
  id: 'ID', created_at: 'Criado em', updated_at: 'Atualizado em', is_active: 'Ativo', name: 'Nome',
  // Offers (docs/product.md §2.6)
  title: 'Título', description: 'Descrição', offer_type: 'Tipo de oferta', points_cost: 'Custo em pontos',
  valid_from: 'Válida de', valid_until: 'Válida até', is_valid_now: 'Válida agora',
  time_restricted: 'Restringir por horário', start_time: 'Horário de início', end_time: 'Horário de fim',
  valid_days: 'Dias da semana', gasoline_price: 'Preço da gasolina', gasoline_type: 'Tipo de combustível',
  max_liters: 'Máximo de litros', discount_percentage: 'Percentual de desconto',
  gift_description: 'Descrição do brinde', max_redemptions: 'Máximo de resgates por cliente',
  auto_notify: 'Notificar clientes automaticamente', notification_message: 'Mensagem da notificação',
  display_logo: 'Logo de exibição', item_image: 'Imagem do item', location_type: 'Tipo de local',
  dealership_id: 'Concessionária (ID)', dealership_name: 'Concessionária',
  partner_location_id: 'Loja do parceiro (ID)', partner_location_name: 'Loja do parceiro',
  // Users (§2.7, §2.15) and points adjustments (§2.13)
  cpf: 'CPF', email: 'Email', full_name: 'Nome completo', user_type: 'Tipo de usuário',
  is_superuser: 'Superusuário', is_staff: 'Acesso ao painel administrativo (equipe)',
  account_for_qr_code_burn: 'Conta para baixa de QR Code', dealership_associated: 'Concessionária (ID)',
  partner_name: 'Parceiro', points_balance: 'Saldo de pontos', last_login: 'Último acesso',
  partner_location: 'Loja do parceiro (ID)',
  anonymized: 'Anonimizado', ledger_entry: 'Lançamento de pontos', points: 'Pontos', reason: 'Motivo',
  kind: 'Tipo',
  // Places (§2.9)
  address: 'Endereço', city: 'Cidade', state: 'Estado', zip_code: 'CEP', postal_code: 'CEP',
  country: 'País', latitude: 'Latitude', longitude: 'Longitude', brand_name: 'Nome da Marca',
  category: 'Categoria', cnpj: 'CNPJ', external_name_ref: 'Referência Externa', location: 'Localização',
  location_id: 'Localização (ID)', store_name: 'Nome da Loja', partner: 'Parceiro', logo: 'Logo',
  // Vouchers (§2.14)
  voucher_code: 'Código do voucher', offer_id: 'Oferta (ID)', offer_title: 'Oferta', points_spent: 'Pontos',
  is_used: 'Utilizado', used_at: 'Utilizado em', user_id: 'Cliente (ID)', user_name: 'Cliente',
  total_value_offer: 'Valor da oferta', total_discount_applied: 'Desconto aplicado',
  total_value_spent_by_user: 'Valor pago', reference_code: 'Código de referência', burned_by: 'Baixado por',
  // Feedback (§2.11) and notifications (§2.8)
  subject: 'Assunto', message: 'Mensagem', feedback_type: 'Tipo', feedback_type_display: 'Tipo',
  priority: 'Prioridade', status: 'Status', admin_response: 'Resposta', user: 'Usuário (ID)',
  user_cpf: 'CPF do usuário', scheduled_for: 'Agendada para', expires_at: 'Expira em', sent_at: 'Enviada em',
  created_by: 'Criada por', push_sent_success: 'Envios com sucesso', total_recipients: 'Destinatários',
  // Releases of the screens (the operations console)
  live: 'Versão no ar', canary: 'Canário',
  // Approvals (§5.4): the request, the decision and the threshold
  approval_request: 'Solicitação de aprovação', approval_threshold_points: 'Limite para aprovação (pontos)',
  threshold: 'Limite (pontos)', comment: 'Comentário', customer_id: 'Cliente (ID)',
  requested_by_id: 'Solicitado por (ID)', ledger_entry_id: 'Lançamento de pontos (ID)',
  pending_credit_until: 'Crédito pendente até',
  // Audiences (§2.18): their lists, and the bulk action that adds to one (§2.15)
  audience_id: 'Público (ID)', audience_name: 'Público', listed_count: 'Clientes na lista',
  member_id: 'Cliente (ID)', member_name: 'Cliente',
};

/** The field's pt-BR label, or its recorded name when the screen has none. */
export const fieldLabel = (field: string): string =>
  Object.hasOwn(FIELD_LABELS, field) ? (FIELD_LABELS[field] as string) : field;

/** Fields holding a record's id: shown as the bare number (no thousands separator). */
export const isIdField = (field: string): boolean =>
  field === 'id' ||
  field.endsWith('_id') ||
  ['dealership_associated', 'partner', 'user', 'created_by'].includes(field);

/** Fields holding an amount in reais (numeric text in the API's JSON). */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'gasoline_price',
  'total_value_offer',
  'total_discount_applied',
  'total_value_spent_by_user',
]);
