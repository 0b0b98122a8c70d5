import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { CHUNK_BYTES, ChunkGatherer } from './report-pdf-chunks.ts';

/** What `out` emits, chunk by chunk (flowing mode hands each pushed buffer over as it is). */
async function emitted(out: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise((resolve) => out.on('end', resolve));
  return chunks;
}

test('small and large writes leave as whole chunks of 64 KB, the same bytes in the same order', async () => {
  const out = new Readable({ read() {} });
  const received = emitted(out);
  const gathered = new ChunkGatherer(out);
  const writes: Uint8Array[] = [];
  // The cross-reference table's lines, then a page's content bigger than a chunk, then a tail.
  for (let index = 0; index < 10_000; index += 1)
    writes.push(Buffer.from(`${String(index).padStart(10, '0')} 00000 n \n`, 'latin1'));
  writes.push(Buffer.alloc(3 * CHUNK_BYTES + 17, 7), Buffer.from('%%EOF\n'));
  let written = 0;
  for (const chunk of writes) {
    gathered.write(chunk);
    written += chunk.length;
    assert.equal(gathered.buffered, written % CHUNK_BYTES);
  }
  gathered.end();
  const chunks = await received;
  assert.deepEqual(Buffer.concat(chunks), Buffer.concat(writes));
  assert.deepEqual(
    chunks.slice(0, -1).map((chunk) => chunk.length),
    chunks.slice(0, -1).map(() => CHUNK_BYTES),
  );
  assert.equal(chunks.at(-1)?.length, written % CHUNK_BYTES);
});

test('nothing written: the stream just ends', async () => {
  const out = new Readable({ read() {} });
  const received = emitted(out);
  new ChunkGatherer(out).end();
  assert.deepEqual(await received, []);
});
