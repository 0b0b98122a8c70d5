import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isStaffType, PASSWORD_MESSAGES, passwordLengthProblem } from './password-policy.ts';

test('customers keep the §5.2 minimum of 6 characters', () => {
  assert.equal(passwordLengthProblem('12345', 'CLIENTE'), PASSWORD_MESSAGES.short);
  assert.equal(passwordLengthProblem('123456', 'CLIENTE'), null);
});

test('back-office accounts need 12, after the §5.2 minimum', () => {
  for (const type of ['ADMIN', 'DEALERSHIP', 'PARCEIRO'] as const) {
    assert.ok(isStaffType(type));
    assert.equal(passwordLengthProblem('12345', type), PASSWORD_MESSAGES.short, type);
    assert.equal(passwordLengthProblem('123456', type), PASSWORD_MESSAGES.staffShort, type);
    assert.equal(passwordLengthProblem('senha123456', type), PASSWORD_MESSAGES.staffShort, type);
    assert.equal(passwordLengthProblem('doze-letras!', type), null, type);
  }
  assert.equal(isStaffType('CLIENTE'), false);
});
