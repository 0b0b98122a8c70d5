import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logStream, readableMessage } from './log-stream.ts';

test('a terminal gets readable lines; a pipe, a file or production gets JSON (no stream of ours)', async () => {
  assert.equal(await logStream({}, { isTTY: false }), undefined);
  assert.equal(await logStream({}, {}), undefined);
  assert.equal(await logStream({ NODE_ENV: 'production' }, { isTTY: true }), undefined);
  const pretty = await logStream({}, { isTTY: true });
  assert.equal(typeof pretty?.write, 'function');
});

test('an access line reads as one phrase; any other message is kept', () => {
  const access = {
    msg: 'requisição',
    method: 'GET',
    url: '/api/v1/health/',
    statusCode: 200,
    durationMs: 1.5,
  };
  assert.equal(readableMessage(access, 'msg'), 'GET /api/v1/health/ → 200 (1.5 ms)');
  assert.equal(
    readableMessage({ ...access, userId: 7 }, 'msg'),
    'GET /api/v1/health/ → 200 (1.5 ms) usuário 7',
  );
  assert.equal(readableMessage({ msg: 'encerrando' }, 'msg'), 'encerrando');
});
