import { type CaipNetworkId, createHttpClient, type StorageBackend, webStorage } from '@portico/core'
import { toSiwxMessage } from '../message/formatSiwxMessage.js'
import { SiwxApiError } from './errors.js'
import type { SiwxConfig, SiwxContext, SiwxSession } from './types.js'

export type CreateSiwxParameters = {
  /** The self-hosted API (`apps/api`) that hands out nonces, verifies signatures and keeps sessions. */
  api: { url: string; projectId: string; fetch?: typeof globalThis.fetch | undefined }
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

type StoredSessions = Record<string, { token: string; session: SiwxSession }>

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
  const {
    api,
    statement,
    expiresIn = DAY,
    required = false,
    signOutOnDisconnect = true,
    resources,
  } = parameters
  const http = createHttpClient({
    baseUrl: api.url,
    fetch: api.fetch,
    // A refused nonce or signature is final; only the caller may try again (with a new nonce).
    retryCount: 0,
  })
  // The API finds the project from the `projectId` query parameter.
  const params = { projectId: api.projectId }
  let storage = parameters.storage
  let key = 'portico.siwx'
  let now = Date.now

  const sessionKey = (chainId: string, address: string) => `${chainId}:${address.toLowerCase()}`
  const read = (): StoredSessions => {
    try {
      const parsed = JSON.parse((storage ?? webStorage()).getItem(key) ?? '{}') as unknown
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredSessions) : {}
    } catch {
      return {}
    }
  }
  const write = (sessions: StoredSessions) => {
    const backend = storage ?? webStorage()
    if (Object.keys(sessions).length === 0) backend.removeItem(key)
    else backend.setItem(key, JSON.stringify(sessions))
  }
  const fail = (cause: unknown) =>
    new SiwxApiError(
      typeof cause === 'object' && cause !== null && 'status' in cause && typeof cause.status === 'number'
        ? cause.status
        : undefined,
      { cause },
    )
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const expired = (session: SiwxSession) =>
    session.data.expirationTime !== undefined && Date.parse(session.data.expirationTime) <= now()

  const verify = async (session: SiwxSession): Promise<string> => {
    const reply = await http
      .post<{ token: string }>({
        path: '/v1/auth/verify',
        params,
        // A one-click sign-in's CACAO is verified as such: the server writes the text it signs from its fields.
        body: session.cacao
          ? { cacao: session.cacao }
          : { message: session.message, signature: session.signature },
      })
      .catch((cause: unknown) => {
        throw fail(cause)
      })
    if (typeof reply?.token !== 'string')
      throw new SiwxApiError(undefined, { details: 'no token in the answer' })
    return reply.token
  }

  const revoke = async (token: string) => {
    await http
      .post({ path: '/v1/auth/revoke', params, headers: bearer(token), body: {} })
      .catch((cause: unknown) => {
        // A token the server no longer knows is signed out already.
        const status = fail(cause).status
        if (status !== 401 && status !== 404) throw fail(cause)
      })
  }

  return {
    attach(context: SiwxContext) {
      storage ??= context.storage
      key = `${context.storageKey}.siwx`
      now = context.now
    },
    getRequired: () => required,
    signOutOnDisconnect,
    async createMessage({ chainId, accountAddress }) {
      const reply = await http
        .post<{ nonce: string }>({
          path: '/v1/auth/nonce',
          params,
          body: { address: accountAddress, chainId },
        })
        .catch((cause: unknown) => {
          throw fail(cause)
        })
      if (typeof reply?.nonce !== 'string')
        throw new SiwxApiError(undefined, { details: 'no nonce in the answer' })
      const issuedAt = now()
      const page = typeof location === 'undefined' ? undefined : location
      return toSiwxMessage({
        accountAddress,
        chainId,
        domain: parameters.domain ?? page?.host ?? '',
        uri: parameters.uri ?? page?.origin ?? '',
        version: '1',
        nonce: reply.nonce,
        ...(statement && { statement }),
        issuedAt: new Date(issuedAt).toISOString(),
        expirationTime: new Date(issuedAt + expiresIn * 1000).toISOString(),
        ...(resources?.length && { resources }),
      })
    },
    async addSession(session) {
      const token = await verify(session)
      write({
        ...read(),
        [sessionKey(session.data.chainId, session.data.accountAddress)]: { token, session },
      })
    },
    async setSessions(sessions) {
      const previous = read()
      const next: StoredSessions = {}
      // A one-click sign-in signs one message per chain with one nonce, which the server takes once: the first
      // session of each nonce is verified and kept (the caller lists the chain it uses first).
      const nonces = new Set<string>()
      for (const session of sessions) {
        if (nonces.has(session.data.nonce)) continue
        nonces.add(session.data.nonce)
        next[sessionKey(session.data.chainId, session.data.accountAddress)] = {
          token: await verify(session),
          session,
        }
      }
      write(next)
      for (const [name, { token }] of Object.entries(previous))
        if (!(name in next)) await revoke(token).catch(() => undefined)
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      const stored = read()
      const name = sessionKey(chainId, address)
      const entry = stored[name]
      if (!entry) return []
      if (expired(entry.session)) {
        const { [name]: _gone, ...others } = stored
        write(others)
        return []
      }
      try {
        await http.get({ path: '/v1/auth/me', params, headers: bearer(entry.token) })
      } catch (cause) {
        const error = fail(cause)
        // The server no longer holds it (expired, revoked): forgotten. Anything else is the check failing.
        if (error.status !== 401 && error.status !== 404) throw error
        const { [name]: _gone, ...others } = read()
        write(others)
        return []
      }
      return [entry.session]
    },
    async revokeSession(chainId, address) {
      const stored = read()
      const name = sessionKey(chainId, address)
      const entry = stored[name]
      if (!entry) return
      const { [name]: _gone, ...others } = stored
      write(others)
      await revoke(entry.token)
    },
  }
}
