import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientAddressKey } from './client-address.ts';

test('IPv4 counts per address; IPv6 per /64, however it is written', () => {
  assert.equal(clientAddressKey('10.0.0.7'), '10.0.0.7');
  assert.equal(clientAddressKey('::ffff:10.0.0.7'), '10.0.0.7');
  const network = '2001:db8:1:2::/64';
  for (const ip of [
    '2001:db8:1:2::1',
    '2001:0db8:0001:0002:ffff:1:2:3',
    '2001:db8:1:2:a::b',
    '2001:db8:1:2::',
  ])
    assert.equal(clientAddressKey(ip), network, ip);
  assert.notEqual(clientAddressKey('2001:db8:1:3::1'), network);
  assert.equal(clientAddressKey('::1'), '0:0:0:0::/64');
  assert.equal(clientAddressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
  assert.equal(clientAddressKey('1::2:3:4:5:1.2.3.4'), '1:0:2:3::/64');
});
