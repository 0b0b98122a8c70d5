import {
  REDEMPTION_STATUS_LABELS,
  REDEMPTION_STATUSES,
  type RedemptionStatus,
} from '@fidelidade/contract/enums';
import type { ReactNode } from 'react';
import { SearchSelectFilters, type SearchSelectState } from '../../../components/search-select-filters';

const options: { value: RedemptionStatus | ''; label: string }[] = [
  { value: '', label: 'Todos' },
  ...REDEMPTION_STATUSES.map((value) => ({ value, label: REDEMPTION_STATUS_LABELS[value] })),
];

export function RedemptionsFilters(props: SearchSelectState<RedemptionStatus> & { actions?: ReactNode }) {
  return (
    <SearchSelectFilters<RedemptionStatus>
      {...props}
      label="Filtros de resgates"
      id="redemptions"
      searchPlaceholder="Usuário ou oferta"
      selectKey="status"
      selectLabel="Status"
      options={options}
    />
  );
}
