import type { Redemption } from '@fidelidade/contract';
import { REDEMPTION_STATUS_LABELS, USER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { type CsvColumn, dateCell } from '../../../../domain/csv.ts';

/** Tabelas → Resgates: the screen's columns (remotes/tables redemptions-table.tsx), same titles. */
export const REDEMPTIONS_CSV = {
  fileName: 'resgates',
  columns: [
    { header: 'Usuário', cell: (row) => row.user_name },
    { header: 'Tipo de Usuário', cell: (row) => USER_TYPE_LABELS[row.user_type] },
    { header: 'Oferta', cell: (row) => row.offer_title },
    { header: 'Pontos', cell: (row) => row.points_spent },
    { header: 'Status', cell: (row) => REDEMPTION_STATUS_LABELS[row.status] },
    { header: 'Data', cell: (row) => dateCell(row.created_at) },
  ] satisfies CsvColumn<Redemption>[],
};
