import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { VersionHealth } from '@fidelidade/contract';
import { type CanaryThresholds, decideCanary, failureRate, percentText } from './canary-decision.ts';

/** Each session from its own address unless `sources` says otherwise. */
const health = (
  version: string,
  sessions: number,
  failed: number,
  sources = { all: sessions, failed },
): VersionHealth => ({
  version,
  sessions,
  failed_sessions: failed,
  failures: failed,
  failure_rate: failureRate(failed, sessions),
  sources: sources.all,
  failed_sources: sources.failed,
});
const thresholds: CanaryThresholds = {
  minSessions: 10,
  maxExcess: 0.05,
  promoteAfterMinutes: 0,
  minSources: 3,
};
const live = health('1.0.0-live', 40, 0);

describe('decideCanary', () => {
  test('below the minimum of sessions nothing is decided, however bad the canary looks', () => {
    const decision = decideCanary({ canary: health('2', 9, 9), live, ranMinutes: 600 }, thresholds);
    assert.deepEqual(decision, { verdict: 'wait', reason: 'aguardando sessões do canário (9 de 10)' });
  });

  test('a canary failing more than the live rate plus the excess is rolled back, with its numbers', () => {
    const decision = decideCanary({ canary: health('2', 10, 4), live, ranMinutes: 1 }, thresholds);
    assert.deepEqual(decision, {
      verdict: 'rollback',
      reason:
        'falhas em 40,0% das sessões do canário contra 0,0% da versão atual ' +
        '(10 sessões de 10 endereços; falhas de 4 endereços; limite +5,0 pontos)',
    });
  });

  test('the excess is over the live rate: both failing alike is not the canary’s fault', () => {
    const bothBad = health('1.0.0-live', 100, 30);
    const decision = decideCanary({ canary: health('2', 20, 7), live: bothBad, ranMinutes: 5 }, thresholds);
    assert.equal(decision.verdict, 'wait');
    assert.match(decision.reason, /^dentro do limite: 35,0% das sessões do canário contra 30,0%/);
    // Just over the limit: 36 % against 30 % + 5 points.
    const over = decideCanary({ canary: health('2', 25, 9), live: bothBad, ranMinutes: 5 }, thresholds);
    assert.equal(over.verdict, 'rollback');
    // Exactly at the limit (15 % against 10 % + 5 points) is within it, float sums aside.
    const atLimit = { canary: health('2', 20, 3), live: health('1', 50, 5), ranMinutes: 5 };
    assert.equal(decideCanary(atLimit, thresholds).verdict, 'wait');
  });

  test('a clean canary is promoted once it ran PROMOTE_AFTER minutes, never when that is 0', () => {
    const clean = { canary: health('2', 30, 1), live };
    const auto = { ...thresholds, promoteAfterMinutes: 60 };
    assert.equal(decideCanary({ ...clean, ranMinutes: 59 }, auto).verdict, 'wait');
    assert.deepEqual(decideCanary({ ...clean, ranMinutes: 60 }, auto), {
      verdict: 'promote',
      reason:
        'sem excesso de falhas em 60 min: 3,3% das sessões do canário contra 0,0% da versão atual ' +
        '(30 sessões de 30 endereços; falhas de 1 endereço; limite +5,0 pontos)',
    });
    assert.equal(decideCanary({ ...clean, ranMinutes: 10_000 }, thresholds).verdict, 'wait');
  });

  test('a failing canary is rolled back even after the promote window', () => {
    const auto = { ...thresholds, promoteAfterMinutes: 1 };
    const decision = decideCanary({ canary: health('2', 10, 3), live, ranMinutes: 120 }, auto);
    assert.equal(decision.verdict, 'rollback');
    assert.match(
      decision.reason,
      /\(10 sessões de 10 endereços; falhas de 3 endereços; limite \+5,0 pontos\)$/,
    );
  });

  test('failures from fewer than MIN_SOURCES addresses roll nothing back, however many sessions failed', () => {
    const oneAddress = health('2', 20, 20, { all: 4, failed: 2 });
    const decision = decideCanary({ canary: oneAddress, live, ranMinutes: 5 }, thresholds);
    assert.equal(decision.verdict, 'wait');
    assert.match(decision.reason, /^falhas de 2 endereços \(mínimo 3\): 100,0% das sessões do canário/);
    const three = health('2', 20, 20, { all: 4, failed: 3 });
    assert.equal(decideCanary({ canary: three, live, ranMinutes: 5 }, thresholds).verdict, 'rollback');
  });

  test('a clean canary is promoted only with sessions from MIN_SOURCES addresses', () => {
    const auto = { ...thresholds, promoteAfterMinutes: 60 };
    const twoAddresses = health('2', 30, 0, { all: 2, failed: 0 });
    assert.equal(decideCanary({ canary: twoAddresses, live, ranMinutes: 90 }, auto).verdict, 'wait');
    const threeAddresses = health('2', 30, 0, { all: 3, failed: 0 });
    assert.equal(decideCanary({ canary: threeAddresses, live, ranMinutes: 90 }, auto).verdict, 'promote');
  });
});

describe('rates', () => {
  test('failureRate is 0 without sessions; percentText uses a decimal comma', () => {
    assert.equal(failureRate(3, 0), 0);
    assert.equal(percentText(failureRate(1, 4)), '25,0%');
    assert.equal(percentText(1 / 3), '33,3%');
  });
});
