import { randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { clientNetwork, UNKNOWN_NETWORK } from './client-network';

/** Eight random 16-bit groups, written out in full. */
function randomIPv6(): string {
  const bytes = randomBytes(16);
  return Array.from({ length: 8 }, (_, i) => bytes.readUInt16BE(i * 2).toString(16)).join(':');
}

/** The same address as the URL parser writes it (compressed, lower case). */
const compressed = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);

describe('clientNetwork', () => {
  it('keys an IPv4 address as itself', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('127.0.0.1')).toBe('127.0.0.1');
  });

  it('keys two addresses in one IPv6 /64 alike, and two different /64s apart', () => {
    const a = clientNetwork('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientNetwork('2001:db8:1:2:dead:beef:0:1')).toBe(a);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(a);
    expect(clientNetwork('2001:db8:2:2::1')).not.toBe(a);
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address, however it is written', () => {
    expect(clientNetwork('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(clientNetwork('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(clientNetwork('::ffff:102:304')).toBe('1.2.3.4');
    expect(clientNetwork('0:0:0:0:0:ffff:0102:0304')).toBe('1.2.3.4');
    expect(clientNetwork('[::ffff:1.2.3.4]:443')).toBe('1.2.3.4');
  });

  it('sees through the ways an address is written: case, leading zeros, compression, brackets, ports, zones', () => {
    const network = '2001:db8:0:a::/64';
    for (const form of [
      '2001:db8:0:a::1',
      '2001:DB8:0:A::1',
      '2001:0db8:0000:000a:0000:0000:0000:0001',
      '2001:db8::a:0:0:0:1',
      '[2001:db8:0:a::1]',
      '[2001:db8:0:a::1]:8080',
      '2001:db8:0:a::1%eth0',
      ' 2001:db8:0:a::1 ',
    ])
      expect(clientNetwork(form), form).toBe(network);
    expect(clientNetwork('198.51.100.4:5678')).toBe('198.51.100.4');
  });

  it('puts every value that is not an address into one bucket, so made-up values do not escape a limit', () => {
    for (const odd of [
      '',
      'evil',
      'unknown',
      '1.2.3',
      '1.2.3.256',
      '01.2.3.4',
      '1.2.3.4.5',
      '2001:db8::1::2',
      '2001:db8:1:2:3:4:5:6:7',
      '12345::1',
      ':::',
      '1.2.3.4, 5.6.7.8',
      'a'.repeat(10_000),
      undefined,
      null,
    ])
      expect(clientNetwork(odd as string), String(odd).slice(0, 40)).toBe(UNKNOWN_NETWORK);
  });

  it('agrees with @fastify/rate-limit on which random IPv6 addresses share a /64 (fuzz)', () => {
    for (let i = 0; i < 2_000; i++) {
      const a = randomIPv6();
      // Same top 64 bits, random bottom 64 bits: one network, by both.
      const sameNetwork = `${a.split(':').slice(0, 4).join(':')}:${randomIPv6().split(':').slice(4).join(':')}`;
      const other = randomIPv6();
      expect(clientNetwork(compressed(a))).toBe(clientNetwork(a));
      expect(clientNetwork(a.toUpperCase())).toBe(clientNetwork(a));
      expect(clientNetwork(sameNetwork)).toBe(clientNetwork(a));
      expect(clientNetwork(other) === clientNetwork(a)).toBe(normalizeIP(other) === normalizeIP(a));
      expect(clientNetwork(a)).toMatch(/^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64$|^\d+\.\d+\.\d+\.\d+$/);
    }
  });

  it('never throws on random text, and answers an address, a /64 or the unknown bucket (fuzz)', () => {
    const alphabet = '0123456789abcdefABCDEF:.%[]/ ,x-';
    for (let i = 0; i < 5_000; i++) {
      const bytes = randomBytes(1 + (i % 48));
      const text = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
      const network = clientNetwork(text);
      expect(network).toMatch(/^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64$|^\d+\.\d+\.\d+\.\d+$|^unknown$/);
    }
  });
});
