import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** What a written page's dictionary keeps: one shared object (frozen: pdfkit must not write to it). */
const WRITTEN = Object.freeze({});

/**
 * Lets a streamed pdfkit document forget its finished pages. pdfkit (0.20) writes a page's objects
 * when the next page is added (`addPage` flushes unless `bufferPages`), yet keeps the page's
 * dictionary in the page tree's `Kids` until `end()`, and through its data the page's content and
 * resources references: 800–950 bytes of heap a page, 40 MB for the 44 000 pages of a million
 * redemptions. The tree only ever needs the dictionary's reference ("12 0 R"), so once the page is
 * written its data is dropped; what stays per page is the PDF's own index (~100–200 bytes).
 * `page.dictionary.data` is in pdfkit's published types. That pdfkit writes the page at the next
 * addPage and never reads a written page's data again is pinned by report-pdf-pages.test.ts (and
 * report-pdf-memory.test.ts), so a pdfkit upgrade that changes either fails there.
 */
export function releaseWrittenPages(doc: Doc): void {
  let previous = doc.page;
  doc.on('pageAdded', () => {
    // Only the new page is buffered: every earlier page (the previous one included) is written.
    if (doc.bufferedPageRange().count === 1) {
      // Replaced, not emptied: deleting the keys would turn the object into a larger dictionary.
      // (Reflect.set: the published type lists keys a page's data may have, not an empty one.)
      Reflect.set(previous.dictionary, 'data', WRITTEN);
    }
    previous = doc.page;
  });
}
