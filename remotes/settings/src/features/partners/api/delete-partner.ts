import { getHttp } from '@fidelidade/session';

export const deletePartner = (id: number) => getHttp().delete(`partnerships/partners/${id}/`);
