import type { PointsRule, PointsRuleUpdateBody } from '@fidelidade/contract';
import { type NumberFieldValue, numberOf } from '@fidelidade/ui/number-input';

/** The edit form's values: the weight as a percent (0.1 → 10), the date as datetime-local text. */
export interface RuleFormValues {
  name: string;
  weight_percent: NumberFieldValue;
  is_active: boolean;
  effective_from: string;
}

/** Every pt-BR text of the rules' edit dialog and history drawer (docs/product.md §2.9). */
export const ruleMessages = {
  editTitle: 'Editar regra de pontuação',
  name: 'Nome',
  nameRequired: 'Informe o nome da regra.',
  weight: 'Peso (%)',
  weightHint: 'Percentual do valor da venda, em reais, que vira pontos (10% = 1 ponto a cada R$ 10).',
  weightRange: 'Informe um peso de 0% a 9.999,99%.',
  active: 'Ativa',
  effectiveFrom: 'Vigente a partir de',
  effectiveHint:
    'Agora ou uma data futura (alteração agendada). Vendas a partir desta data usam a nova versão; os pontos já creditados não mudam.',
  effectiveRequired: 'Informe a data de vigência.',
  effectivePast: 'A vigência não pode começar antes de agora.',
  scheduledNotice: (when: string, summary: string) =>
    `Já há uma alteração agendada para ${when}: ${summary}. Ela continua valendo a partir dessa data.`,
  save: 'Salvar',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  saved: 'Regra de pontuação atualizada com sucesso!',
  scheduled: (when: string) => `Alteração da regra agendada para ${when}.`,
  saveFailed: 'Não foi possível salvar a regra de pontuação. Tente novamente.',
  scheduledTag: 'Alteração agendada',
  scheduledLine: (when: string, summary: string) => `A partir de ${when}: ${summary}`,
  historyTitle: (name: string) => `Histórico: ${name}`,
  historyFailed: 'Erro ao carregar o histórico da regra. Verifique sua conexão.',
  historyEmpty: 'Nenhuma versão encontrada',
  since: 'Desde o início',
  inForce: 'Em vigor',
  upcoming: 'Agendada',
} as const;

/** 0.1 → 10 (two decimals, as the API keeps four of the fraction), without float noise (0.07 → 7). */
export const percentOf = (weight: number | string) => Math.round(Number(weight) * 10_000) / 100;

/** 10 → 0.1, rounded to the four decimals the API keeps. */
export const fractionOf = (percent: number) => Math.round(percent * 100) / 10_000;

/** '10%', '12,5%' — the weight as the table shows it (whole percent) lives in rule-columns.ts. */
export const percentText = (weight: number | string) =>
  `${percentOf(weight).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** 'Serviços, peso 15%, Ativa' — a version in one line. */
export const versionSummary = (version: { name: string; weight: number; is_active: boolean }) =>
  `${version.name}, peso ${percentText(version.weight)}, ${version.is_active ? 'Ativa' : 'Inativa'}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in browser time, to the minute ('2026-12-01T10:00'). */
export function toLocalInput(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (browser time) as a Date; null when empty or invalid. */
export function fromLocalInput(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The form opened on a rule: as in force now, in force from the minute the dialog opened. */
export function toRuleValues(rule: PointsRule, openedAt: Date): RuleFormValues {
  return {
    name: rule.name,
    weight_percent: percentOf(rule.weight),
    is_active: rule.is_active,
    effective_from: toLocalInput(openedAt),
  };
}

/**
 * The PUT body: the name trimmed, the weight as the API's fraction, and `effective_from` only for a
 * moment still ahead (a scheduled change); one already reached means "from now", the API's default.
 */
export function toRuleBody(values: RuleFormValues, now: Date): PointsRuleUpdateBody {
  const body: PointsRuleUpdateBody = {
    name: values.name.trim(),
    weight: fractionOf(numberOf(values.weight_percent) ?? 0),
    is_active: values.is_active,
  };
  const from = fromLocalInput(values.effective_from);
  if (from && from.getTime() > now.getTime()) body.effective_from = from.toISOString();
  return body;
}
