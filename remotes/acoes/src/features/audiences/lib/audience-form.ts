// The audience builder's values, options and messages (docs/product.md §2.18); the vocabularies and
// their pt-BR labels come from the contract, the rules' checks mirror the API's (audience-rules.ts).
import type { AudienceRule, AudienceRules } from '@fidelidade/contract';
import {
  AUDIENCE_COMBINATOR_LABELS,
  AUDIENCE_COMBINATORS,
  AUDIENCE_FIELD_LABELS,
  AUDIENCE_FIELD_OPS,
  AUDIENCE_FIELDS,
  type AudienceCombinator,
  type AudienceField,
  type AudienceOp,
  MONTH_LABELS,
  MONTHS,
  OFFER_TYPE_LABELS,
  OFFER_TYPES,
  UFS,
} from '@fidelidade/contract/enums';
import { type NumberFieldValue, numberOf } from '@fidelidade/ui/number-input';

/** One rule as the form holds it: numbers as typed until they can be read. */
export interface RuleValues {
  field?: AudienceField;
  op?: AudienceOp;
  values?: Array<string | number>;
  min?: NumberFieldValue;
  max?: NumberFieldValue;
  days?: NumberFieldValue;
  date?: string;
}
export interface GroupValues {
  combinator: AudienceCombinator;
  rules: RuleValues[];
}
export interface AudienceFormValues {
  name?: string;
  combinator: AudienceCombinator;
  groups: GroupValues[];
}

export const emptyRule = (): RuleValues => ({ field: 'status', op: 'active' });
export const emptyGroup = (): GroupValues => ({ combinator: 'and', rules: [emptyRule()] });
export const audienceDefaults = (): AudienceFormValues => ({ combinator: 'and', groups: [emptyGroup()] });

export const audienceMessages = {
  name: 'Informe o nome do público.',
  field: 'Escolha o dado do cliente.',
  op: 'Escolha a comparação.',
  values: 'Escolha pelo menos um valor.',
  range: 'Informe um mínimo, um máximo ou os dois.',
  rangeOrder: 'O mínimo deve ser menor ou igual ao máximo.',
  negative: 'Informe valores a partir de zero.',
  days: 'Informe um número inteiro de dias entre 1 e 3.650.',
  date: 'Informe uma data válida (AAAA-MM-DD).',
  saved: 'Público salvo.',
  deleted: 'Público excluído.',
  incomplete: 'Complete as regras para ver a contagem.',
  countFailed: 'Não foi possível contar os clientes agora.',
} as const;

export const fieldOptions = AUDIENCE_FIELDS.map((value) => ({ value, label: AUDIENCE_FIELD_LABELS[value] }));
export const combinatorOptions = AUDIENCE_COMBINATORS.map((value) => ({
  value,
  label: AUDIENCE_COMBINATOR_LABELS[value],
}));
export const opOptions = (field: AudienceField | undefined) =>
  field
    ? Object.entries(AUDIENCE_FIELD_OPS[field]).map(([value, label]) => ({
        value: value as AudienceOp,
        label,
      }))
    : [];
export const firstOp = (field: AudienceField): AudienceOp => opOptions(field)[0]?.value as AudienceOp;

/** What a comparison needs besides its field and op. */
export type RuleParams = 'values' | 'range' | 'days' | 'date' | 'none';
export function paramsOf(field: AudienceField | undefined, op: AudienceOp | undefined): RuleParams {
  if (!field || !op) return 'none';
  if (op === 'in' || op === 'not_in') return 'values';
  if (op === 'between') return 'range';
  if (op === 'within_days' || op === 'more_than_days') return 'days';
  if (op === 'before' || op === 'after') return 'date';
  return 'none';
}

/** Fixed choices of the fields whose values come from a list the contract knows. */
export const fixedValueOptions: Partial<
  Record<AudienceField, Array<{ value: string | number; label: string }>>
> = {
  state: UFS.map((uf) => ({ value: uf, label: uf })),
  birthday_month: MONTHS.map((month) => ({ value: month, label: MONTH_LABELS[month] })),
  redeemed_offer_type: OFFER_TYPES.map((type) => ({ value: type, label: OFFER_TYPE_LABELS[type] })),
};

/** The rules to send: each rule with only the parameters its comparison takes. */
export function toAudienceRules(values: Pick<AudienceFormValues, 'combinator' | 'groups'>): AudienceRules {
  return {
    combinator: values.combinator ?? 'and',
    groups: (values.groups ?? []).map((group) => ({
      combinator: group?.combinator ?? 'and',
      rules: (group?.rules ?? []).map((rule): AudienceRule => {
        const out: AudienceRule = { field: rule?.field as AudienceField, op: rule?.op as AudienceOp };
        const params = paramsOf(rule?.field, rule?.op);
        if (params === 'values') out.values = rule.values ?? [];
        if (params === 'range') {
          out.min = numberOf(rule.min);
          out.max = numberOf(rule.max);
        }
        if (params === 'days') {
          out.days = numberOf(rule.days);
          if (rule.field === 'points_expiring' && numberOf(rule.min) !== null) out.min = numberOf(rule.min);
        }
        if (params === 'date') out.date = rule.date ?? null;
        return out;
      }),
    })),
  };
}

/** A saved audience's rules back into the form. */
export function toFormValues(name: string, rules: AudienceRules): AudienceFormValues {
  return {
    name,
    combinator: rules.combinator,
    groups: rules.groups.map((group) => ({
      combinator: group.combinator,
      rules: group.rules.map((rule) => ({
        field: rule.field,
        op: rule.op,
        values: rule.values,
        min: rule.min ?? null,
        max: rule.max ?? null,
        days: rule.days ?? null,
        date: rule.date ?? undefined,
      })),
    })),
  };
}

/** 'rules.groups.0.rules.2.values' (the API's key) → the form's field name. */
export function formNameOf(key: string): Array<string | number> | null {
  if (key === 'name') return ['name'];
  const match = /^rules\.groups\.(\d+)\.rules\.(\d+)\.(\w+)$/.exec(key);
  if (match) return ['groups', Number(match[1]), 'rules', Number(match[2]), match[3] as string];
  const group = /^rules\.groups\.(\d+)\.rules$/.exec(key);
  return group ? ['groups', Number(group[1]), 'rules'] : null;
}
