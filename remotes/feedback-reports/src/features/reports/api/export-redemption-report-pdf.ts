import { getHttp } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import type { ReportSearch } from './get-redemption-report';
import { chosenFilters } from './report-request';

export const defaultPdfName = 'relatorio_resgates.pdf';

/**
 * The file name in a Content-Disposition header (RFC 6266: filename* wins over filename); `fallback`
 * when it names none.
 */
export function filenameFromDisposition(header: string | null, fallback: string = defaultPdfName): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed percent-encoding: fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  // Only a base name: a header must not be able to suggest a path.
  const base = name.split(/[\\/]/).pop() ?? '';
  return base || fallback;
}

/** Saves a blob through a temporary link (the browser's own download flow). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: revoking synchronously can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function exportRedemptionReportPdf(query: ReportSearch): Promise<string> {
  const response = await getHttp().get('reports/redemption-reports/pdf/', {
    searchParams: chosenFilters(query),
  });
  const filename = filenameFromDisposition(response.headers.get('content-disposition'));
  saveBlob(await response.blob(), filename);
  return filename;
}

export const useExportRedemptionReportPdf = () =>
  useMutation({ mutationFn: (query: ReportSearch) => exportRedemptionReportPdf(query) });
