import type { Account } from '@portico/core'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { UnsupportedWalletFeatureError } from '../errors/connector.js'
import { toWalletError } from '../errors/toWalletError.js'
import { toBase64, toHex, utf8 } from '../utils/bytes.js'
import { toAccount } from '../utils/toAccount.js'
import type { BitcoinWalletConnection } from './types.js'

// Feature names: Exodus's bitcoin-wallet-standard (connect, signTransaction, signMessage) and `signPsbt`.
export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignPsbt = 'bitcoin:signPsbt'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
export const BitcoinSignMessage = 'bitcoin:signMessage'

type Purpose = 'payment' | 'ordinals'
type ConnectFeature = {
  connect(input: { purposes: Purpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
}
type SignPsbtInput = {
  psbt: Uint8Array
  chain: IdentifierString
  inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
}
type SignPsbtFeature = {
  signPsbt?(...inputs: SignPsbtInput[]): Promise<readonly { signedPsbt: Uint8Array }[]>
  signTransaction?(...inputs: SignPsbtInput[]): Promise<readonly { signedPsbt: Uint8Array }[]>
}
type SignMessageFeature = {
  /** Not in the Exodus standard: the protocols a wallet offers; without it, legacy is assumed. */
  protocols?: readonly string[]
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: string }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
type EventsFeature = {
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
}

/** True for a Wallet Standard wallet that can connect Bitcoin accounts and sign PSBTs. */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return (
    BitcoinConnect in wallet.features &&
    (BitcoinSignPsbt in wallet.features || BitcoinSignTransaction in wallet.features)
  )
}

/** A Wallet Standard wallet as a `BitcoinWalletConnection`. */
export function walletStandardConnection(wallet: Wallet): BitcoinWalletConnection {
  const feature = <T>(name: string) => wallet.features[name as IdentifierString] as T | undefined
  // The purpose each address was connected for (the wallet answers in the order of the purposes asked).
  const purposes = new Map<string, Purpose>()
  const accountOf = (address: string) => {
    const found = wallet.accounts.find((account) => account.address === address)
    if (!found)
      throw new UnsupportedWalletFeatureError(`the address ${address}`, {
        details: 'Not one of its accounts',
      })
    return found
  }
  const toAccounts = (accounts: readonly WalletAccount[]) =>
    accounts.map((account) =>
      toAccount(
        account.address,
        account.publicKey.length ? toHex(Uint8Array.from(account.publicKey)) : undefined,
        purposes.get(account.address),
      ),
    )

  return {
    async connect() {
      const connect = feature<ConnectFeature>(BitcoinConnect)
      if (!connect) throw new UnsupportedWalletFeatureError(BitcoinConnect)
      const asked: Purpose[] = ['payment', 'ordinals']
      const { accounts } = await connect.connect({ purposes: asked }).catch((error: unknown) => {
        throw toWalletError(error)
      })
      if (accounts.length === asked.length) {
        for (const [i, account] of accounts.entries()) purposes.set(account.address, asked[i] as Purpose)
      }
      return toAccounts(accounts)
    },

    async getAccounts() {
      return toAccounts(wallet.accounts)
    },

    async disconnect() {
      const disconnect = feature<{ disconnect(): Promise<void> }>('standard:disconnect')
      purposes.clear()
      await disconnect?.disconnect().catch(() => {})
    },

    messageProtocols() {
      const sign = feature<SignMessageFeature>(BitcoinSignMessage)
      if (!sign) return []
      const declared = sign.protocols ?? ['legacy']
      return (['bip322-simple', 'legacy'] as const).filter((protocol) => declared.includes(protocol))
    },

    async signMessage({ address, message, protocol }) {
      const sign = feature<SignMessageFeature>(BitcoinSignMessage)
      if (!sign) throw new UnsupportedWalletFeatureError(BitcoinSignMessage)
      const account = accountOf(address)
      const input = { account, message: utf8(message), ...(sign.protocols ? { protocol } : {}) }
      const [output] = await sign.signMessage(input).catch((error: unknown) => {
        throw toWalletError(error)
      })
      if (!output)
        throw new UnsupportedWalletFeatureError(BitcoinSignMessage, { details: 'No signature returned' })
      return toBase64(Uint8Array.from(output.signature))
    },

    async signPsbt({ psbt, inputs, chain }) {
      const sign =
        feature<SignPsbtFeature>(BitcoinSignPsbt) ?? feature<SignPsbtFeature>(BitcoinSignTransaction)
      const method = sign?.signPsbt?.bind(sign) ?? sign?.signTransaction?.bind(sign)
      if (!method) throw new UnsupportedWalletFeatureError(BitcoinSignPsbt)
      const walletChain = (chain.walletChains.find((id) => wallet.chains.includes(id as IdentifierString)) ??
        chain.walletChains[0] ??
        chain.caipNetworkId) as IdentifierString
      const inputsToSign = inputs.map(({ address, indexes }) => ({
        account: accountOf(address),
        signingIndexes: [...indexes],
      }))
      const [output] = await method({ psbt, chain: walletChain, inputsToSign }).catch((error: unknown) => {
        throw toWalletError(error)
      })
      if (!output) throw new UnsupportedWalletFeatureError(BitcoinSignPsbt, { details: 'No PSBT returned' })
      return Uint8Array.from(output.signedPsbt)
    },

    onAccountsChanged(listener: (accounts: Account[]) => void) {
      const events = feature<EventsFeature>('standard:events')
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (accounts) listener(toAccounts(accounts))
      })
    },
  }
}
