import type { Partner, PartnerBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';

/**
 * PartnerBody as the form fills it: `category` is the select's text (a partner saved with a category
 * outside the list keeps it, and the API then answers 400).
 */
export type PartnerValues = Omit<PartnerBody, 'category'> & { category: string };

export const createPartner = (values: PartnerValues) =>
  getHttp().post('partnerships/partners/', { json: values }).json<Partner>();
