import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isMaskedCpf, maskCpf, maskCpfsInText, wholeCpfOf } from './cpf.ts';

test('maskCpf keeps the middle six digits; anything else is fully masked', () => {
  assert.equal(maskCpf('12345678909'), '***.456.789-**');
  assert.equal(maskCpf('123.456.789-09'), '***.456.789-**');
  assert.equal(maskCpf('X0000000042'), '***.***.***-**');
  assert.equal(maskCpf(''), '***.***.***-**');
  assert.ok(isMaskedCpf(maskCpf('12345678909')));
  assert.ok(isMaskedCpf('***.***.***-**'));
  assert.ok(!isMaskedCpf('123.456.789-09'));
});

test('wholeCpfOf: only a whole CPF, punctuation ignored', () => {
  assert.equal(wholeCpfOf(' 123.456.789-09 '), '12345678909');
  assert.equal(wholeCpfOf('1234567890'), null);
  assert.equal(wholeCpfOf('Ana'), null);
});

test('maskCpfsInText masks standalone CPFs, never longer numbers', () => {
  assert.equal(
    maskCpfsInText('/api/v1/users/admin/list/?search=12345678909&page=1'),
    '/api/v1/users/admin/list/?search=***.456.789-**&page=1',
  );
  assert.equal(maskCpfsInText('cpf 123.456.789-09.'), 'cpf ***.456.789-**.');
  assert.equal(maskCpfsInText('{"time":1795750000000,"id":42}'), '{"time":1795750000000,"id":42}');
  assert.equal(maskCpfsInText('?q=Ana%2012345678909'), '?q=Ana%20***.456.789-**');
  assert.equal(maskCpfsInText('"cpf":"12345678909"'), '"cpf":"***.456.789-**"');
});

test('maskCpfsInText leaves digits inside a word alone (trace ids, hashes)', () => {
  const traceId = 'fd0d91879398190aa5d9e396d5b087c7';
  assert.equal(maskCpfsInText(`{"traceId":"${traceId}"}`), `{"traceId":"${traceId}"}`);
  assert.equal(maskCpfsInText('12345678909abc'), '12345678909abc');
  assert.equal(maskCpfsInText('x12345678909'), 'x12345678909');
});
