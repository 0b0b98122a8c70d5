import type { PartnerLocation } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { type PartnerLocationValues, storeFormData } from './store-form-data';

export const updatePartnerLocation = (id: number, values: PartnerLocationValues) =>
  getHttp()
    .put(`partnerships/partner-locations/${id}/`, { body: storeFormData(values) })
    .json<PartnerLocation>();
