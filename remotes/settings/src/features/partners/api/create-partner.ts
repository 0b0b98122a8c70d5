import { getHttp } from '@fidelidade/session';
import type { Partner } from './get-partners';

export interface PartnerValues {
  brand_name: string;
  category: string;
}

export const createPartner = (values: PartnerValues) =>
  getHttp().post('partnerships/partners/', { json: values }).json<Partner>();
