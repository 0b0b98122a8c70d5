import { getHttp } from '@fidelidade/session';

export const deletePartnerLocation = (id: number) =>
  getHttp().delete(`partnerships/partner-locations/${id}/`);
