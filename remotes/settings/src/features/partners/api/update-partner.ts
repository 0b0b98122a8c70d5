import { getHttp } from '@fidelidade/session';
import type { PartnerValues } from './create-partner';
import type { Partner } from './get-partners';

export const updatePartner = (id: number, values: PartnerValues) =>
  getHttp().put(`partnerships/partners/${id}/`, { json: values }).json<Partner>();
