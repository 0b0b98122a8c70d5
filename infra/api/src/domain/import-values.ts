import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_REQUIRED_FIELDS,
  type ImportField,
  type ImportKind,
} from '@fidelidade/contract/enums';
import { parsePtBrNumber } from '@fidelidade/contract/pt-br-number';
import { validDay } from './calendar-day.ts';
import { isValidCpf } from './cpf.ts';

/** A row's fields by name, from the file's columns as mapped (docs/product.md §2.17, Importação). */
export type MappedValues = Partial<Record<ImportField, string>>;

export const IMPORT_MESSAGES = {
  required: (field: ImportField) => `${IMPORT_FIELD_LABELS[field]} é obrigatório.`,
  cpf: 'CPF inválido.',
  email: 'E-mail inválido.',
  tooLong: (field: ImportField, max: number) =>
    `${IMPORT_FIELD_LABELS[field]} pode ter no máximo ${max} caracteres.`,
  consent: 'Consentimento de marketing: use Sim ou Não.',
  points: 'Pontos: informe um número inteiro maior que zero (ex.: 1.234).',
  pointsMax: 'Pontos: no máximo 10.000.000 por linha.',
  reason: 'Motivo: informe de 3 a 500 caracteres.',
  date: 'Validade: use a data no formato DD/MM/AAAA.',
  past: 'Validade: a data já passou.',
  unmapped: (field: ImportField) => `Escolha a coluna do campo "${IMPORT_FIELD_LABELS[field]}".`,
  twice: (column: string) => `A coluna "${column}" foi escolhida para mais de um campo.`,
  unknownColumn: (column: string) => `A coluna "${column}" não existe no arquivo.`,
} as const;

/** The mapping's own problems: a required field without a column, a column used twice or unknown. */
export function mappingErrors(kind: ImportKind, mapping: Record<string, string>, header: string[]): string[] {
  const errors: string[] = [];
  for (const field of IMPORT_REQUIRED_FIELDS[kind])
    if (!mapping[field]) errors.push(IMPORT_MESSAGES.unmapped(field));
  const used = IMPORT_FIELDS[kind].map((f) => mapping[f]).filter((c): c is string => !!c);
  for (const column of new Set(used)) {
    if (!header.includes(column)) errors.push(IMPORT_MESSAGES.unknownColumn(column));
    else if (used.filter((c) => c === column).length > 1) errors.push(IMPORT_MESSAGES.twice(column));
  }
  return errors;
}

const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Header names a Brazilian spreadsheet uses for each field (accents, case and spaces ignored). */
const ALIASES: Record<ImportField, string[]> = {
  cpf: ['cpf', 'documento', 'cpfdocliente'],
  full_name: ['nome', 'nomecompleto', 'cliente', 'nomedocliente'],
  email: ['email', 'correioeletronico'],
  phone: ['telefone', 'celular', 'fone', 'whatsapp'],
  dealership: ['concessionaria', 'loja', 'concessionariadeorigem', 'unidade'],
  marketing_consent: [
    'consentimento',
    'consentimentomarketing',
    'aceitamarketing',
    'marketing',
    'optin',
    'aceitanotificacoes',
  ],
  points: ['pontos', 'saldo', 'saldodepontos', 'saldoinicial'],
  reason: ['motivo', 'observacao', 'descricao'],
  expires_at: ['validade', 'expiraem', 'vencimento', 'datadevalidade'],
  code: ['codigo', 'code', 'voucher', 'codigodovoucher', 'cupom', 'codigodocupom'],
};

/** The mapping a header suggests (what the screen preselects). */
export function guessMapping(kind: ImportKind, header: string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const column = header.find((h) => ALIASES[field].includes(normal(h)));
    if (column) mapping[field] = column;
  }
  return mapping;
}

export function mappedValues(
  kind: ImportKind,
  mapping: Record<string, string>,
  header: string[],
  fields: string[],
) {
  const values: MappedValues = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const column = mapping[field];
    const index = column ? header.indexOf(column) : -1;
    if (index >= 0) values[field] = (fields[index] ?? '').trim();
  }
  return values;
}

const YES = new Set(['sim', 's', 'yes', 'y', 'true', 'verdadeiro', '1', 'x', 'aceito', 'ok']);
const NO = new Set(['nao', 'n', 'no', 'false', 'falso', '0', 'recusado']);

/** Sim/Não as a spreadsheet writes it; '' = not stated; undefined = unreadable. */
export function consentOf(text: string | undefined): boolean | null | undefined {
  const value = normal(text ?? '');
  if (value === '') return null;
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return undefined;
}

/** 'DD/MM/AAAA' (or 'AAAA-MM-DD') → the end of that São Paulo day; null when not a date. */
export function expiryOf(text: string): Date | null {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const day = br
    ? `${br[3]}-${(br[2] as string).padStart(2, '0')}-${(br[1] as string).padStart(2, '0')}`
    : text;
  return validDay(day) ? new Date(`${day}T23:59:59-03:00`) : null;
}

export interface CustomerRow {
  cpf: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  dealership: string | null;
  consent: boolean | null;
}
export interface OpeningRow {
  cpf: string;
  points: number;
  reason: string;
  expiresAt: Date | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function cpfOf(values: MappedValues, errors: string[]): string {
  const cpf = (values.cpf ?? '').replace(/[.\-\s]/g, '');
  if (cpf === '') errors.push(IMPORT_MESSAGES.required('cpf'));
  else if (!isValidCpf(cpf)) errors.push(IMPORT_MESSAGES.cpf);
  return cpf;
}

/** A customers row's values checked on their own (the database checks come later). */
export function customerRow(values: MappedValues): { row: CustomerRow; errors: string[] } {
  const errors: string[] = [];
  const cpf = cpfOf(values, errors);
  const fullName = values.full_name ?? '';
  if (fullName === '') errors.push(IMPORT_MESSAGES.required('full_name'));
  else if (fullName.length > 255) errors.push(IMPORT_MESSAGES.tooLong('full_name', 255));
  const email = values.email ? values.email.toLowerCase() : null;
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.push(IMPORT_MESSAGES.email);
  const phone = values.phone || null;
  if (phone && phone.length > 30) errors.push(IMPORT_MESSAGES.tooLong('phone', 30));
  const consent = consentOf(values.marketing_consent);
  if (consent === undefined) errors.push(IMPORT_MESSAGES.consent);
  return {
    row: { cpf, fullName, email, phone, dealership: values.dealership || null, consent: consent ?? null },
    errors,
  };
}

/** An opening-balance row's values checked on their own; `now` for the expiry. */
export function openingRow(values: MappedValues, now: Date): { row: OpeningRow; errors: string[] } {
  const errors: string[] = [];
  const cpf = cpfOf(values, errors);
  const parsed = parsePtBrNumber(values.points ?? '', { kind: 'integer' });
  const points = parsed.ok && parsed.value !== null ? parsed.value : 0;
  if (!parsed.ok || parsed.value === null || points <= 0) errors.push(IMPORT_MESSAGES.points);
  else if (points > 10_000_000) errors.push(IMPORT_MESSAGES.pointsMax);
  const reason = values.reason ?? '';
  if (reason.length < 3 || reason.length > 500) errors.push(IMPORT_MESSAGES.reason);
  let expiresAt: Date | null = null;
  if (values.expires_at) {
    expiresAt = expiryOf(values.expires_at);
    if (!expiresAt) errors.push(IMPORT_MESSAGES.date);
    else if (expiresAt <= now) errors.push(IMPORT_MESSAGES.past);
  }
  return { row: { cpf, points, reason, expiresAt }, errors };
}
