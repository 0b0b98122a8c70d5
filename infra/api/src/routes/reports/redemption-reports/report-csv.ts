import type { RedemptionReportRow } from '@fidelidade/contract';
import { OFFER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { type CsvColumn, dateCell, moneyCell } from '../../../domain/csv.ts';

/** Relatórios: the table's columns (remotes/feedback-reports report-table.tsx), same titles. */
export const REPORT_CSV = {
  fileName: 'relatorio-resgates',
  columns: [
    { header: 'Código', cell: (row) => row.reference_code },
    { header: 'Oferta', cell: (row) => row.offer_title },
    { header: 'Tipo', cell: (row) => OFFER_TYPE_LABELS[row.offer_type] },
    { header: 'Parceiro', cell: (row) => row.partner?.brand_name },
    { header: 'Concessionária', cell: (row) => row.dealership?.name },
    { header: 'Cliente', cell: (row) => row.user_redeemed.full_name },
    { header: 'Baixado por', cell: (row) => row.burned_by?.full_name },
    { header: 'Pontos', cell: (row) => row.points_spent },
    { header: 'Valor da Oferta', cell: (row) => moneyCell(row.total_value_offer) },
    { header: 'Desconto', cell: (row) => moneyCell(row.total_discount_applied) },
    { header: 'Valor Pago', cell: (row) => moneyCell(row.total_value_spent_by_user) },
    { header: 'Data', cell: (row) => dateCell(row.redemption_date) },
  ] satisfies CsvColumn<RedemptionReportRow>[],
};
