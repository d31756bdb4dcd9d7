import type { Wallet } from '@wallet-standard/base'
import type { DevWalletPolicy } from '../types.js'
import { registerOnWindow, walletStandardIcon } from '../walletStandard.js'
import type { BitcoinDevWalletAccount, BitcoinDevWalletOptions } from './types.js'
import { connect, disconnect } from './wallet/consent.js'
import { type ChangeListener, createBitcoinWalletContext } from './wallet/context.js'
import { signMessage, signPsbts } from './wallet/sign.js'

export type BitcoinDevWallet = {
  /** The Wallet Standard wallet: `bitcoin:connect`, `bitcoin:signPsbt` (and `bitcoin:signTransaction`), `bitcoin:signMessage`, `standard:*`. */
  wallet: Wallet
  payment: BitcoinDevWalletAccount
  ordinals: BitcoinDevWalletAccount
  setPolicy(policy: DevWalletPolicy): void
  /** Registers with the page's Wallet Standard registry, or with `api` (e.g. `getWallets()` in Node). */
  register(api?: { register(...wallets: Wallet[]): () => void }): () => void
  /** Forgets the authorization and emits `change` with no accounts. */
  disconnect(): void
}

/**
 * A key-backed Bitcoin test wallet for a regtest chain, exposed through the Wallet Standard with the
 * bitcoin features. Every connect, signature and PSBT goes through the same approve/reject prompt as the
 * EVM dev wallet; a rejection throws `ProviderRpcError` 4001. Its steps live under `wallet/`: consent and
 * authorization (`consent.ts`), message and PSBT signing (`sign.ts`), over one context (`context.ts`).
 */
export function createBitcoinDevWallet(options: BitcoinDevWalletOptions): BitcoinDevWallet {
  const context = createBitcoinWalletContext(options)
  const { keys, listeners } = context
  const sign = async (...inputs: Parameters<typeof signPsbts>[1]) => signPsbts(context, inputs)

  const wallet: Wallet = {
    version: '1.0.0',
    name: context.name,
    icon: walletStandardIcon(),
    chains: context.chains,
    get accounts() {
      return context.authorized
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: (parameters: Parameters<typeof connect>[1]) => connect(context, parameters),
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        protocols: context.protocols,
        signMessage: async (...inputs: Parameters<typeof signMessage>[1]) => signMessage(context, inputs),
      },
      'bitcoin:signPsbt': { version: '1.0.0', signPsbt: sign },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction: sign },
      'standard:connect': {
        version: '1.0.0',
        async connect({ silent = false }: { silent?: boolean } = {}) {
          if (!silent && context.authorized.length === 0)
            await connect(context, { purposes: ['payment', 'ordinals'] })
          return { accounts: context.authorized }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          disconnect(context)
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: ChangeListener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }

  return {
    wallet,
    payment: { address: keys.payment.address, publicKey: keys.payment.publicKey, purpose: 'payment' },
    ordinals: { address: keys.ordinals.address, publicKey: keys.ordinals.publicKey, purpose: 'ordinals' },
    setPolicy(next) {
      context.policy = next
    },
    register(api) {
      if (api) return api.register(wallet)
      return registerOnWindow(wallet)
    },
    disconnect: () => disconnect(context),
  }
}
