import { type AuthenticateParameters, type AuthenticateReturnType, authenticate } from './authenticate.js'
import { authenticateContext } from './signClient/authenticateContext.js'
import { createSignClientContext } from './signClient/context.js'
import { destroy } from './signClient/destroy.js'
import { on } from './signClient/events.js'
import { connect } from './signClient/pair.js'
import { receive } from './signClient/receive.js'
import { disconnect, extend, ping, request } from './signClient/request.js'
import { getSessions, restore } from './signClient/restore.js'
import { sweep } from './signClient/sessions.js'
import type {
  ConnectParameters,
  ConnectReturnType,
  RequestParameters,
  Session,
  SignClientEvent,
  SignClientEvents,
  SignClientOptions,
} from './types.js'

/** The dapp side of WalletConnect v2 Sign. Create one with `createSignClient`. */
export type SignClient = {
  /** Loads persisted keys, pairings and sessions, drops expired ones; reconnects to the relay when a session exists. */
  restore(): Promise<readonly Session[]>
  /** The live sessions (expired ones are dropped first). */
  getSessions(): readonly Session[]
  /**
   * Opens the relay connection now, ahead of a pairing (a view about to show a QR code), so `connect` does not
   * wait for it; settles once it is open, rejects when the relay cannot be reached.
   */
  connectRelay(): Promise<void>
  /** Creates a pairing and a session proposal; `approval` settles when the wallet answers. */
  connect(parameters?: ConnectParameters): Promise<ConnectReturnType>
  /** Sends a JSON-RPC request to the wallet through a session; resolves with its result, rejects with its error. */
  request<result = unknown>(parameters: RequestParameters): Promise<result>
  /** Checks the wallet is online (30 s). */
  ping(parameters: { topic: string }): Promise<void>
  /** Asks the wallet to extend the session by 7 days from now. */
  extend(parameters: { topic: string }): Promise<void>
  /** Ends the session (6000 'User disconnected' unless another reason is given) and forgets it. */
  disconnect(parameters: { topic: string; reason?: { code: number; message: string } }): Promise<void>
  /** Listens to an event; returns the function that stops listening. */
  on<event extends SignClientEvent>(
    event: event,
    listener: (payload: SignClientEvents[event]) => void,
  ): () => void
  /** Closes the relay connection and stops every timer; the stored state stays for a later client. */
  destroy(): void
  /**
   * One-click sign-in (`wc_sessionAuthenticate`): a pairing URI whose wallet signs a CAIP-122 message (CACAO) for
   * each chain and, when `methods` are asked, opens a session at once. A wallet without it answers the session
   * proposal sent alongside. The CACAOs' signatures are the app's to verify (on its server).
   */
  authenticate(parameters: AuthenticateParameters): Promise<AuthenticateReturnType>
}

/**
 * Creates the dapp side of a WalletConnect v2 Sign client, written from the protocol specification: pairing
 * URIs, session proposals with CAIP-25 namespaces, requests, the wallet's events, updates, extensions, pings
 * and deletes, expiry, and persistence so that a reload restores the session without a new pairing.
 *
 * @example
 * const client = createSignClient({ relayUrl: 'ws://127.0.0.1:8787', metadata })
 * await client.restore()
 * const { uri, approval } = await client.connect({
 *   optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] } },
 * })
 * showQrCode(uri)
 * const session = await approval
 * const signature = await client.request({
 *   topic: session.topic,
 *   chainId: 'eip155:1',
 *   request: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
 * })
 */
export function createSignClient(options: SignClientOptions): SignClient {
  // Every step lives in its own file under `signClient/` and works on this one context.
  const context = createSignClientContext(options, receive)
  return {
    restore: () => restore(context),
    getSessions: () => getSessions(context),
    connectRelay: () => context.relay().ready(),
    connect: (parameters) => connect(context, parameters),
    authenticate(parameters) {
      sweep(context)
      return authenticate(authenticateContext(context), parameters)
    },
    request: (parameters) => request(context, parameters),
    ping: (parameters) => ping(context, parameters),
    extend: (parameters) => extend(context, parameters),
    disconnect: (parameters) => disconnect(context, parameters),
    on: (event, listener) => on(context, event, listener),
    destroy: () => destroy(context),
  }
}
