import { defaultPdfName, filenameFromDisposition } from './export-redemption-report-pdf';

describe('filenameFromDisposition', () => {
  it.each([
    [null, defaultPdfName],
    ['attachment', defaultPdfName],
    ['attachment; filename="relatorio_2024.pdf"', 'relatorio_2024.pdf'],
    ['attachment; filename=relatorio.pdf', 'relatorio.pdf'],
    [
      'attachment; filename="x.pdf"; filename*=UTF-8\'\'relat%C3%B3rio%20mar%C3%A7o.pdf',
      'relatório março.pdf',
    ],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename=""', defaultPdfName],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });
});
