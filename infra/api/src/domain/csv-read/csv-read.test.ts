import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CsvRecord, csvRecords, type Separator } from './csv-records.ts';
import { decodedLines } from './decoded-lines.ts';

async function* chunks(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function read(bytes: Buffer, size = 7) {
  let header: string[] = [];
  let sep: Separator = ';';
  const records: CsvRecord[] = [];
  for await (const r of csvRecords(decodedLines(chunks(bytes, size)), (h, s) => {
    header = h;
    sep = s;
  }))
    records.push(r);
  return { header, sep, records };
}

test('UTF-8 with BOM, semicolons, quotes with separators, doubled quotes and line breaks', async () => {
  const text =
    '\uFEFFCPF;Nome\r\n529.982.247-25;"Souza; Ana"\r\n111.444.777-35;"Dito ""Zé""\r\nda Silva"\r\n';
  const { header, sep, records } = await read(Buffer.from(text, 'utf8'));
  assert.deepEqual(header, ['CPF', 'Nome']);
  assert.equal(sep, ';');
  assert.deepEqual(
    records.map((r) => [r.line, r.fields]),
    [
      [2, ['529.982.247-25', 'Souza; Ana']],
      [3, ['111.444.777-35', 'Dito "Zé"\nda Silva']],
    ],
  );
});

test('Windows-1252 accents, comma files, and lines of the other separator in one file', async () => {
  const bytes = Buffer.concat([
    Buffer.from('cpf,nome\n52998224725,Jo', 'latin1'),
    Buffer.from([0xe3, 0x6f]),
    Buffer.from('\n11144477735;Concei', 'latin1'),
    Buffer.from([0xe7, 0xe3, 0x6f]),
    Buffer.from('\n\n', 'latin1'),
  ]);
  const { sep, records } = await read(bytes, 3);
  assert.equal(sep, ',');
  assert.deepEqual(
    records.map((r) => [r.fields, r.encoding]),
    [
      [['52998224725', 'João'], 'windows-1252'],
      [['11144477735', 'Conceição'], 'windows-1252'],
    ],
  );
});
