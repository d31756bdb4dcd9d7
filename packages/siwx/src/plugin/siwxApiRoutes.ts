import { type CaipNetworkId, createHttpClient } from '@portico/core'
import { SiwxApiError } from './errors.js'
import type { SiwxSession } from './types.js'

/** Where the self-hosted API (`apps/api`) is, and the project it signs in for. */
export type SiwxApiParameters = {
  url: string
  projectId: string
  fetch?: typeof globalThis.fetch | undefined
}

/** An answer of the API as a `SiwxApiError` carrying its HTTP status, when it has one. */
const apiError = (cause: unknown) =>
  new SiwxApiError(
    typeof cause === 'object' && cause !== null && 'status' in cause && typeof cause.status === 'number'
      ? cause.status
      : undefined,
    { cause },
  )

// A token the server no longer knows (expired, revoked) is signed out already.
const isUnknownToken = (error: SiwxApiError) => error.status === 401 || error.status === 404

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * The sign-in routes of the self-hosted API: a nonce for a message, a signed message exchanged for a session
 * token, the check of a token and its revocation. Every failure is a `SiwxApiError`.
 */
export function siwxApiRoutes(api: SiwxApiParameters) {
  const http = createHttpClient({
    baseUrl: api.url,
    fetch: api.fetch,
    // A refused nonce or signature is final; only the caller may try again (with a new nonce).
    retryCount: 0,
  })
  // The API finds the project from the `projectId` query parameter.
  const params = { projectId: api.projectId }
  const fail = (cause: unknown) => {
    throw apiError(cause)
  }

  return {
    /** A fresh nonce for a message of `address` on `chainId`. */
    async nonce(address: string, chainId: CaipNetworkId): Promise<string> {
      const reply = await http
        .post<{ nonce: string }>({ path: '/v1/auth/nonce', params, body: { address, chainId } })
        .catch(fail)
      if (typeof reply?.nonce !== 'string')
        throw new SiwxApiError(undefined, { details: 'no nonce in the answer' })
      return reply.nonce
    },
    /** Verifies a signed session and returns its token. */
    async verify(session: SiwxSession): Promise<string> {
      const reply = await http
        .post<{ token: string }>({
          path: '/v1/auth/verify',
          params,
          // A one-click sign-in's CACAO is verified as such: the server writes the text it signs from its fields.
          body: session.cacao
            ? { cacao: session.cacao }
            : { message: session.message, signature: session.signature },
        })
        .catch(fail)
      if (typeof reply?.token !== 'string')
        throw new SiwxApiError(undefined, { details: 'no token in the answer' })
      return reply.token
    },
    /** Whether the server still holds the session of `token`; throws when the check itself fails. */
    async holds(token: string): Promise<boolean> {
      try {
        await http.get({ path: '/v1/auth/me', params, headers: bearer(token) })
        return true
      } catch (cause) {
        const error = apiError(cause)
        if (!isUnknownToken(error)) throw error
        return false
      }
    },
    /** Ends the session of `token` (one the server no longer knows is ended already). */
    async revoke(token: string): Promise<void> {
      await http
        .post({ path: '/v1/auth/revoke', params, headers: bearer(token), body: {} })
        .catch((cause: unknown) => {
          if (!isUnknownToken(apiError(cause))) fail(cause)
        })
    },
  }
}

export type SiwxApiRoutes = ReturnType<typeof siwxApiRoutes>
