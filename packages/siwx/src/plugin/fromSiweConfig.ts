import type { CaipNetworkId } from '@portico/core'
import { toSiwxMessage } from '../message/formatSiwxMessage.js'
import { SiwxSignatureDeclinedError } from './errors.js'
import type { SiwxConfig, SiwxSession } from './types.js'

/** What a legacy Sign-In-With-Ethereum config's `getMessageParams` returns. */
export type SiweMessageParams = {
  domain: string
  uri: string
  statement?: string | undefined
  /** Seconds from now until the session expires. */
  expiry?: number | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
}

/** The signed-in account a legacy config reports. */
export type SiweSession = { address: string; chainId: number }

/**
 * The legacy `siweConfig` option (Sign-In-With-Ethereum only): the app's server gives the nonce, verifies the
 * message and keeps the session. `createConfig` maps it onto `siwx`; setting both is refused.
 */
export type SiweConfig = {
  getMessageParams(): Promise<SiweMessageParams>
  getNonce(address?: string): Promise<string>
  verifyMessage(input: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<SiweSession | null>
  signOut(): Promise<boolean>
  onSignIn?(session: SiweSession): void
  onSignOut?(): void
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
}

/**
 * A legacy `siweConfig` as a sign-in provider: EVM accounts only (others never have a session, so a required
 * sign-in cannot complete on them). Its one session is the server's `getSession()`.
 *
 * @example
 * createConfig({ networks, adapters, siwx: fromSiweConfig(siweConfig) })
 */
export function fromSiweConfig(siwe: SiweConfig): SiwxConfig {
  let now = Date.now
  let last: SiwxSession | undefined
  const matches = (session: SiweSession | null, chainId: CaipNetworkId, address: string) =>
    session !== null &&
    `eip155:${session.chainId}` === chainId &&
    session.address.toLowerCase() === address.toLowerCase()
  const signOut = async () => {
    await siwe.signOut()
    last = undefined
    siwe.onSignOut?.()
  }
  const add = async (session: SiwxSession) => {
    if (!(await siwe.verifyMessage({ message: session.message, signature: session.signature })))
      throw new SiwxSignatureDeclinedError({ details: 'the server refused the signature' })
    last = session
    const chainId = Number(session.data.chainId.split(':')[1])
    siwe.onSignIn?.({ address: session.data.accountAddress, chainId })
  }
  return {
    attach(context) {
      now = context.now
    },
    getRequired: () => siwe.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
    async createMessage({ chainId, accountAddress }) {
      const [params, nonce] = await Promise.all([siwe.getMessageParams(), siwe.getNonce(accountAddress)])
      const issuedAt = now()
      return toSiwxMessage({
        accountAddress,
        chainId,
        domain: params.domain,
        uri: params.uri,
        version: '1',
        nonce,
        ...(params.statement && { statement: params.statement }),
        issuedAt: new Date(issuedAt).toISOString(),
        ...(params.expiry && { expirationTime: new Date(issuedAt + params.expiry * 1000).toISOString() }),
        ...(params.requestId && { requestId: params.requestId }),
        ...(params.resources?.length && { resources: params.resources }),
      })
    },
    addSession: add,
    async setSessions(sessions) {
      const [first] = sessions
      if (first) await add(first)
      else await signOut()
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      if (!matches(session, chainId, address)) return []
      // The server keeps no message: the one signed here, else the fields the server reports.
      if (
        last &&
        last.data.chainId === chainId &&
        last.data.accountAddress.toLowerCase() === address.toLowerCase()
      ) {
        const expiry = last.data.expirationTime
        return expiry && Date.parse(expiry) <= now() ? [] : [last]
      }
      return [
        {
          data: {
            accountAddress: address,
            chainId,
            domain: '',
            uri: '',
            version: '1',
            nonce: '',
            issuedAt: '',
          },
          message: '',
          signature: '',
        },
      ]
    },
    async revokeSession() {
      await signOut()
    },
  }
}
