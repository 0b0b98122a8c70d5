import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_ONLY } from '../test/pglite-only.ts';
import { checkpointIfWalGrew, keepWalInCheck } from './pglite-wal.ts';

const MB = 2 ** 20;

describe(
  'PGlite WAL: checkpointed once it has grown (no checkpointer in a single-user backend)',
  PGLITE_ONLY,
  () => {
    let client: PGlite;
    before(async () => {
      client = await PGlite.create();
      await client.exec('CREATE TABLE filler (body text)');
    });
    after(() => client.close());

    const redo = async () =>
      (await client.query<{ lsn: string }>('SELECT (pg_control_checkpoint()).redo_lsn::text AS lsn')).rows[0]
        ?.lsn;
    const write = (rows: number) =>
      client.exec(`INSERT INTO filler SELECT repeat(md5(g::text), 32) FROM generate_series(1, ${rows}) g`);

    test('a check checkpoints past the threshold, and not before', async () => {
      await write(2_000);
      const first = await redo();
      assert.equal(await checkpointIfWalGrew(client, 64 * MB), false);
      assert.equal(await redo(), first);
      await write(5_000);
      assert.equal(await checkpointIfWalGrew(client, 1 * MB), true);
      assert.notEqual(await redo(), first);
      assert.equal(await checkpointIfWalGrew(client, 1 * MB), false);
    });

    test('the timer does it on its own, and stops', async () => {
      const keeper = keepWalInCheck(client, { intervalMs: 20, everyBytes: 1 * MB });
      try {
        const before = await redo();
        await write(5_000);
        for (let i = 0; i < 200 && (await redo()) === before; i++)
          await new Promise((r) => setTimeout(r, 20));
        assert.notEqual(await redo(), before);
      } finally {
        keeper.stop();
      }
    });
  },
);
