import { getHttp } from '@fidelidade/session';

export const deleteLocation = (id: number) => getHttp().delete(`partnerships/locations/${id}/`);
