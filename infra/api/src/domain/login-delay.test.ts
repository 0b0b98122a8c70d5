import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loginDelaySeconds, tooManyLoginsMessage } from './login-delay.ts';

test('free failures, then 1 s doubling up to the cap', () => {
  const waits = [0, 1, 4, 5, 6, 7, 10, 14, 15, 60].map((f) => loginDelaySeconds(f, 5, 900));
  assert.deepEqual(waits, [0, 0, 0, 1, 2, 4, 32, 512, 900, 900]);
});

test('the wait is said in pt-BR, in seconds or minutes', () => {
  assert.equal(tooManyLoginsMessage(1), 'Muitas tentativas de login. Tente novamente em 1 segundo.');
  assert.equal(tooManyLoginsMessage(0.2), 'Muitas tentativas de login. Tente novamente em 1 segundo.');
  assert.equal(tooManyLoginsMessage(45), 'Muitas tentativas de login. Tente novamente em 45 segundos.');
  assert.equal(tooManyLoginsMessage(60), 'Muitas tentativas de login. Tente novamente em 1 minuto.');
  assert.equal(tooManyLoginsMessage(61), 'Muitas tentativas de login. Tente novamente em 2 minutos.');
  assert.equal(tooManyLoginsMessage(900), 'Muitas tentativas de login. Tente novamente em 15 minutos.');
});
