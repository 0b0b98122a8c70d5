import type { PartnerLocation } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { type PartnerLocationValues, storeFormData } from './store-form-data';

export const createPartnerLocation = (values: PartnerLocationValues) =>
  getHttp()
    .post('partnerships/partner-locations/', { body: storeFormData(values) })
    .json<PartnerLocation>();
