import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { ProviderRpcError } from '../errors.js'
import type { BitcoinDevWallet } from './createBitcoinDevWallet.js'

/** sats-connect's code for a refusal (`RpcErrorCode.USER_REJECTION`). */
const USER_REJECTION = -32000

type Envelope = { jsonrpc: '2.0'; id: string } & (
  | { result: unknown }
  | { error: { code: number; message: string } }
)

export type SatsConnectDevProvider = {
  request(method: string, params?: unknown): Promise<Envelope>
  addListener(event: string, listener: () => void): () => void
}

type ConnectFeature = {
  connect(input: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }>
}
type SignMessageFeature = {
  signMessage(input: {
    account: WalletAccount
    message: Uint8Array
    protocol?: string
  }): Promise<readonly { signature: Uint8Array }[]>
}
type SignPsbtFeature = {
  signPsbt(input: {
    psbt: Uint8Array
    chain: IdentifierString
    inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
  }): Promise<readonly { signedPsbt: Uint8Array }[]>
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/**
 * The same wallet behind a sats-connect-style provider (`request(method, params)` answering JSON-RPC
 * envelopes): `getAccounts`, `wallet_getAccount`, `signMessage` (BIP322 / ECDSA), `signPsbt`,
 * `wallet_renouncePermissions`. Refusals answer sats-connect's -32000.
 */
export function createSatsConnectProvider(dev: BitcoinDevWallet): SatsConnectDevProvider {
  const { wallet } = dev
  const feature = <T>(name: string) => wallet.features[name as IdentifierString] as T
  let id = 0
  const describe = (account: WalletAccount) => {
    const purpose = account.address === dev.ordinals.address ? 'ordinals' : 'payment'
    return {
      address: account.address,
      publicKey: purpose === 'ordinals' ? dev.ordinals.publicKey : dev.payment.publicKey,
      purpose,
      addressType: purpose === 'ordinals' ? 'p2tr' : 'p2wpkh',
    }
  }
  const accountOf = (address: unknown) => {
    const account = wallet.accounts.find((each) => each.address === address)
    if (!account) throw new ProviderRpcError(4100, `Not an authorized address: ${String(address)}`)
    return account
  }

  async function handle(method: string, params: Record<string, unknown>): Promise<unknown> {
    switch (method) {
      case 'getAccounts': {
        const purposes = Array.isArray(params.purposes) ? (params.purposes as string[]) : ['payment']
        const { accounts } = await feature<ConnectFeature>('bitcoin:connect').connect({ purposes })
        return accounts.map(describe)
      }
      case 'wallet_getAccount':
        if (wallet.accounts.length === 0) throw new ProviderRpcError(4100, 'Not connected')
        return { addresses: wallet.accounts.map(describe) }
      case 'wallet_renouncePermissions':
        dev.disconnect()
        return null
      case 'signMessage': {
        const account = accountOf(params.address)
        const protocol = params.protocol === 'ECDSA' ? 'legacy' : 'bip322-simple'
        const message = new TextEncoder().encode(String(params.message ?? ''))
        const [output] = await feature<SignMessageFeature>('bitcoin:signMessage').signMessage({
          account,
          message,
          protocol,
        })
        return {
          signature: toBase64(output!.signature),
          address: account.address,
          protocol: params.protocol ?? 'BIP322',
        }
      }
      case 'signPsbt': {
        const signInputs = (params.signInputs ?? {}) as Record<string, number[]>
        const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({
          account: accountOf(address),
          signingIndexes,
        }))
        const [output] = await feature<SignPsbtFeature>('bitcoin:signPsbt').signPsbt({
          psbt: fromBase64(String(params.psbt)),
          chain: wallet.chains[0] as IdentifierString,
          inputsToSign,
        })
        return { psbt: toBase64(output!.signedPsbt) }
      }
      default:
        throw new ProviderRpcError(-32601, `Method not found: ${method}`)
    }
  }

  return {
    async request(method, params) {
      const envelope = { jsonrpc: '2.0' as const, id: String(++id) }
      try {
        return { ...envelope, result: await handle(method, (params ?? {}) as Record<string, unknown>) }
      } catch (error) {
        const code = error instanceof ProviderRpcError ? error.code : -32603
        const message = error instanceof Error ? error.message : String(error)
        return { ...envelope, error: { code: code === 4001 ? USER_REJECTION : code, message } }
      }
    },
    addListener(event, listener) {
      if (event !== 'accountChange') return () => {}
      const events = wallet.features['standard:events'] as { on(e: 'change', l: () => void): () => void }
      return events.on('change', listener)
    },
  }
}
