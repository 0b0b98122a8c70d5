import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { CSV_BOM, type CsvCell, csvLine } from '../../domain/csv.ts';
import { RECORD_KINDS, type RecordKind, type Row, type SubjectRecords } from './subject-records.ts';

/** Each kind's spreadsheet in the bundle. */
const SHEETS: Record<RecordKind, string> = {
  consents: 'consentimentos',
  consent_history: 'historico-de-consentimentos',
  ledger: 'extrato-de-pontos',
  points_batches: 'lotes-de-pontos',
  redemptions: 'resgates',
  vouchers: 'vouchers',
  feedback: 'feedbacks',
  notifications: 'notificacoes-recebidas',
  audience_lists: 'listas-de-publicos',
  sign_ins: 'acessos',
  sessions: 'sessoes',
  audit_entries: 'registros-de-auditoria',
  data_requests: 'solicitacoes-do-titular',
};

/** Column titles (pt-BR) of the spreadsheets; a key without one keeps its name. */
const TITLES: Record<string, string> = {
  id: 'ID',
  full_name: 'Nome',
  cpf: 'CPF',
  email: 'E-mail',
  phone: 'Telefone',
  birth_date: 'Data de nascimento',
  city: 'Cidade',
  state: 'UF',
  erp_id: 'ID no ERP',
  is_active: 'Ativo',
  home_dealership: 'Concessionária',
  points_balance: 'Saldo',
  points_earned: 'Pontos ganhos',
  points_spent: 'Pontos gastos',
  points_expired: 'Pontos expirados',
  points_pending: 'Pontos pendentes',
  last_activity_at: 'Última atividade',
  last_login: 'Último acesso',
  created_at: 'Criado em',
  anonymized_at: 'Anonimizado em',
  purpose: 'Finalidade',
  granted: 'Consentido',
  changedAt: 'Alterado em',
  source: 'Origem',
  actorName: 'Registrado por',
  note: 'Observação',
  at: 'Data',
  kind: 'Tipo',
  points: 'Pontos',
  description: 'Descrição',
  reason: 'Motivo',
  remaining: 'Restante',
  earned_at: 'Ganho em',
  available_at: 'Disponível em',
  expires_at: 'Expira em',
  offer: 'Oferta',
  status: 'Status',
  voucher_code: 'Código',
  used_at: 'Utilizado em',
  total_value_offer: 'Valor da oferta',
  total_discount_applied: 'Desconto',
  total_value_spent_by_user: 'Valor pago',
  reference_code: 'Referência',
  cancelled_at: 'Cancelado em',
  cancel_reason: 'Motivo do cancelamento',
  reversals: 'Estornos de uso',
  subject: 'Assunto',
  message: 'Mensagem',
  feedback_type: 'Tipo',
  admin_response: 'Resposta',
  notification_id: 'Notificação',
  title: 'Título',
  delivered_at: 'Entregue em',
  channel: 'Canal',
  ip: 'Endereço IP',
  user_agent: 'Navegador',
  signed_in_at: 'Entrou em',
  last_used_at: 'Último uso',
  ended_at: 'Encerrada em',
  actor: 'Autor',
  action: 'Ação',
  changes: 'Alterações',
  received_at: 'Recebida em',
  due_at: 'Prazo',
  fulfilled_at: 'Atendida em',
  audience: 'Público',
  added_at: 'Adicionado em',
};

function cell(value: unknown): CsvCell {
  if (value === null || value === undefined || value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function sheet(rows: Row[]): string {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  let text = CSV_BOM + csvLine(keys.map((key) => TITLES[key] ?? key));
  for (const row of rows) text += csvLine(keys.map((key) => cell(row[key])));
  return text;
}

const README = `Dados do titular — Sistema de Fidelidade

Este arquivo reúne tudo o que o programa de fidelidade guarda sobre o titular (LGPD, art. 18, II):
- dados.json: todos os registros, legíveis por máquina (datas em UTC, ISO 8601);
- planilhas/: os mesmos registros em planilhas (CSV com ";", datas no horário de Brasília).
Cadastro, consentimentos e seu histórico, extrato de pontos, lotes de pontos, resgates, vouchers,
feedbacks, notificações recebidas, listas de públicos em que foi incluído, acessos e sessões,
registros de auditoria sobre o titular e as solicitações do titular.
`;

export interface Bundle {
  bytes: Uint8Array;
  sha256: string;
  counts: Record<RecordKind, number>;
}

/** The download: one ZIP with the JSON, the spreadsheets and a note on what it holds. */
export function subjectBundle(data: SubjectRecords, generatedAt: Date): Bundle {
  const json = { generated_at: generatedAt.toISOString(), profile: data.profile, ...data.records };
  const files: Record<string, Uint8Array> = {
    'LEIA-ME.txt': strToU8(README),
    'dados.json': strToU8(JSON.stringify(json, null, 2)),
    'planilhas/cadastro.csv': strToU8(sheet([data.profile])),
  };
  for (const kind of RECORD_KINDS)
    files[`planilhas/${SHEETS[kind]}.csv`] = strToU8(sheet(data.records[kind]));
  const bytes = zipSync(files, { level: 6, mtime: generatedAt });
  const counts = Object.fromEntries(RECORD_KINDS.map((kind) => [kind, data.records[kind].length])) as Record<
    RecordKind,
    number
  >;
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), counts };
}
