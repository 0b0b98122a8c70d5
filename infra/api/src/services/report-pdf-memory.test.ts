import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('../test/report-pdf-heap-probe.ts', import.meta.url));
/**
 * Heap a report may keep per page. What must stay is the PDF's own index (the page's object number
 * in the page tree, its objects' offsets for the xref): ~100–200 bytes. pdfkit alone, each written
 * page's dictionary with its content and resources, kept 800–950 bytes a page.
 */
const MAX_HEAP_PER_PAGE = 400;

/** stdout of a poppler tool, or null when poppler-utils is not installed; its stderr must be empty. */
function poppler(tool: string, args: string[]): string | null {
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  if (run.error) return null;
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stderr, '', `${tool} reports problems in the PDF`);
  return run.stdout;
}

test('the report PDF keeps no per-page memory: 60 000 rows, ~2 700 pages, under a 64 MB heap', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-pdf-'));
  const out = path.join(dir, 'report.pdf');
  try {
    const result = execFileSync(
      process.execPath,
      [
        '--expose-gc',
        // Unused bytecode flushed between the two samples would hide kilobytes of growth.
        '--no-flush-bytecode',
        '--max-old-space-size=64',
        PROBE,
        '--rows',
        '60000',
        '--out',
        out,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    const probe: { pages: number; bytes: number; heapPerPage: number } = JSON.parse(result);
    assert.ok(probe.pages > 2000, `${probe.pages} pages`);
    assert.ok(
      probe.heapPerPage < MAX_HEAP_PER_PAGE,
      `the drawing keeps ${probe.heapPerPage} bytes of heap per page (at most ${MAX_HEAP_PER_PAGE})`,
    );
    // The released pages are still in the file: a valid PDF with every page and its number.
    const info = poppler('pdfinfo', [out]);
    if (info === null) return t.skip('pdfinfo (poppler-utils) not installed');
    assert.match(info, new RegExp(`^Pages:\\s+${probe.pages}$`, 'm'));
    const last = String(probe.pages);
    const text = poppler('pdftotext', ['-f', last, '-l', last, '-layout', out, '-']) ?? '';
    assert.ok(text.includes(`Página ${probe.pages}`), text.slice(-300));
    assert.ok(text.includes('Cliente 59999 de Oliveira'), 'the last row on the last page');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
