import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true], ['10.1.2.3', true], ['172.16.0.1', true], ['172.32.0.1', false], ['192.168.1.1', true],
    ['169.254.169.254', true], ['100.64.0.1', true], ['0.0.0.0', true], ['224.0.0.1', true], ['255.255.255.255', true],
    ['8.8.8.8', false], ['93.184.216.34', false],
    ['::1', true], ['::', true], ['[::1]', true], ['fe80::1', true], ['fd00::1', true], ['ff02::1', true],
    ['::ffff:127.0.0.1', true], ['::ffff:8.8.8.8', false], ['::ffff:7f00:1', true], ['64:ff9b::a00:1', true], ['2002:c0a8:101::1', true],
    ['2606:4700::1111', false], ['example.com', false], ['1.2.3', false],
  ] as const)('%s → %s', (ip, want) => expect(isPrivateAddress(ip)).toBe(want));
});
