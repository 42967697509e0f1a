import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where webhook deliveries may go. Only public unicast addresses: never private (RFC 1918),
 * loopback, link-local, unique-local, carrier-grade NAT, multicast, broadcast, unspecified,
 * reserved or documentation ranges, nor IPv6 forms that carry an IPv4 address (mapped, NAT64,
 * 6to4, Teredo), which could point inside our network. IPv4-mapped IPv6 addresses are judged as
 * the IPv4 address they carry. ipaddr.js names the ranges; anything it does not call `unicast`
 * is refused, and IPv6 must also be global unicast (2000::/3).
 *
 * The check runs on the addresses a name resolves to when each attempt is made (not only when the
 * URL is saved), and the connection is pinned to the address checked (`pinnedLookup`), so that a
 * name that resolves elsewhere a moment later (DNS rebinding) cannot move the request.
 *
 * `allowLoopback` (WEBHOOKS_ALLOW_LOOPBACK) admits loopback addresses (127.0.0.0/8 and ::1) for
 * development and tests, and nothing else.
 */

/** Why an address is refused, in words ("a private address"); null when deliveries may go there. */
export function refusalOf(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  // `process` turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) into the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'loopback') return allowLoopback ? null : 'a loopback address';
  if (range !== 'unicast') return `${RANGE_WORDS[range] ?? `a reserved address (${range})`}`;
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return 'an IPv6 address outside global unicast';
  return null;
}

const GLOBAL_UNICAST_V6: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('2000::'), 3];

const RANGE_WORDS: Record<string, string> = {
  private: 'a private address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  unspecified: 'an unspecified address',
  reserved: 'a reserved address',
  benchmarking: 'a benchmarking address',
  rfc6052: 'a NAT64 address',
  rfc6145: 'an IPv4-translated address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
};

export const isLoopback = (address: string): boolean => ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

/** Answers every address a name resolves to, as the system resolver does (the hosts file included). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A delivery that may not be made: the URL's host is, or resolves to, an address we do not deliver to. */
export class AddressRefused extends Error {
  override name = 'AddressRefused';
}

/**
 * The one address an attempt connects to: the host's (an IP literal) or the first the name
 * resolves to, after checking every address it resolves to (one refused address refuses the
 * name: a mix is how a rebinding record would slip an internal one in). Plain http only reaches
 * loopback, and only with `allowLoopback`.
 */
export async function deliveryAddress(url: URL, allowLoopback: boolean, resolve: Resolver): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await resolve(host).catch((error: unknown) => {
        throw new AddressRefused(`${host} does not resolve (${(error as { code?: string }).code ?? 'lookup failed'})`);
      });
  if (addresses.length === 0) throw new AddressRefused(`${host} does not resolve`);
  for (const { address } of addresses) {
    const refusal = refusalOf(address, allowLoopback);
    if (refusal) throw new AddressRefused(`${host} resolves to ${address}, ${refusal}: SoundBoard delivers only to public addresses`);
  }
  if (url.protocol !== 'https:' && !addresses.every(({ address }) => isLoopback(address))) {
    throw new AddressRefused('Deliveries go over https: plain http reaches only loopback addresses, in development');
  }
  const chosen = addresses[0]!;
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** A `lookup` for http.request that answers the checked address whatever it is asked: the connection cannot go elsewhere. */
export const pinnedLookup =
  (address: string, family: 4 | 6): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
