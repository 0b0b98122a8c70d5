import { getHttp } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import { filenameFromDisposition, saveBlob } from './export-redemption-report-pdf';
import { type LiabilitySearch, liabilityReportPath } from './get-liability-report';
import { chosenFilters } from './report-request';

export const defaultLiabilityPdfName = 'relatorio_passivo.pdf';

/** The report on screen as a PDF, saved under the server's file name. */
export async function exportLiabilityReportPdf(query: LiabilitySearch): Promise<string> {
  const response = await getHttp().get(liabilityReportPath, {
    searchParams: { ...chosenFilters(query), format: 'pdf' },
  });
  const filename = filenameFromDisposition(
    response.headers.get('content-disposition'),
    defaultLiabilityPdfName,
  );
  saveBlob(await response.blob(), filename);
  return filename;
}

export const useExportLiabilityReportPdf = () =>
  useMutation({ mutationFn: (query: LiabilitySearch) => exportLiabilityReportPdf(query) });
