import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { formatPtBrNumber, type NumberFormat, parsePtBrNumber } from './pt-br-number.ts';

const money: NumberFormat = { kind: 'money' };
const percent: NumberFormat = { kind: 'percent' };
const integer: NumberFormat = { kind: 'integer' };
const liters: NumberFormat = { kind: 'decimal' };

const value = (text: string, format: NumberFormat) => {
  const read = parsePtBrNumber(text, format);
  assert.ok(read.ok, `${text}: ${read.ok ? '' : read.message}`);
  return read.value;
};
const problem = (text: string, format: NumberFormat) => {
  const read = parsePtBrNumber(text, format);
  assert.ok(!read.ok, `${text} was read as ${read.ok ? read.value : ''}`);
  return read.problem;
};

describe('pt-BR numbers as typed', () => {
  test('what the screens corrupted before is read as the Brazilian meant it', () => {
    assert.equal(value('15,5', percent), 15.5);
    assert.equal(value('5,49', money), 5.49);
    assert.equal(value('40,5', liters), 40.5);
    assert.equal(value('2.000', integer), 2000);
    assert.equal(value('1.234,56', money), 1234.56);
    assert.equal(value('R$ 89,90', money), 89.9);
    assert.equal(value('R$\u00a01.234,56', money), 1234.56);
    assert.equal(value('1.500', integer), 1500);
    assert.equal(value('15,5 %', percent), 15.5);
  });

  test('plain digits, a trailing comma and blank', () => {
    assert.equal(value('1234', money), 1234);
    assert.equal(value('1234,5', money), 1234.5);
    assert.equal(value('15,', percent), 15);
    assert.equal(value('  ', money), null);
    assert.equal(value('-0', integer), 0);
    assert.equal(value('−5', integer), -5);
  });

  test('what could mean two numbers is refused, never guessed', () => {
    assert.equal(problem('5.49', money), 'decimal-point');
    assert.equal(problem('40.5', liters), 'decimal-point');
    assert.equal(problem('0.500', money), 'decimal-point');
    assert.equal(problem('1,234.56', money), 'format');
    assert.equal(problem('1.23.456', money), 'format');
    assert.equal(problem('1.5', integer), 'format');
  });

  test('anything else that is not a number is refused', () => {
    for (const text of ['abc', '1e3', '0x10', '12a', '1..2', ',5', '1 2,3x', '--1', 'Infinity', '15%%'])
      assert.ok(!parsePtBrNumber(text, money).ok, text);
    assert.equal(problem('40,5', integer), 'integer');
    assert.equal(problem('15,555', percent), 'decimals');
    assert.equal(problem('9.999.999.999.999.999', integer), 'too-large');
  });

  test('R$ only on money, % only on percent', () => {
    assert.equal(problem('R$ 5', integer), 'format');
    assert.equal(problem('5%', money), 'format');
  });

  test('shown as read: cents on money, only the places it has elsewhere', () => {
    assert.equal(formatPtBrNumber(1234.5, money), '1.234,50');
    assert.equal(formatPtBrNumber(15.5, percent), '15,5');
    assert.equal(formatPtBrNumber(100, percent), '100');
    assert.equal(formatPtBrNumber(2000, integer), '2.000');
    assert.equal(formatPtBrNumber(40.5, liters), '40,5');
  });

  test('property: every value shown is read back as the same value', () => {
    const formats = fc.constantFrom(money, percent, integer, liters, {
      kind: 'decimal',
      decimals: 3,
    } as const);
    fc.assert(
      fc.property(formats, fc.integer({ min: -1e12, max: 1e12 }), (format, units) => {
        const places = format.kind === 'integer' ? 0 : (format.decimals ?? 2);
        const number = units / 10 ** places;
        assert.equal(value(formatPtBrNumber(number, format), format), number);
      }),
    );
  });
});
