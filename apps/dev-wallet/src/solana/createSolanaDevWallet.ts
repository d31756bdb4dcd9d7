import { ed25519 } from '@noble/curves/ed25519'
import { Connection, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import bs58 from 'bs58'
import { invalidParams, ProviderRpcError, toProviderError, userRejected } from '../errors.js'
import { icon as iconUri } from '../icon.js'
import { createPrompt } from '../prompt.js'
import { rememberedPermission } from '../rememberedPermission.js'
import type { DevWalletChain, DevWalletPolicy, DevWalletRequest } from '../types.js'
import { toKeypair } from './keys.js'
import { summarizeSolanaConnect, summarizeSolanaMessage, summarizeSolanaTransaction } from './summary.js'
import type { SolanaCommitment, SolanaDevWalletOptions } from './types.js'

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void
type SendOptions = {
  preflightCommitment?: SolanaCommitment
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

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

export const SOLANA_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const

const COMMITMENTS: readonly string[] = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]

const hasDocument = () => typeof document !== 'undefined'
const wsIcon = (): WalletIcon => {
  const svg = decodeURIComponent(iconUri.slice(iconUri.indexOf(',') + 1))
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/**
 * A keypair-backed Solana test wallet, exposed through the Wallet Standard with the solana features. Every
 * connect, signature and send goes through the same approve/reject prompt as the EVM dev wallet; a
 * rejection throws `ProviderRpcError` 4001.
 */
export function createSolanaDevWallet(options: SolanaDevWalletOptions): SolanaDevWallet {
  const keypair = toKeypair(options.secretKey)
  const address = keypair.publicKey.toBase58()
  const chains = [...options.chains] as IdentifierString[]
  const name = options.name ?? 'Portico Dev Wallet'
  let policy: DevWalletPolicy = options.policy ?? (hasDocument() ? 'prompt' : 'approve')
  let defaultPrompt: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  let connection: Connection | undefined
  const listeners = new Set<ChangeListener>()
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features: [...SOLANA_FEATURES] as IdentifierString[],
  })
  // The site's permission outlives the page when there is storage: a reload's silent connect finds the account.
  const permission = rememberedPermission(
    options.permissionStorage,
    `portico-dev-wallet.solana.permission.${address}`,
  )
  let authorized: WalletAccount[] = permission.read()?.includes(address) ? [account] : []

  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: authorized })
  }

  function ask(request: DevWalletRequest): Promise<boolean> {
    if (options.prompt) return options.prompt(request)
    if (!hasDocument()) return Promise.resolve(false)
    // prompt.ts prints the chain's id next to its name; a solana chain has a string id.
    const chain = {
      id: chains[0] as unknown as number,
      name: options.chainName ?? 'Solana Devnet',
      rpcUrl: '',
    }
    defaultPrompt ??= createPrompt(document, () => ({ address, chain: chain satisfies DevWalletChain, name }))
    return defaultPrompt(request)
  }

  async function consent(method: string, params: unknown, summary: string) {
    const approved =
      policy === 'approve' ? true : policy === 'reject' ? false : await ask({ method, params, summary })
    if (!approved) throw userRejected()
  }

  const requireAuthorized = (each: WalletAccount) => {
    if (!authorized.some((known) => known.address === each.address)) {
      throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
    }
  }
  const requireChain = (chain: string | undefined) => {
    if (chain !== undefined && !chains.includes(chain as IdentifierString)) {
      throw new ProviderRpcError(4901, `Unsupported chain ${chain}`)
    }
  }
  const origin = () => (typeof location === 'undefined' ? undefined : location.host)

  function readTransaction(bytes: Uint8Array): VersionedTransaction {
    let tx: VersionedTransaction
    try {
      tx = VersionedTransaction.deserialize(Uint8Array.from(bytes))
    } catch {
      throw invalidParams('not a serialized Solana transaction')
    }
    const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
    if (!signers.some((key) => key.equals(keypair.publicKey))) {
      throw invalidParams(`the transaction does not need a signature of ${address}`)
    }
    return tx
  }

  async function connect() {
    await consent('solana:connect', {}, summarizeSolanaConnect(address, origin()))
    authorized = [account]
    permission.write([address])
    emitChange()
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: wsIcon(),
    chains,
    get accounts() {
      return authorized
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect({ silent = false }: { silent?: boolean } = {}) {
          if (!silent && authorized.length === 0) await connect()
          return { accounts: authorized }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => disconnect() },
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
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const outputs = []
          for (const { account: each, message } of inputs) {
            requireAuthorized(each)
            const text = new TextDecoder().decode(message)
            await consent('solana_signMessage', { message: text }, summarizeSolanaMessage(text))
            const signature = ed25519.sign(message, keypair.secretKey.slice(0, 32))
            outputs.push({ signedMessage: message, signature, signatureType: 'ed25519' as const })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
        ) {
          for (const input of inputs) {
            requireAuthorized(input.account)
            requireChain(input.chain)
          }
          const txs = inputs.map((input) => readTransaction(input.transaction))
          const summary = txs.map((tx) => summarizeSolanaTransaction(tx, 'sign')).join('\n\n')
          await consent('solana_signTransaction', { count: txs.length }, summary)
          return txs.map((tx) => {
            tx.sign([keypair])
            return { signedTransaction: tx.serialize() }
          })
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: {
            account: WalletAccount
            transaction: Uint8Array
            chain: string
            options?: SendOptions
          }[]
        ) {
          const outputs = []
          for (const input of inputs) {
            requireAuthorized(input.account)
            requireChain(input.chain)
            const commitment = input.options?.preflightCommitment
            if (commitment !== undefined && !COMMITMENTS.includes(commitment)) {
              throw invalidParams(`unknown preflight commitment ${String(commitment)}`)
            }
            const tx = readTransaction(input.transaction)
            await consent('solana_signAndSendTransaction', {}, summarizeSolanaTransaction(tx, 'send'))
            tx.sign([keypair])
            connection ??= new Connection(options.rpcUrl, {
              commitment: 'confirmed',
              ...(options.wsUrl ? { wsEndpoint: options.wsUrl } : {}),
            })
            try {
              const signature = await connection.sendRawTransaction(tx.serialize(), {
                ...(commitment ? { preflightCommitment: commitment } : {}),
                ...(input.options?.skipPreflight !== undefined
                  ? { skipPreflight: input.options.skipPreflight }
                  : {}),
                ...(input.options?.maxRetries !== undefined ? { maxRetries: input.options.maxRetries } : {}),
              })
              outputs.push({ signature: bs58.decode(signature) })
            } catch (error) {
              throw toProviderError(error)
            }
          }
          return outputs
        },
      },
    },
  }

  function disconnect() {
    authorized = []
    permission.clear()
    emitChange()
  }

  return {
    wallet,
    address,
    publicKey: keypair.publicKey.toBytes(),
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
