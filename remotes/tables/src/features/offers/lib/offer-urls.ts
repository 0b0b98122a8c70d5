// The offer form of Ações (docs/product.md §2.6) in edit mode, or as a create prefilled from an offer.
const offerForm = '/admin/acoes?tab=criar-promocao';

export const offerEditUrl = (id: number) => `${offerForm}&editar=${id}`;

export const offerDuplicateUrl = (id: number) => `${offerForm}&duplicar=${id}`;
