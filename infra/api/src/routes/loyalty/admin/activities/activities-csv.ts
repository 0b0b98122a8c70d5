import type { Activity } from '@fidelidade/contract';
import { USER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { type CsvColumn, dateCell } from '../../../../domain/csv.ts';

/** Tabelas → Atividades: the screen's columns (remotes/tables activities-table.tsx), same titles. */
export const ACTIVITIES_CSV = {
  fileName: 'atividades',
  columns: [
    { header: 'Usuário', cell: (row) => row.user_name },
    { header: 'Tipo de Usuário', cell: (row) => USER_TYPE_LABELS[row.user_type] },
    { header: 'Atividade', cell: (row) => row.activity_type },
    { header: 'Pontos', cell: (row) => row.points_change },
    { header: 'Descrição', cell: (row) => row.description },
    { header: 'Data', cell: (row) => dateCell(row.created_at) },
  ] satisfies CsvColumn<Activity>[],
};
