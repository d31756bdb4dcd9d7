import { Socket } from 'node:net'

const LOOPBACK = /^(127\.|::1$|::ffff:127\.|localhost$)/
let installed = false

/**
 * Refuses outgoing TCP connections to anything but loopback in this process, so a chopsticks option that
 * would fetch from the network (endpoint, wasm-override URL, prefetch) fails loudly instead of going online.
 */
export function refuseRemoteConnections(): void {
  if (installed) return
  installed = true
  const connect = Socket.prototype.connect
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    const first = args[0]
    const host =
      typeof first === 'object' && first !== null && 'host' in first
        ? String((first as { host?: unknown }).host ?? 'localhost')
        : typeof first === 'object' && first !== null && 'path' in first
          ? 'localhost'
          : typeof args[1] === 'string'
            ? args[1]
            : 'localhost'
    if (!LOOPBACK.test(host)) throw new Error(`devnet-polkadot is offline: refused a connection to ${host}`)
    return (connect as (...a: unknown[]) => Socket).apply(this, args)
  } as typeof Socket.prototype.connect
}
