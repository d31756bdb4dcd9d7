import { networkInterfaces } from 'node:os'
import { hostOf } from '../auth.js'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])
const WILDCARD = new Set(['0.0.0.0', '::', '[::]'])

/** `host` as it is written in a URL (an IPv6 address in brackets). */
export const urlHostOf = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)

/**
 * The `host:port` names a client JWT may be addressed to: the address listened on; for a loopback relay every
 * loopback name; for one listening on every interface also each of this machine's addresses (a phone on the
 * LAN dials the LAN address); and the public URL's host.
 */
export function audiencesOf(host: string, port: number, publicUrl: string | undefined): string[] {
  const audiences = [`${urlHostOf(host)}:${port}`.toLowerCase()]
  if (LOOPBACK.has(host) || WILDCARD.has(host)) {
    for (const name of ['localhost', '127.0.0.1', '[::1]']) audiences.push(`${name}:${port}`)
  }
  if (WILDCARD.has(host)) {
    for (const entries of Object.values(networkInterfaces())) {
      for (const { address, family } of entries ?? []) {
        audiences.push(`${family === 'IPv6' ? `[${address}]` : address}:${port}`.toLowerCase())
      }
    }
  }
  if (publicUrl !== undefined) {
    const publicHost = hostOf(publicUrl)
    if (publicHost === undefined) throw new Error(`publicUrl is not a URL: ${publicUrl}`)
    audiences.push(publicHost)
  }
  return audiences
}
