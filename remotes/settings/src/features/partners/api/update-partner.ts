import type { Partner } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import type { PartnerValues } from './create-partner';

export const updatePartner = (id: number, values: PartnerValues) =>
  getHttp().put(`partnerships/partners/${id}/`, { json: values }).json<Partner>();
