import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Value } from 'typebox/value';
import { Offer } from '../index.ts';
import { offerFixture } from './offer-fixture.ts';

// The remotes' tests render this offer: it has to be one the API could send.
test('the shared offer fixture checks against the Offer schema', () => {
  assert.deepEqual([...Value.Errors(Offer, offerFixture())], []);
});
