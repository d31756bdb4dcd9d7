import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { ProviderRpcError, userRejected } from '../errors.js'
import { icon as iconUri } from '../icon.js'
import { createPrompt } from '../prompt.js'
import { rememberedPermission } from '../rememberedPermission.js'
import type { DevWalletChain, DevWalletPolicy, DevWalletRequest } from '../types.js'
import { bitcoinDevPrivateKey, deriveKeys, fromHex } from './keys.js'
import { signMessageWith } from './signMessage.js'
import { readPsbt, signPsbtInputs } from './signPsbt.js'
import { summarizeBitcoinConnect, summarizeBitcoinMessage, summarizePsbt } from './summary.js'
import type { BitcoinDevWalletAccount, BitcoinDevWalletOptions, BitcoinMessageProtocol } from './types.js'

type Purpose = 'payment' | 'ordinals'
type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

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

const hasDocument = () => typeof document !== 'undefined'
const wsIcon = (): WalletIcon => {
  const svg = decodeURIComponent(iconUri.slice(iconUri.indexOf(',') + 1))
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/**
 * A key-backed Bitcoin test wallet for a regtest chain, exposed through the Wallet Standard with the
 * bitcoin features. Every connect, signature and PSBT goes through the same approve/reject prompt as the
 * EVM dev wallet; a rejection throws `ProviderRpcError` 4001.
 */
export function createBitcoinDevWallet(options: BitcoinDevWalletOptions): BitcoinDevWallet {
  const { network } = options
  const keys = deriveKeys(network, options.privateKey ?? bitcoinDevPrivateKey, options.ordinalsPrivateKey)
  const chains = [...options.chains] as IdentifierString[]
  const protocols: readonly BitcoinMessageProtocol[] = options.messageProtocols ?? ['bip322-simple', 'legacy']
  const name = options.name ?? 'Portico Dev Wallet'
  const symbol = options.symbol ?? 'BTC'
  let policy: DevWalletPolicy = options.policy ?? (hasDocument() ? 'prompt' : 'approve')
  let defaultPrompt: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  const listeners = new Set<ChangeListener>()

  const walletAccounts: Record<Purpose, WalletAccount> = {
    payment: toWalletAccount(keys.payment.address, keys.payment.publicKey, chains),
    ordinals: toWalletAccount(keys.ordinals.address, keys.ordinals.publicKey, chains),
  }
  const accountsOf = (purposes: readonly string[]) =>
    purposes
      .filter((purpose): purpose is Purpose => purpose === 'payment' || purpose === 'ordinals')
      .map((purpose) => walletAccounts[purpose])
  // The site's permission (the purposes it was given) outlives the page when there is storage, so a reload
  // finds the same accounts without asking.
  const permission = rememberedPermission(
    options.permissionStorage,
    `portico-dev-wallet.bitcoin.permission.${keys.payment.address}`,
  )
  let authorized: WalletAccount[] = accountsOf(permission.read() ?? [])
  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: authorized })
  }

  function ask(request: DevWalletRequest): Promise<boolean> {
    if (options.prompt) return options.prompt(request)
    if (!hasDocument()) return Promise.resolve(false)
    // prompt.ts prints the chain's id next to its name; a bip122 chain has a string id, not a number.
    const chain = {
      id: chains[0] as unknown as number,
      name: options.chainName ?? 'Bitcoin Regtest',
      rpcUrl: '',
    }
    defaultPrompt ??= createPrompt(document, () => ({
      address: keys.payment.address,
      chain: chain satisfies DevWalletChain,
      name,
    }))
    return defaultPrompt(request)
  }

  async function consent(method: string, params: unknown, summary: string) {
    const approved =
      policy === 'approve' ? true : policy === 'reject' ? false : await ask({ method, params, summary })
    if (!approved) throw userRejected()
  }

  const requireAuthorized = (account: WalletAccount) => {
    if (!authorized.some((each) => each.address === account.address)) {
      throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
    }
  }
  const origin = () => (typeof location === 'undefined' ? undefined : location.host)

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: wsIcon(),
    chains,
    get accounts() {
      return authorized
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect },
      'bitcoin:signMessage': {
        version: '1.0.0',
        protocols: protocols,
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array; protocol?: string }[]) {
          const outputs = []
          for (const { account, message, protocol = protocols[0] } of inputs) {
            requireAuthorized(account)
            if (!protocols.includes(protocol as BitcoinMessageProtocol)) {
              throw new ProviderRpcError(-32602, `Invalid parameters: unsupported protocol ${protocol}`)
            }
            const text = new TextDecoder().decode(message)
            await consent(
              'bitcoin:signMessage',
              { address: account.address, message: text, protocol },
              summarizeBitcoinMessage(text, protocol as string),
            )
            const signature = signMessageWith(
              keys,
              account.address,
              message,
              protocol as BitcoinMessageProtocol,
              network,
            )
            outputs.push({ signedMessage: message, signature })
          }
          return outputs
        },
      },
      'bitcoin:signPsbt': { version: '1.0.0', signPsbt: signPsbts },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction: signPsbts },
      'standard:connect': {
        version: '1.0.0',
        async connect({ silent = false }: { silent?: boolean } = {}) {
          if (!silent && authorized.length === 0) await connect({ purposes: ['payment', 'ordinals'] })
          return { accounts: authorized }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          disconnect()
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

  /** `bitcoin:connect`: the accounts of the purposes asked for, in that order. */
  async function connect({ purposes }: { purposes: readonly Purpose[] }) {
    const accounts = accountsOf(purposes)
    const summary = summarizeBitcoinConnect(
      accounts.map((account) => account.address),
      origin(),
    )
    await consent('bitcoin:connect', { purposes }, summary)
    authorized = accounts
    permission.write(purposes.filter((purpose) => purpose in walletAccounts))
    emitChange()
    return { accounts }
  }

  async function signPsbts(
    ...inputs: {
      psbt: Uint8Array
      chain: string
      inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
    }[]
  ) {
    const outputs = []
    for (const { psbt: bytes, chain, inputsToSign } of inputs) {
      if (!chains.includes(chain as IdentifierString)) {
        throw new ProviderRpcError(4901, `Unsupported chain ${chain}`)
      }
      for (const { account } of inputsToSign) requireAuthorized(account)
      const { psbt, summary } = readPsbt(Uint8Array.from(bytes), network)
      const own = [keys.payment.address, keys.ordinals.address]
      await consent('bitcoin:signPsbt', { chain, inputsToSign }, summarizePsbt(summary, own, symbol))
      const requests = inputsToSign.map(({ account, signingIndexes }) => ({
        address: account.address,
        indexes: signingIndexes,
      }))
      outputs.push({ signedPsbt: signPsbtInputs(psbt, keys, requests) })
    }
    return outputs
  }

  function disconnect() {
    authorized = []
    permission.clear()
    emitChange()
  }

  return {
    wallet,
    payment: { address: keys.payment.address, publicKey: keys.payment.publicKey, purpose: 'payment' },
    ordinals: { address: keys.ordinals.address, publicKey: keys.ordinals.publicKey, purpose: 'ordinals' },
    setPolicy(next) {
      policy = next
    },
    register(api) {
      if (api) return api.register(wallet)
      return registerOnWindow(wallet)
    },
    disconnect,
  }
}

function toWalletAccount(address: string, publicKey: string, chains: IdentifierString[]): WalletAccount {
  return Object.freeze({
    address,
    publicKey: fromHex(publicKey),
    chains,
    features: ['bitcoin:signPsbt', 'bitcoin:signTransaction', 'bitcoin:signMessage'] as IdentifierString[],
  })
}

/** The Wallet Standard's window handshake (what `@wallet-standard/wallet`'s `registerWallet` does). */
function registerOnWindow(wallet: Wallet): () => void {
  let unregister: (() => void) | undefined
  const callback = ({ register }: { register(...wallets: Wallet[]): () => void }) => {
    unregister ??= register(wallet)
  }
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  const onReady = (event: Event) => callback((event as CustomEvent).detail)
  window.addEventListener('wallet-standard:app-ready', onReady)
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onReady)
    unregister?.()
  }
}
