import type { Campaign, CampaignBody } from '@fidelidade/contract';
import type { FastifyRequest } from 'fastify';
import { CAMPAIGN_MESSAGES, type CampaignValues, readCampaign } from '../../domain/campaign-form.ts';
import { notAuthenticated } from '../../domain/http-error.ts';
import { principalCan } from '../../domain/principal.ts';
import type { CampaignListRow } from '../../repositories/campaigns.ts';
import { AUDIENCE_NOT_FOUND, chosenAudience } from './audience-helpers.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The campaign form's refusals (docs/api.md, "Marketing: campaigns"). */
export const CAMPAIGN_REFUSALS = [...Object.values(CAMPAIGN_MESSAGES), AUDIENCE_NOT_FOUND];

/** 'Executar agora' on a campaign that is off or outside its period. */
export const NOT_RUNNABLE = 'Esta campanha está inativa ou fora do seu período e não pode ser executada.';

export function campaignJson(row: CampaignListRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    trigger: row.trigger,
    trigger_days: row.triggerDays,
    audience_id: row.audienceId,
    audience_name: row.audienceName,
    title: row.title,
    message: row.message,
    bonus_points: row.bonusPoints,
    starts_at: row.startsAt.toISOString(),
    ends_at: iso(row.endsAt),
    frequency_cap_days: row.frequencyCapDays,
    is_active: row.isActive,
    dealership_id: row.dealershipId,
    partner_id: row.partnerId,
    created_by: row.createdByName,
    last_run_at: iso(row.lastRunAt),
    last_run_reached: row.lastRunReached,
    total_reached: row.totalReached,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The form checked (bonus points need campaigns.bonus) and its audience one of the caller's. */
export async function campaignValues(
  request: FastifyRequest,
  body: CampaignBody,
): Promise<CampaignValues & { audienceId: number | null }> {
  if (!request.principal) throw notAuthenticated();
  const values = readCampaign(body, principalCan(request.principal, 'campaigns.bonus'));
  const audience = await chosenAudience(request, body.audience_id, 'audience_id');
  return { ...values, audienceId: audience?.id ?? null };
}
