import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { UnsupportedWalletFeatureError } from '../errors/connector.js'
import { toWalletError } from '../errors/toWalletError.js'

export const SolanaSignMessage = 'solana:signMessage'
export const SolanaSignTransaction = 'solana:signTransaction'
export const SolanaSignAndSendTransaction = 'solana:signAndSendTransaction'
export const StandardConnect = 'standard:connect'
export const StandardDisconnect = 'standard:disconnect'
export const StandardEvents = 'standard:events'

export type SendOptions = {
  preflightCommitment?: string | undefined
  skipPreflight?: boolean | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/** What the adapter needs from one Solana wallet. */
export type SolanaWalletConnection = {
  wallet: Wallet
  connect(silent: boolean): Promise<readonly WalletAccount[]>
  disconnect(): Promise<void>
  onAccountsChanged(listener: (accounts: readonly WalletAccount[]) => void): () => void
  has(feature: string): boolean
  signMessage(account: WalletAccount, message: Uint8Array): Promise<Uint8Array>
  signTransactions(account: WalletAccount, transactions: Uint8Array[], chain: string): Promise<Uint8Array[]>
  signAndSendTransaction(
    account: WalletAccount,
    transaction: Uint8Array,
    chain: string,
    options: SendOptions,
  ): Promise<Uint8Array>
}

type Features = {
  [StandardConnect]: {
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  [StandardDisconnect]?: { disconnect(): Promise<void> }
  [StandardEvents]?: {
    on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
  }
  [SolanaSignMessage]?: {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<{ signature: Uint8Array }[]>
  }
  [SolanaSignTransaction]?: {
    signTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
    ): Promise<{ signedTransaction: Uint8Array }[]>
  }
  [SolanaSignAndSendTransaction]?: {
    signAndSendTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string; options?: SendOptions }[]
    ): Promise<{ signature: Uint8Array }[]>
  }
}

/** A Wallet Standard wallet that can connect and do at least one solana thing. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = Object.keys(wallet.features)
  return (
    features.includes(StandardConnect) &&
    (wallet.chains.some((chain) => chain.startsWith('solana:')) ||
      features.some((feature) => feature.startsWith('solana:')))
  )
}

const call = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run()
  } catch (error) {
    throw toWalletError(error)
  }
}

/** The adapter's view of a Wallet Standard wallet; wallet errors become core errors (4001 kept). */
export function walletStandardConnection(wallet: Wallet): SolanaWalletConnection {
  const features = wallet.features as unknown as Features
  const need = <K extends keyof Features>(feature: K): NonNullable<Features[K]> => {
    const found = features[feature]
    if (!found) throw new UnsupportedWalletFeatureError(feature)
    return found as NonNullable<Features[K]>
  }
  return {
    wallet,
    has: (feature) => feature in wallet.features,
    connect: (silent) =>
      call(async () => (await need(StandardConnect).connect(silent ? { silent: true } : undefined)).accounts),
    disconnect: () => call(async () => features[StandardDisconnect]?.disconnect()),
    onAccountsChanged(listener) {
      return (
        features[StandardEvents]?.on('change', ({ accounts }) => {
          if (accounts) listener(accounts)
        }) ?? (() => {})
      )
    },
    signMessage: (account, message) =>
      call(async () => {
        const [output] = await need(SolanaSignMessage).signMessage({ account, message })
        if (!output) throw new UnsupportedWalletFeatureError(SolanaSignMessage, { details: 'no signature' })
        return output.signature
      }),
    signTransactions: (account, transactions, chain) =>
      call(async () => {
        const outputs = await need(SolanaSignTransaction).signTransaction(
          ...transactions.map((transaction) => ({ account, transaction, chain })),
        )
        return outputs.map((output) => output.signedTransaction)
      }),
    signAndSendTransaction: (account, transaction, chain, options) =>
      call(async () => {
        const [output] = await need(SolanaSignAndSendTransaction).signAndSendTransaction({
          account,
          transaction,
          chain,
          options,
        })
        if (!output) throw new UnsupportedWalletFeatureError(SolanaSignAndSendTransaction)
        return output.signature
      }),
  }
}
