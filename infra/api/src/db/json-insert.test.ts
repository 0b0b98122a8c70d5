import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { insertFromJson } from './json-insert.ts';
import { importRows, imports, pointsBatches, users } from './schema/index.ts';

describe('insertFromJson: many rows as one JSON parameter, as drizzle would insert them', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('text arrays, jsonb, timestamps, booleans, nulls and numeric come back as given; left-out columns take their defaults', async () => {
    const [imp] = await ctx.db
      .execute(
        sql`${insertFromJson(imports, [
          {
            kind: 'customers',
            fileName: 'clientes "março".csv',
            encoding: 'utf-8',
            separator: ';',
            header: ['CPF', 'Nome completo', 'Observação'],
            mapping: { cpf: 'CPF', full_name: 'Nome completo' },
          },
        ])} returning id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const importId = Number(imp?.id);
    const fields = [
      ['123.456.789-09', 'José da Conceição', ''],
      ['{x}', 'a,b;"c"', 'barra \\ invertida'],
      ['NULL', 'null', '  espaços  '],
    ];
    await ctx.db.execute(
      insertFromJson(
        importRows,
        fields.map((f, i) => ({ importId, line: i + 2, fields: f })),
      ),
    );
    const back = await ctx.db
      .select({ fields: importRows.fields })
      .from(importRows)
      .where(eq(importRows.importId, importId))
      .orderBy(asc(importRows.line));
    assert.deepEqual(
      back.map((r) => r.fields),
      fields,
    );
    const [stored] = await ctx.db.select().from(imports).where(eq(imports.id, importId));
    assert.deepEqual(stored?.header, ['CPF', 'Nome completo', 'Observação']);
    assert.deepEqual(stored?.mapping, { cpf: 'CPF', full_name: 'Nome completo' });
    assert.equal(stored?.state, 'uploaded', 'a left-out column takes its default');
    assert.deepEqual(stored?.counts, { created: 0, updated: 0, unchanged: 0, failed: 0 });

    const earned = new Date('2026-11-27T13:45:10.123Z');
    const inserted = await ctx.db.execute(
      sql`${insertFromJson(users, [
        { cpf: '52998224725', fullName: 'Ana Ção', email: null, userType: 'CLIENTE', marketingConsent: true },
        {
          cpf: '11144477735',
          fullName: 'Bia',
          email: 'bia@x.com.br',
          userType: 'CLIENTE',
          marketingConsent: false,
        },
      ])} returning id`,
    );
    const [ana, bia] = (inserted as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    const people = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.id} in (${ana}, ${bia})`)
      .orderBy(users.id);
    assert.deepEqual(
      people.map((u) => [u.fullName, u.email, u.marketingConsent, u.isActive, u.pointsBalance]),
      [
        ['Ana Ção', null, true, true, 0],
        ['Bia', 'bia@x.com.br', false, true, 0],
      ],
    );
    await ctx.db.execute(
      insertFromJson(pointsBatches, [
        {
          userId: ana as number,
          source: 'OPENING',
          points: 100,
          remaining: 100,
          earnedAt: earned,
          availableAt: earned,
          expiresAt: null,
          amount: '1234.56',
          externalId: 'json-insert:1',
          description: 'Saldo inicial',
        },
      ]),
    );
    const [batch] = await ctx.db
      .select()
      .from(pointsBatches)
      .where(eq(pointsBatches.externalId, 'json-insert:1'));
    assert.equal(batch?.earnedAt.toISOString(), earned.toISOString());
    assert.equal(batch?.expiresAt, null);
    assert.equal(batch?.amount, '1234.56');
    assert.equal(batch?.consumed, 0);
  });

  test('appended clauses run as written; rows that disagree on their columns are refused', async () => {
    const row = { cpf: '39053344705', fullName: 'Caio', userType: 'CLIENTE' as const };
    await ctx.db.execute(insertFromJson(users, [row]));
    const again = await ctx.db.execute(
      sql`${insertFromJson(users, [row])} on conflict (cpf) do nothing returning id`,
    );
    assert.equal((again as unknown as { rows: unknown[] }).rows.length, 0);
    assert.throws(
      () => insertFromJson(users, [row, { ...row, email: 'caio@x.com.br' }]),
      /a linha 1 não tem as mesmas colunas/,
    );
    assert.throws(() => insertFromJson(users, [{ ...row, nope: 1 } as typeof row]), /não tem a coluna nope/);
    assert.throws(() => insertFromJson(users, []), /nenhuma linha/);
  });
});
