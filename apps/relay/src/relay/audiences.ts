import { networkInterfaces } from 'node:os'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])
const WILDCARD = new Set(['0.0.0.0', '::', '[::]'])

/** `host` as it is written in a URL (an IPv6 address in brackets). */
export const urlHostOf = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)

/**
 * The URLs a client JWT's `aud` may be, compared exactly (a client puts the relay URL it dials there):
 * `ws://` and the address listened on; for a loopback relay every loopback name; for one listening on every
 * interface also each of this machine's addresses (a phone on the LAN dials the LAN address); and the public
 * URL as configured. Each also with a trailing `/`, the form a URL parser writes.
 */
export function audiencesOf(host: string, port: number, publicUrl: string | undefined): string[] {
  const hosts = [urlHostOf(host).toLowerCase()]
  if (LOOPBACK.has(host) || WILDCARD.has(host)) hosts.push('localhost', '127.0.0.1', '[::1]')
  if (WILDCARD.has(host)) {
    for (const entries of Object.values(networkInterfaces())) {
      for (const { address, family } of entries ?? [])
        hosts.push(family === 'IPv6' ? `[${address}]` : address)
    }
  }
  const urls = hosts.map((name) => `ws://${name}:${port}`)
  if (publicUrl !== undefined) {
    if (!URL.canParse(publicUrl)) throw new Error(`publicUrl is not a URL: ${publicUrl}`)
    urls.push(publicUrl.replace(/\/$/, ''))
  }
  return urls.flatMap((url) => [url, `${url}/`])
}
