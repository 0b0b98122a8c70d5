import type { AudienceRule, AudienceRules } from '@fidelidade/contract';
import {
  AUDIENCE_FIELD_LABELS,
  AUDIENCE_FIELD_OPS,
  type AudienceField,
  type AudienceOp,
  OFFER_TYPES,
  UFS,
} from '@fidelidade/contract/enums';
import { ptNumber } from './pt-br-number.ts';

/** What the audience builder is told, per rule (docs/product.md §2.18). */
export const AUDIENCE_MESSAGES = {
  name: 'Informe o nome do público.',
  emptyGroup: 'Adicione pelo menos uma regra ao grupo.',
  op: (field: AudienceField) => `Comparação inválida para "${AUDIENCE_FIELD_LABELS[field]}".`,
  values: 'Escolha pelo menos um valor.',
  id: 'Escolha um item da lista.',
  dealership: 'Concessionária inexistente ou fora do seu escopo.',
  offer: 'Oferta inexistente ou fora do seu escopo.',
  uf: 'UF inválida.',
  month: 'Mês inválido: escolha de janeiro a dezembro.',
  offerType: 'Tipo de oferta inválido.',
  city: 'Informe o nome da cidade.',
  range: 'Informe um mínimo, um máximo ou os dois.',
  rangeOrder: 'O mínimo deve ser menor ou igual ao máximo.',
  points: `Informe pontos inteiros de 0 a ${ptNumber(1_000_000_000)}.`,
  money: 'Informe um valor em reais de 0 a 100.000.000, com até duas casas decimais.',
  days: 'Informe um número inteiro de dias entre 1 e 3.650.',
  date: 'Informe uma data válida (AAAA-MM-DD).',
} as const;

const MAX_POINTS = 1_000_000_000;
const MAX_MONEY = 100_000_000;

/** Field errors keyed like DRF's nested paths: `rules.groups.0.rules.1.values`. */
export type RuleErrors = Record<string, string[]>;

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** A day 'AAAA-MM-DD' that exists on the calendar. */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

function checkValues(rule: AudienceRule, problem: (field: string, message: string) => void) {
  const values = rule.values ?? [];
  if (values.length === 0) return problem('values', AUDIENCE_MESSAGES.values);
  const every = (test: (v: unknown) => boolean, message: string) => {
    if (!values.every(test)) problem('values', message);
  };
  switch (rule.field) {
    case 'home_dealership':
    case 'redeemed_offer':
      return every((v) => isWhole(v) && v >= 1 && v <= 2_147_483_647, AUDIENCE_MESSAGES.id);
    case 'city':
      return every((v) => typeof v === 'string' && v.trim().length > 0, AUDIENCE_MESSAGES.city);
    case 'state':
      return every((v) => (UFS as readonly unknown[]).includes(v), AUDIENCE_MESSAGES.uf);
    case 'birthday_month':
      return every((v) => isWhole(v) && v >= 1 && v <= 12, AUDIENCE_MESSAGES.month);
    case 'redeemed_offer_type':
      return every((v) => (OFFER_TYPES as readonly unknown[]).includes(v), AUDIENCE_MESSAGES.offerType);
    default:
      return undefined;
  }
}

function checkRange(rule: AudienceRule, problem: (field: string, message: string) => void) {
  const money = rule.field === 'total_spent';
  const ok = (n: number | null | undefined) =>
    n === null ||
    n === undefined ||
    (money
      ? n >= 0 && n <= MAX_MONEY && Math.abs(Math.round(n * 100) - n * 100) < 1e-6
      : isWhole(n) && n >= 0 && n <= MAX_POINTS);
  const message = money ? AUDIENCE_MESSAGES.money : AUDIENCE_MESSAGES.points;
  if (!ok(rule.min)) problem('min', message);
  if (!ok(rule.max)) problem('max', message);
  const hasMin = rule.min !== null && rule.min !== undefined;
  const hasMax = rule.max !== null && rule.max !== undefined;
  if (!hasMin && !hasMax) problem('min', AUDIENCE_MESSAGES.range);
  else if (hasMin && hasMax && (rule.min as number) > (rule.max as number))
    problem('max', AUDIENCE_MESSAGES.rangeOrder);
}

/** The parameters `op` needs on `field`, with their own messages. */
function checkRule(rule: AudienceRule, problem: (field: string, message: string) => void) {
  const ops = AUDIENCE_FIELD_OPS[rule.field];
  if (!Object.hasOwn(ops, rule.op)) return problem('op', AUDIENCE_MESSAGES.op(rule.field));
  const op: AudienceOp = rule.op;
  if (op === 'in' || op === 'not_in') return checkValues(rule, problem);
  if (op === 'between') return checkRange(rule, problem);
  if (op === 'within_days' || op === 'more_than_days') {
    if (!isWhole(rule.days) || rule.days < 1 || rule.days > 3650) problem('days', AUDIENCE_MESSAGES.days);
    if (rule.field === 'points_expiring' && rule.min !== null && rule.min !== undefined)
      if (!isWhole(rule.min) || rule.min < 1 || rule.min > MAX_POINTS)
        problem('min', AUDIENCE_MESSAGES.points);
    return undefined;
  }
  if (op === 'before' || op === 'after') {
    if (!isDay(rule.date)) problem('date', AUDIENCE_MESSAGES.date);
  }
  return undefined;
}

/**
 * Checks an audience's rules beyond their schema (docs/product.md §2.18): each rule's comparison is
 * one its field takes, with the parameters it needs. `saving`: a saved audience's groups each need a
 * rule (a preview's may be empty while being built). No group at all is valid: an audience without
 * rules is a static list (its listed customers only). Ids are checked against the caller's scope by
 * the caller (services/audiences/references.ts).
 */
export function ruleErrors(rules: AudienceRules, saving: boolean): RuleErrors {
  const errors: RuleErrors = {};
  const add = (path: string, message: string) => {
    const list = errors[path] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[path] = list;
  };
  rules.groups.forEach((group, g) => {
    if (group.rules.length === 0 && saving) add(`rules.groups.${g}.rules`, AUDIENCE_MESSAGES.emptyGroup);
    group.rules.forEach((rule, r) => {
      checkRule(rule, (field, message) => add(`rules.groups.${g}.rules.${r}.${field}`, message));
    });
  });
  return errors;
}
