import { UFS } from '@fidelidade/contract/enums';

/** Every one of the 27 federative units is offered (docs/product.md §3); the label is the code itself. */
export const ufOptions = UFS.map((uf) => ({ value: uf, label: uf }));
