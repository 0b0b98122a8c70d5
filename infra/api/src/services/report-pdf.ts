import { OFFER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatBrl, formatInt, formatPercent, parseCents } from '../domain/money.ts';
import type { ReportRow, ReportTotals } from '../repositories/reports.ts';

export interface ReportPdfInput {
  totals: ReportTotals;
  averageDiscount: number;
  rows: ReportRow[];
  filters: {
    partner: string | null;
    dealership: string | null;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
  };
  generatedAt: Date;
}

const TIME_ZONE = 'America/Sao_Paulo';
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2026-05-01" → "01/05/2026". */
const day = (iso: string) => iso.split('-').reverse().join('/');
const dateTime = (date: Date) => DATE_TIME.format(date).replace(',', '');
const money = (value: string | null) => {
  const cents = parseCents(value);
  return cents === null ? '—' : formatBrl(cents);
};

function period(from?: string, to?: string): string {
  if (from && to) return `${day(from)} a ${day(to)}`;
  if (from) return `a partir de ${day(from)}`;
  if (to) return `até ${day(to)}`;
  return 'todo o período';
}

/** "YYYY-MM-DD" of a moment in Brasília (for the file name). */
export function saoPauloDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);
}

/** The redemption report as a landscape A4 PDF in pt-BR (jspdf's standard fonts cover Latin-1). */
export function renderReportPdf(input: ReportPdfInput): Buffer {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: 'Relatório de Resgates', creator: 'Sistema de Fidelidade' });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text('Relatório de Resgates', 14, 16);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  const { filters, totals } = input;
  const filterLines = [
    `Gerado em ${dateTime(input.generatedAt)} (horário de Brasília)`,
    `Período: ${period(filters.dateFrom, filters.dateTo)}`,
    `Parceiro: ${filters.partner ?? 'todos'}    Concessionária: ${filters.dealership ?? 'todas'}`,
  ];
  doc.text(filterLines, 14, 23);

  autoTable(doc, {
    startY: 37,
    theme: 'grid',
    styles: { fontSize: 9 },
    headStyles: { fillColor: [22, 119, 255] },
    tableWidth: 140,
    head: [['Resumo', '']],
    body: [
      ['Total de resgates', formatInt(totals.totalRedemptions)],
      ['Pontos gastos', `${formatInt(totals.totalPointsSpent)} pontos`],
      ['Valor total das ofertas', formatBrl(totals.valueCents)],
      ['Descontos aplicados', formatBrl(totals.discountCents)],
      ['Valor gasto pelos clientes', formatBrl(totals.spentCents)],
      ['Desconto médio', formatPercent(input.averageDiscount)],
    ],
  });

  const after = (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 80;
  autoTable(doc, {
    startY: after + 6,
    theme: 'striped',
    styles: { fontSize: 7, cellPadding: 1.2, overflow: 'linebreak' },
    headStyles: { fillColor: [22, 119, 255] },
    head: [
      [
        'Data',
        'Cliente',
        'Oferta',
        'Tipo',
        'Parceiro / Concessionária',
        'Pontos',
        'Valor',
        'Desconto',
        'Pago',
        'Referência',
        'Baixado por',
      ],
    ],
    body:
      input.rows.length === 0
        ? [[{ content: 'Nenhum resgate encontrado', colSpan: 11 }]]
        : input.rows.map((row) => [
            dateTime(row.createdAt),
            row.userName,
            row.offerTitle,
            OFFER_TYPE_LABELS[row.offerType] ?? row.offerType,
            row.partnerName ?? row.dealershipName ?? '—',
            formatInt(row.pointsSpent),
            money(row.totalValueOffer),
            money(row.totalDiscountApplied),
            money(row.totalValueSpentByUser),
            row.referenceCode ?? '—',
            row.burnedByName ?? 'Pendente',
          ]),
    columnStyles: {
      5: { halign: 'right' },
      6: { halign: 'right' },
      7: { halign: 'right' },
      8: { halign: 'right' },
    },
    didDrawPage: () => {
      const page = doc.getNumberOfPages();
      doc.setFontSize(7);
      doc.text(
        `Página ${page}`,
        doc.internal.pageSize.getWidth() - 14,
        doc.internal.pageSize.getHeight() - 6,
        {
          align: 'right',
        },
      );
    },
  });
  return Buffer.from(doc.output('arraybuffer'));
}
