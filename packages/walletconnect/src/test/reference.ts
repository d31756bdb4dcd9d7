import { createRequire } from 'node:module'

// The reference implementation (`@walletconnect/sign-client` 2.21.8 and the packages it brings), used only by
// tests as an oracle and as the wallet on the other end. pnpm keeps its dependencies next to it.
const require = createRequire(import.meta.url)
const signClientPath = require.resolve('@walletconnect/sign-client')
const fromSignClient = createRequire(signClientPath)

export type ReferenceUtils = {
  deriveSymKey(privateKey: string, publicKey: string): string
  hashKey(key: string): string
  encrypt(parameters: {
    message: string
    symKey: string
    type?: number
    iv?: string
    senderPublicKey?: string
  }): string
  decrypt(parameters: { symKey: string; encoded: string }): string
  parseUri(uri: string): {
    topic: string
    symKey: string
    version: number
    expiryTimestamp?: number
    relay: { protocol: string }
  }
}

export const referenceUtils = (): ReferenceUtils => fromSignClient('@walletconnect/utils') as ReferenceUtils

/** `ws`'s WebSocket (Node 20 has no global one), from the relay's dependencies. */
export async function nodeWebSocket(): Promise<typeof WebSocket> {
  const relayRequire = createRequire(require.resolve('@portico/relay'))
  return relayRequire('ws') as typeof WebSocket
}

type WsServer = {
  on(event: 'connection', listener: (socket: WsSocket, request: { url?: string }) => void): void
  close(callback?: () => void): void
  clients: Set<WsSocket>
  address(): { port: number }
}
export type WsSocket = {
  on(event: 'message', listener: (data: { toString(): string }) => void): void
  send(text: string): void
  close(): void
  terminate(): void
}

/** `ws`'s WebSocketServer, for tests that script the relay's side frame by frame. */
export async function nodeWebSocketServer(): Promise<
  new (options: {
    port: number
    host?: string
  }) => WsServer
> {
  const relayRequire = createRequire(require.resolve('@portico/relay'))
  return (
    relayRequire('ws') as { WebSocketServer: new (options: { port: number; host?: string }) => WsServer }
  ).WebSocketServer
}
