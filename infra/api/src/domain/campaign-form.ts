import type { CampaignBody } from '@fidelidade/contract';
import { CAMPAIGN_TRIGGERS_WITH_DAYS, type CampaignTrigger } from '@fidelidade/contract/enums';
import { HttpError } from './http-error.ts';
import { parseDateTime } from './offer-form.ts';

/** Messages of the campaign form (docs/api.md, "Marketing: campaigns"). */
export const CAMPAIGN_MESSAGES = {
  name: 'Informe o nome da campanha.',
  title: 'Título é obrigatório',
  message: 'Mensagem é obrigatória',
  days: 'Informe o número de dias, de 1 a 3.650.',
  bonus: 'Informe um bônus inteiro de 1 a 1.000.000 pontos.',
  bonusAdmin: 'Somente um administrador pode dar bônus de pontos em campanhas.',
  startsAt: 'Informe o início da campanha (data e hora).',
  endsAt: 'O fim da campanha deve ser posterior ao início.',
  date: 'Formato inválido. Use data e hora ISO 8601 (ex.: 2026-12-01T10:00:00-03:00).',
  cap: 'Informe o intervalo mínimo em dias, de 1 a 3.650.',
} as const;

export interface CampaignValues {
  name: string;
  trigger: CampaignTrigger;
  triggerDays: number | null;
  title: string;
  message: string;
  bonusPoints: number | null;
  startsAt: Date;
  endsAt: Date | null;
  frequencyCapDays: number | null;
  isActive: boolean;
}

const inRange = (n: number | null | undefined, min: number, max: number) =>
  n === null || n === undefined || (Number.isInteger(n) && n >= min && n <= max);

/** Checks the campaign form and throws one 400 with every problem. `mayBonus`: campaigns.bonus. */
export function readCampaign(body: CampaignBody, mayBonus: boolean): CampaignValues {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [message];
  };
  const name = body.name.trim();
  const title = body.title.trim();
  const message = body.message.trim();
  if (!name) fail('name', CAMPAIGN_MESSAGES.name);
  if (!title) fail('title', CAMPAIGN_MESSAGES.title);
  if (!message) fail('message', CAMPAIGN_MESSAGES.message);
  const needsDays = CAMPAIGN_TRIGGERS_WITH_DAYS.includes(body.trigger);
  const days = body.trigger_days ?? null;
  if (needsDays && (days === null || !inRange(days, 1, 3650))) fail('trigger_days', CAMPAIGN_MESSAGES.days);
  const bonus = body.bonus_points ?? null;
  if (bonus !== null && !inRange(bonus, 1, 1_000_000)) fail('bonus_points', CAMPAIGN_MESSAGES.bonus);
  else if (bonus !== null && !mayBonus) fail('bonus_points', CAMPAIGN_MESSAGES.bonusAdmin);
  const cap = body.frequency_cap_days ?? null;
  if (!inRange(cap, 1, 3650)) fail('frequency_cap_days', CAMPAIGN_MESSAGES.cap);
  const startsText = body.starts_at.trim();
  const startsAt = startsText ? parseDateTime(startsText) : null;
  if (!startsText) fail('starts_at', CAMPAIGN_MESSAGES.startsAt);
  else if (!startsAt) fail('starts_at', CAMPAIGN_MESSAGES.date);
  const endsText = body.ends_at?.trim() ?? '';
  const endsAt = endsText ? parseDateTime(endsText) : null;
  if (endsText && !endsAt) fail('ends_at', CAMPAIGN_MESSAGES.date);
  else if (endsAt && startsAt && endsAt <= startsAt) fail('ends_at', CAMPAIGN_MESSAGES.endsAt);
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return {
    name,
    trigger: body.trigger,
    triggerDays: needsDays ? days : null,
    title,
    message,
    bonusPoints: bonus,
    startsAt: startsAt as Date,
    endsAt,
    frequencyCapDays: cap,
    isActive: body.is_active ?? true,
  };
}
