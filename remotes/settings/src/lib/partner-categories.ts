import { PARTNER_CATEGORIES, PARTNER_CATEGORY_LABELS } from '@fidelidade/contract/enums';

/** Partner categories in the contract's order (docs/product.md §3); the list filter offers only the first 8. */
export const partnerCategories = PARTNER_CATEGORIES.map((value) => ({
  value,
  label: PARTNER_CATEGORY_LABELS[value],
}));

export const filterCategories = partnerCategories.slice(0, 8);

/** A category's label; an unknown value is shown as it came. */
export const categoryLabel = (value: string | null | undefined): string =>
  partnerCategories.find((category) => category.value === value)?.label ?? value ?? '';
