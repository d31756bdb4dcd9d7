import { isIPv6 } from 'node:net'

/**
 * The key per-address limits count under: an IPv4 address as is, an IPv6 address by its /64 (one host is
 * usually given a whole /64, so counting per /128 would let it open a connection per address).
 */
export function addressKeyOf(ip: string): string {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!isIPv6(bare)) return ip
  const [head = '', tail] = bare.toLowerCase().split('::')
  const groups = (text: string | undefined) => (text ? text.split(':') : [])
  const left = groups(head)
  const right = groups(tail)
  // An embedded IPv4 tail (::ffff:1.2.3.4) is in the low 64 bits, which the key drops anyway.
  const missing = 8 - left.length - right.length
  const full = tail === undefined ? left : [...left, ...Array(Math.max(missing, 0)).fill('0'), ...right]
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}
