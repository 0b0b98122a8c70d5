// The campaign form's values and messages (docs/product.md §2.19); triggers and labels from the contract.
import type { CampaignBody } from '@fidelidade/contract';
import {
  CAMPAIGN_TRIGGER_LABELS,
  CAMPAIGN_TRIGGERS,
  CAMPAIGN_TRIGGERS_WITH_DAYS,
  type CampaignTrigger,
} from '@fidelidade/contract/enums';
import { type NumberFieldValue, numberOf } from '@fidelidade/ui/number-input';

export interface CampaignFormValues {
  name?: string;
  trigger: CampaignTrigger;
  trigger_days?: NumberFieldValue;
  audience_id?: number;
  title?: string;
  message?: string;
  bonus_points?: NumberFieldValue;
  starts_at?: string;
  ends_at?: string;
  frequency_cap_days?: NumberFieldValue;
  is_active: boolean;
}

export const campaignDefaults: CampaignFormValues = { trigger: 'BIRTHDAY', is_active: true };

export const campaignMessages = {
  name: 'Informe o nome da campanha.',
  title: 'Título é obrigatório',
  message: 'Mensagem é obrigatória',
  days: 'Informe o número de dias, de 1 a 3.650.',
  bonus: 'Informe um bônus inteiro de 1 a 1.000.000 pontos.',
  startsAt: 'Informe o início da campanha (data e hora).',
  cap: 'Informe o intervalo mínimo em dias, de 1 a 3.650.',
  created: 'Campanha criada.',
  deleted: 'Campanha excluída.',
} as const;

export const triggerOptions = CAMPAIGN_TRIGGERS.map((value) => ({
  value,
  label: CAMPAIGN_TRIGGER_LABELS[value],
}));
export const needsDays = (trigger: CampaignTrigger | undefined) =>
  trigger !== undefined && CAMPAIGN_TRIGGERS_WITH_DAYS.includes(trigger);

/** 'Dias sem visita (reconquista): 180 dias' for the list. */
export function triggerLabel(trigger: CampaignTrigger, days: number | null): string {
  const label = CAMPAIGN_TRIGGER_LABELS[trigger];
  return days === null ? label : `${label}: ${days.toLocaleString('pt-BR')} dias`;
}

const toIso = (local: string | undefined): string | null => {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The body to send: the trigger's days only when it takes them; blank numbers and dates as null. */
export function toCampaignBody(values: CampaignFormValues): CampaignBody {
  return {
    name: (values.name ?? '').trim(),
    trigger: values.trigger,
    trigger_days: needsDays(values.trigger) ? numberOf(values.trigger_days) : null,
    audience_id: values.audience_id ?? null,
    title: (values.title ?? '').trim(),
    message: (values.message ?? '').trim(),
    bonus_points: numberOf(values.bonus_points),
    starts_at: toIso(values.starts_at) ?? '',
    ends_at: toIso(values.ends_at),
    frequency_cap_days: numberOf(values.frequency_cap_days),
    is_active: values.is_active,
  };
}
