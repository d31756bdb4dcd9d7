import type { Wallet } from '@wallet-standard/base'
import type { DevWalletPolicy } from '../types.js'
import { registerOnWindow, walletStandardIcon } from '../walletStandard.js'
import type { SolanaDevWalletOptions } from './types.js'
import { connect, disconnect } from './wallet/consent.js'
import { type ChangeListener, createSolanaWalletContext } from './wallet/context.js'
import { signAndSendTransaction, signMessage, signTransaction } from './wallet/sign.js'

export { SOLANA_FEATURES } from './wallet/context.js'

export type SolanaDevWallet = {
  /** The Wallet Standard wallet: `solana:signMessage`, `solana:signTransaction`, `solana:signAndSendTransaction`, `standard:*`. */
  wallet: Wallet
  address: string
  publicKey: Uint8Array
  setPolicy(policy: DevWalletPolicy): void
  /** Registers with the page's Wallet Standard registry, or with `api` (e.g. a test registry). */
  register(api?: { register(...wallets: Wallet[]): () => void }): () => void
  /** Forgets the authorization and emits `change` with no accounts. */
  disconnect(): void
}

/**
 * A keypair-backed Solana test wallet, exposed through the Wallet Standard with the solana features. Every
 * connect, signature and send goes through the same approve/reject prompt as the EVM dev wallet; a
 * rejection throws `ProviderRpcError` 4001. Its steps live under `wallet/`: consent and authorization
 * (`consent.ts`), signing and sending (`sign.ts`), over one context (`context.ts`).
 */
export function createSolanaDevWallet(options: SolanaDevWalletOptions): SolanaDevWallet {
  const context = createSolanaWalletContext(options)
  const { keypair, address, chains, listeners } = context

  const wallet: Wallet = {
    version: '1.0.0',
    name: context.name,
    icon: walletStandardIcon(),
    chains,
    get accounts() {
      return context.authorized
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect({ silent = false }: { silent?: boolean } = {}) {
          if (!silent && context.authorized.length === 0) await connect(context)
          return { accounts: context.authorized }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => disconnect(context) },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: ChangeListener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs: Parameters<typeof signMessage>[1]) => signMessage(context, inputs),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: Parameters<typeof signTransaction>[1]) =>
          signTransaction(context, inputs),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: Parameters<typeof signAndSendTransaction>[1]) =>
          signAndSendTransaction(context, inputs),
      },
    },
  }

  return {
    wallet,
    address,
    publicKey: keypair.publicKey.toBytes(),
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
