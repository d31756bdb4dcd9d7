import type { CaipNetworkId, StorageBackend } from '@portico/core'
import { toSiwxMessage } from '../message/formatSiwxMessage.js'
import { type SiwxApiParameters, siwxApiRoutes } from './siwxApiRoutes.js'
import { type StoredSessions, siwxTokenStore } from './siwxTokenStore.js'
import type { SiwxConfig, SiwxContext, SiwxSession } from './types.js'

export type CreateSiwxParameters = {
  /** The self-hosted API (`apps/api`) that hands out nonces, verifies signatures and keeps sessions. */
  api: SiwxApiParameters
  /** One line shown in the message the wallet signs. */
  statement?: string | undefined
  /** How long a session lasts, in seconds (default one day). */
  expiresIn?: number | undefined
  /** Whether a connected account must sign in (default false). */
  required?: boolean | undefined
  /** Sign out when the wallet disconnects (default true). */
  signOutOnDisconnect?: boolean | undefined
  /** Where session tokens are kept (default the config's storage). */
  storage?: StorageBackend | undefined
  /** The site signing in (default the page's host) and the URI signed for (default the page's origin). */
  domain?: string | undefined
  uri?: string | undefined
  /** URIs the session grants access to, listed in the message. */
  resources?: readonly string[] | undefined
}

const DAY = 86_400

/**
 * A sign-in provider backed by the self-hosted API: the nonce comes from the server, the signed message is
 * verified there (EOA, ERC-1271 and ERC-6492 signatures on EVM, ed25519 on Solana, sr25519/ed25519 on Polkadot,
 * BIP-322 and legacy on Bitcoin) and exchanged for a session token, kept in storage; sessions are checked with
 * that token and revoked on sign-out.
 *
 * @example
 * const config = createConfig({
 *   networks, adapters, projectId,
 *   siwx: createSiwx({ api: { url: 'https://api.example', projectId }, statement: 'Sign in to Example' }),
 * })
 */
export function createSiwx(parameters: CreateSiwxParameters): SiwxConfig {
  const { statement, expiresIn = DAY, required = false, signOutOnDisconnect = true, resources } = parameters
  const api = siwxApiRoutes(parameters.api)
  const tokens = siwxTokenStore(parameters.storage)
  let now = Date.now
  const expired = (session: SiwxSession) =>
    session.data.expirationTime !== undefined && Date.parse(session.data.expirationTime) <= now()

  return {
    attach(context: SiwxContext) {
      tokens.attach(context.storage, context.storageKey)
      now = context.now
    },
    getRequired: () => required,
    signOutOnDisconnect,
    async createMessage({ chainId, accountAddress }) {
      const nonce = await api.nonce(accountAddress, chainId)
      const issuedAt = now()
      const page = typeof location === 'undefined' ? undefined : location
      return toSiwxMessage({
        accountAddress,
        chainId,
        domain: parameters.domain ?? page?.host ?? '',
        uri: parameters.uri ?? page?.origin ?? '',
        version: '1',
        nonce,
        ...(statement && { statement }),
        issuedAt: new Date(issuedAt).toISOString(),
        expirationTime: new Date(issuedAt + expiresIn * 1000).toISOString(),
        ...(resources?.length && { resources }),
      })
    },
    async addSession(session) {
      const token = await api.verify(session)
      tokens.write({
        ...tokens.read(),
        [tokens.nameOf(session.data.chainId, session.data.accountAddress)]: { token, session },
      })
    },
    async setSessions(sessions) {
      const previous = tokens.read()
      const next: StoredSessions = {}
      // A one-click sign-in signs one message per chain with one nonce, which the server takes once: the first
      // session of each nonce is verified and kept (the caller lists the chain it uses first).
      const nonces = new Set<string>()
      for (const session of sessions) {
        if (nonces.has(session.data.nonce)) continue
        nonces.add(session.data.nonce)
        next[tokens.nameOf(session.data.chainId, session.data.accountAddress)] = {
          token: await api.verify(session),
          session,
        }
      }
      tokens.write(next)
      for (const [name, { token }] of Object.entries(previous))
        if (!(name in next)) await api.revoke(token).catch(() => undefined)
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      const name = tokens.nameOf(chainId, address)
      const entry = tokens.read()[name]
      if (!entry) return []
      // The server no longer holds it (expired, revoked): forgotten. Anything else is the check failing.
      if (expired(entry.session) || !(await api.holds(entry.token))) {
        tokens.forget(name)
        return []
      }
      return [entry.session]
    },
    async revokeSession(chainId, address) {
      const name = tokens.nameOf(chainId, address)
      const entry = tokens.read()[name]
      if (!entry) return
      tokens.forget(name)
      await api.revoke(entry.token)
    },
  }
}
