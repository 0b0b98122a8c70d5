import { Readable } from 'node:stream';
import type PDFDocument from 'pdfkit';
import { ChunkGatherer } from './report-pdf-chunks.ts';
import { releaseWrittenPages } from './report-pdf-pages.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** Bytes buffered before the drawing waits for the client to read (the stream's high-water mark). */
const HIGH_WATER = 1024 * 1024;

/** What a drawing sees of the stream it feeds. */
export interface PdfFlow {
  /** The client went away (or the stream failed): stop drawing. */
  readonly closed: boolean;
  /** Resolves once the client has read what is buffered: call between batches of rows. */
  room(): Promise<void>;
}

/**
 * A pdfkit document as a stream the reply can send, drawn by `draw` page by page (the report PDFs,
 * docs/api.md#money-and-reports): each finished page is written out and then forgotten
 * (report-pdf-pages.ts), the output leaves in 64 KB chunks (report-pdf-chunks.ts), and `room()`
 * holds the drawing while the client has not read what is buffered — memory stays flat however many
 * rows (report-pdf-memory.test.ts). The document ends when `draw` resolves; when the client goes
 * away the stream is destroyed and `release` runs (the row cursor closes).
 */
export function streamPdf(
  doc: Doc,
  draw: (flow: PdfFlow) => Promise<void>,
  release: () => Promise<unknown>,
): Readable {
  releaseWrittenPages(doc);
  let closed = false;
  let wake: (() => void) | null = null;
  const out = new Readable({
    highWaterMark: HIGH_WATER,
    read() {
      const resume = wake;
      wake = null;
      resume?.();
    },
    destroy(error, callback) {
      closed = true;
      wake?.();
      release().then(
        () => callback(error),
        (closeError: unknown) => callback(error ?? (closeError instanceof Error ? closeError : null)),
      );
    },
  });
  const gathered = new ChunkGatherer(out);
  doc.on('data', (chunk: Uint8Array) => {
    if (!closed) gathered.write(chunk);
  });
  doc.on('end', () => {
    if (!closed) gathered.end();
  });
  const drained = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      // Insurance against a missed read() call: look again after a moment anyway.
      setTimeout(resolve, 200).unref();
    });
  const flow: PdfFlow = {
    get closed() {
      return closed;
    },
    async room() {
      while (!closed && out.readableLength + gathered.buffered + doc.readableLength >= HIGH_WATER)
        await drained();
    },
  };
  draw(flow)
    .then(() => doc.end())
    .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
