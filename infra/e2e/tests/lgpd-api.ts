// API calls the LGPD specs make around the screens: a customer's own consents (the customer app's
// calls), feedback the customer sends, an audience of the customers who redeemed one offer and a push
// to it — what gives a customer every kind of record the data-subject export must hold.
import { type APIRequestContext, expect } from '@playwright/test';
import { bearer } from './offers-api.ts';
import type { Customer } from './points-api.ts';

/** The customer's own consents (PUT users/consents/, source 'customer_app'). */
export async function consentInApp(
  request: APIRequestContext,
  customer: Customer,
  consents: { marketing_push?: boolean; data_processing?: boolean },
) {
  const response = await request.put('/api/v1/users/consents/', {
    headers: bearer(customer.token),
    data: consents,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A manual credit with its reason (POST users/{id}/points-adjustments/, audited). */
export async function creditByApi(
  request: APIRequestContext,
  adminToken: string,
  customerId: number,
  points: number,
  reason: string,
) {
  const response = await request.post(`/api/v1/users/${customerId}/points-adjustments/`, {
    headers: bearer(adminToken),
    data: { points, reason },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Feedback sent from the customer app (POST communications/feedbacks/). */
export async function sendFeedback(request: APIRequestContext, customer: Customer, subject: string) {
  const response = await request.post('/api/v1/communications/feedbacks/', {
    headers: bearer(customer.token),
    data: { subject, message: `Mensagem de ${customer.name}.`, feedback_type: 'SUGGESTION' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A saved audience: the customers who redeemed `offerId` (no one else can be in it). */
export async function audienceOfOffer(
  request: APIRequestContext,
  adminToken: string,
  name: string,
  offerId: number,
): Promise<number> {
  const response = await request.post('/api/v1/marketing/audiences/', {
    headers: bearer(adminToken),
    data: {
      name,
      rules: {
        combinator: 'and',
        groups: [{ combinator: 'and', rules: [{ field: 'redeemed_offer', op: 'in', values: [offerId] }] }],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A push to that audience, sent now (POST communications/admin/send-push/); how many it reached. */
export async function pushToAudience(
  request: APIRequestContext,
  adminToken: string,
  audienceId: number,
  title: string,
): Promise<number> {
  const response = await request.post('/api/v1/communications/admin/send-push/', {
    headers: bearer(adminToken),
    data: { title, message: `${title}: uma novidade para você.`, audience_id: audienceId },
  });
  expect([201, 202], await response.text()).toContain(response.status());
  return ((await response.json()) as { total_recipients: number }).total_recipients;
}
