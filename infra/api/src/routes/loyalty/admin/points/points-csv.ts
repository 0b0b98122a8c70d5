import type { PointsSummaryRow } from '@fidelidade/contract';
import { USER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { formatCpf } from '../../../../domain/cpf.ts';
import { type CsvColumn, dateCell } from '../../../../domain/csv.ts';

/** Tabelas → Pontuação: the screen's columns (remotes/tables points-table.tsx), same titles. */
export const POINTS_CSV = {
  fileName: 'pontos',
  columns: [
    { header: 'Usuário', cell: (row) => row.user_name },
    { header: 'CPF', cell: (row) => formatCpf(row.user_cpf) },
    { header: 'Saldo', cell: (row) => row.points_balance },
    { header: 'Pendentes', cell: (row) => row.points_pending },
    { header: 'A expirar', cell: (row) => row.points_expiring },
    { header: 'Total Ganho', cell: (row) => row.total_earned },
    { header: 'Total Gasto', cell: (row) => row.total_spent },
    { header: 'Tipo', cell: (row) => USER_TYPE_LABELS[row.user_type] },
    // The screen's status words, not Sim/Não: the column is a status, titled 'Status'.
    { header: 'Status', cell: (row) => (row.is_active ? 'Ativo' : 'Inativo') },
    { header: 'Última Atividade', cell: (row) => dateCell(row.last_activity) },
  ] satisfies CsvColumn<PointsSummaryRow>[],
};
