import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TELEMETRY_SESSION_TTL_SECONDS, telemetrySessions } from './telemetry-session.ts';

const sessions = telemetrySessions('segredo-de-teste-com-mais-de-32-caracteres');

test('an issued id verifies, names its source, and keeps the shape of the anonymous ids', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const issued = sessions.issue('203.0.113.7', now);
  assert.match(issued.sessionId, /^[A-Za-z0-9-]{8,64}$/);
  assert.deepEqual(sessions.verify(issued.sessionId, now), issued);
  assert.equal(issued.source, sessions.sourceOf('203.0.113.7'));
  assert.notEqual(sessions.issue('203.0.113.7', now).sessionId, issued.sessionId, 'one id per tab');
  assert.notEqual(sessions.sourceOf('203.0.113.8'), issued.source);
  // Only hex fields (a random id, the keyed source, the time, the signature): no address can be in it.
  // (Looking for '203' in it failed about one run in a hundred, when the random hex had those digits.)
  assert.match(issued.sessionId, /^v1-[0-9a-f]{12}-[0-9a-f]{12}-[0-9a-f]{8}-[0-9a-f]{24}$/);
  assert.ok(!issued.sessionId.includes('203.0.113.7'), 'the address is not in the id');
});

test('an id the product did not issue, altered, signed with another secret or expired is refused', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const { sessionId } = sessions.issue('203.0.113.7', now);
  const other = telemetrySessions('outro-segredo-com-mais-de-32-caracteres!!');
  const otherSource = sessions.sourceOf('198.51.100.1');
  for (const forged of [
    'aba-0001-abcdef',
    `${sessionId.slice(0, -1)}${sessionId.endsWith('0') ? '1' : '0'}`,
    sessionId.replace(/^(v1-[0-9a-f]{12}-)[0-9a-f]{12}/, `$1${otherSource}`),
    other.issue('203.0.113.7', now).sessionId,
    sessionId.toUpperCase(),
  ])
    assert.equal(sessions.verify(forged, now), null, forged);
  const later = new Date(now.getTime() + (TELEMETRY_SESSION_TTL_SECONDS + 1) * 1000);
  assert.equal(sessions.verify(sessionId, later), null, 'expired');
  const future = sessions.issue('203.0.113.7', new Date(now.getTime() + 3_600_000)).sessionId;
  assert.equal(sessions.verify(future, now), null, 'issued in the future');
});
