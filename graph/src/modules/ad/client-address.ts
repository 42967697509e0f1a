/**
 * The group of client addresses that one per-address cap counts together: an IPv4 address on its
 * own (an IPv4-mapped IPv6 address is its IPv4 address), and for IPv6 the /64 it belongs to,
 * since one household or server is handed a whole /64 and could otherwise take a new address for
 * every request. "unknown" when the door knows no address.
 */
export function addressGroupOf(ip: string | null): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0]!.toLowerCase();
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
