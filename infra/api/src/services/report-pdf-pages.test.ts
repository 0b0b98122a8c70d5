import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import PDFDocument from 'pdfkit';
import { releaseWrittenPages } from './report-pdf-pages.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** A document whose output is collected; `written()` is what it has produced so far. */
function collected(doc: Doc) {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { written: () => Buffer.concat(chunks).toString('latin1'), ended };
}

/** The stream hands pushed data to its 'data' listeners on a later tick. */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

// These two tests pin the pdfkit behaviour releaseWrittenPages relies on: a pdfkit upgrade that
// writes pages later, or reads a written page's dictionary again, fails here.
test('pdfkit writes a page (its dictionary and content) when the next one is added', async () => {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const out = collected(doc);
  doc.text('primeira', 50, 50);
  const first = doc.page;
  const objects = [first.dictionary, first.content].map((ref) => `\n${ref.id} 0 obj\n`);
  await delivered();
  for (const object of objects) assert.ok(!out.written().includes(object), `${object.trim()} too early`);
  doc.addPage();
  await delivered();
  for (const object of objects) assert.ok(out.written().includes(object), `${object.trim()} not written`);
  assert.deepEqual(doc.bufferedPageRange(), { start: 1, count: 1 });
  doc.end();
});

test('released pages: their dictionaries emptied, the PDF still valid with every page', async (t) => {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 });
  const out = collected(doc);
  releaseWrittenPages(doc);
  const pages = [doc.page];
  doc.text('Página 1', 50, 50);
  for (const number of [2, 3]) {
    doc.addPage();
    pages.push(doc.page);
    doc.text(`Página ${number}`, 50, 50);
  }
  doc.end();
  const pdf = await out.ended;
  assert.deepEqual(
    pages.map((page) => Object.keys(page.dictionary.data).length > 0),
    [false, false, true],
    'the written pages are released, the last (written by end()) is not',
  );
  const info = spawnSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' });
  if (info.error) return t.skip('pdfinfo (poppler-utils) not installed');
  assert.equal(info.stderr, '', 'pdfinfo reports problems');
  assert.match(info.stdout, /^Pages:\s+3$/m);
  const text = spawnSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
  assert.equal(text.stderr, '');
  assert.deepEqual(text.stdout.match(/Página \d/g), ['Página 1', 'Página 2', 'Página 3']);
});
