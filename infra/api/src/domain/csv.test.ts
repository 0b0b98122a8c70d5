import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  CSV_BOM,
  type CsvColumn,
  csvFileName,
  csvHeader,
  csvLine,
  csvRows,
  decimalCell,
  formatCell,
  formatDateTime,
} from './csv.ts';

describe('formatCell', () => {
  test('numbers: decimal comma, no thousands separator, minus kept', () => {
    assert.equal(formatCell(1234.5), '1234,5');
    assert.equal(formatCell(1_000_000), '1000000');
    assert.equal(formatCell(-45), '-45');
    assert.equal(formatCell(0), '0');
    assert.equal(formatCell(Number.NaN), '');
  });

  test('exact decimals from the database keep their scale', () => {
    assert.equal(formatCell(decimalCell('1234.50')), '1234,50');
    assert.equal(formatCell(decimalCell('-0.10')), '-0,10');
    assert.equal(formatCell(decimalCell(null)), '');
  });

  test('booleans are Sim/Não; null and undefined are empty', () => {
    assert.equal(formatCell(true), 'Sim');
    assert.equal(formatCell(false), 'Não');
    assert.equal(formatCell(null), '');
    assert.equal(formatCell(undefined), '');
  });

  test('dates: DD/MM/AAAA HH:mm in São Paulo time', () => {
    assert.equal(formatCell(new Date('2026-01-02T03:04:00Z')), '02/01/2026 00:04');
    assert.equal(formatCell(new Date('2026-01-02T02:59:00Z')), '01/01/2026 23:59');
    // Brazil still had summer time in 2018 (UTC−2 from November).
    assert.equal(formatCell(new Date('2018-12-01T12:00:00Z')), '01/12/2018 10:00');
    assert.equal(formatCell(new Date(Number.NaN)), '');
  });

  test('the cached offset gives what Intl gives, for any instant since 1970', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const date = new Date(ms);
        assert.equal(formatDateTime(date), intl.format(date).replace(',', ''));
      }),
      { numRuns: 2000 },
    );
  });

  test('text: accents untouched; ; " CR LF quoted with " doubled (RFC 4180)', () => {
    assert.equal(formatCell('João Conceição'), 'João Conceição');
    assert.equal(formatCell('a;b'), '"a;b"');
    assert.equal(formatCell('diz "oi"'), '"diz ""oi"""');
    assert.equal(formatCell('linha 1\nlinha 2'), '"linha 1\nlinha 2"');
    assert.equal(formatCell('a\r\nb'), '"a\r\nb"');
    assert.equal(formatCell(''), '');
  });

  test('formula guard: text starting with = + - @ TAB or CR gets a leading quote', () => {
    assert.equal(formatCell('=HYPERLINK("x")'), '"\'=HYPERLINK(""x"")"');
    assert.equal(formatCell('+5511999'), "'+5511999");
    assert.equal(formatCell('-5 pontos'), "'-5 pontos");
    assert.equal(formatCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(formatCell('\tx'), "'\tx");
    assert.equal(formatCell('\rx'), '"\'\rx"');
    assert.equal(formatCell('a=b'), 'a=b');
    // Numbers are numbers, not text: a negative amount stays a negative number.
    assert.equal(formatCell(-5), '-5');
  });
});

describe('lines and files', () => {
  interface Row {
    name: string;
    points: number;
    active: boolean;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Nome', cell: (r) => r.name },
    { header: 'Pontos', cell: (r) => r.points },
    { header: 'Ativo', cell: (r) => r.active },
  ];

  test('header and rows: ; between fields, CRLF after each line', () => {
    assert.equal(csvHeader(columns), 'Nome;Pontos;Ativo\r\n');
    assert.equal(
      csvRows(columns, [
        { name: 'Ana; filha', points: 10.5, active: true },
        { name: 'José', points: -3, active: false },
      ]),
      '"Ana; filha";10,5;Sim\r\nJosé;-3;Não\r\n',
    );
    assert.equal(csvLine([null, 'x']), ';x\r\n');
  });

  test('the BOM is U+FEFF (EF BB BF in UTF-8)', () => {
    assert.deepEqual([...Buffer.from(CSV_BOM, 'utf8')], [0xef, 0xbb, 0xbf]);
  });

  test('file name: <name>-AAAA-MM-DD.csv, dated in São Paulo', () => {
    assert.equal(csvFileName('atividades', new Date('2026-03-01T02:30:00Z')), 'atividades-2026-02-28.csv');
    assert.equal(csvFileName('usuarios', new Date('2026-03-01T03:00:00Z')), 'usuarios-2026-03-01.csv');
  });
});
