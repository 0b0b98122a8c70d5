import { matchesSearch } from '@fidelidade/session';
import type { ReactNode } from 'react';

interface LabelledOption {
  label?: ReactNode;
}

/**
 * A Select's `showSearch` that finds an option by its label ignoring case and accents, like the
 * lists' searches ('sao paulo' finds 'São Paulo'). Options with a non-text label match nothing.
 */
export const selectSearch = {
  filterOption: (input: string, option?: LabelledOption) =>
    typeof option?.label === 'string' && matchesSearch(option.label, input),
};
