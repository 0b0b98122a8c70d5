import { getHttp } from '@fidelidade/session';

export const deleteDealership = (id: number) => getHttp().delete(`partnerships/dealerships/${id}/`);
