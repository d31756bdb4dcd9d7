import type { Account } from '@portico/core'
import { getErrorCode } from '@portico/core'
import { UnsupportedWalletFeatureError } from '../errors/connector.js'
import { toWalletError } from '../errors/toWalletError.js'
import { fromBase64, toBase64 } from '../utils/bytes.js'
import { toAccount } from '../utils/toAccount.js'
import type { BitcoinWalletConnection } from './types.js'

/** A sats-connect-compatible provider (Xverse and others): `request(method, params)`. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (...args: unknown[]) => void): (() => void) | undefined
}

/** An entry of `window.btc_providers`: `id` is the provider's path on the window. */
export type SatsConnectProviderInfo = {
  id: string
  name: string
  icon?: string | undefined
  webUrl?: string | undefined
}

export const isSatsConnectProvider = (value: unknown): value is SatsConnectProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function'

type SatsAddress = { address: string; publicKey?: string; purpose?: string; addressType?: string }

/** Calls a provider and unwraps a JSON-RPC `{ result } | { error }` or a sats-connect `{ status }` answer. */
async function call<T>(provider: SatsConnectProvider, method: string, params?: unknown): Promise<T> {
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (error) {
    throw toWalletError(error, { satsConnect: true })
  }
  if (answer && typeof answer === 'object') {
    const envelope = answer as { result?: unknown; error?: unknown; status?: unknown; jsonrpc?: unknown }
    if (envelope.error) throw toWalletError(envelope.error, { satsConnect: true })
    if ('result' in envelope && (envelope.jsonrpc !== undefined || envelope.status !== undefined)) {
      return envelope.result as T
    }
  }
  return answer as T
}

const addressesOf = (result: unknown): SatsAddress[] => {
  const list = Array.isArray(result)
    ? result
    : ((result as { addresses?: unknown; accounts?: unknown })?.addresses ??
      (result as { accounts?: unknown })?.accounts)
  return Array.isArray(list) ? (list as SatsAddress[]).filter((item) => item?.purpose !== 'stacks') : []
}

const toAccounts = (addresses: SatsAddress[]): Account[] =>
  addresses.map(({ address, publicKey, purpose }) => toAccount(address, publicKey, purpose))

/** A sats-connect provider as a `BitcoinWalletConnection`. */
export function satsConnectConnection(
  provider: SatsConnectProvider,
  appName = 'This app',
): BitcoinWalletConnection {
  const connection: BitcoinWalletConnection = {
    async connect() {
      const result = await call(provider, 'getAccounts', {
        purposes: ['payment', 'ordinals'],
        message: `${appName} wants to know your addresses`,
      })
      return toAccounts(addressesOf(result))
    },

    async getAccounts() {
      try {
        return toAccounts(addressesOf(await call(provider, 'wallet_getAccount')))
      } catch {
        return []
      }
    },

    async disconnect() {
      await call(provider, 'wallet_renouncePermissions').catch(() => {})
    },

    messageProtocols: () => undefined,

    async signMessage({ address, message, protocol }) {
      const result = await call<{ signature?: string }>(provider, 'signMessage', {
        address,
        message,
        protocol: protocol === 'legacy' ? 'ECDSA' : 'BIP322',
      })
      if (typeof result?.signature !== 'string') throw new UnsupportedWalletFeatureError('signMessage')
      return result.signature
    },

    async signPsbt({ psbt, inputs }) {
      const signInputs = Object.fromEntries(inputs.map(({ address, indexes }) => [address, [...indexes]]))
      const result = await call<{ psbt?: string }>(provider, 'signPsbt', {
        psbt: toBase64(psbt),
        signInputs,
        broadcast: false,
      })
      const signed = typeof result?.psbt === 'string' ? fromBase64(result.psbt) : undefined
      if (!signed) throw new UnsupportedWalletFeatureError('signPsbt', { details: 'No PSBT returned' })
      return signed
    },

    async changeNetwork(chain) {
      if (!chain.satsConnectNetwork)
        throw new UnsupportedWalletFeatureError(`switching to ${chain.caipNetworkId}`)
      await call(provider, 'wallet_changeNetwork', { name: chain.satsConnectNetwork })
    },

    onAccountsChanged(listener) {
      const remove = provider.addListener?.('accountChange', () => {
        void connection.getAccounts().then(listener)
      })
      return () => remove?.()
    },
  }
  return connection
}

/** True when an error means "the wallet does not know this method or these params", not a refusal. */
export const isUnsupported = (error: unknown) => {
  const code = getErrorCode((error as { cause?: unknown })?.cause ?? error) ?? getErrorCode(error)
  return code === -32601 || code === -32602 || code === 4200
}
