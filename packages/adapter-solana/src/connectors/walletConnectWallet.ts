import type { CaipNetworkId, RemoteWalletSession } from '@portico/core'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import bs58 from 'bs58'
import { Buffer } from 'buffer'
import {
  SIGN_ALL_TRANSACTIONS,
  SIGN_AND_SEND_TRANSACTION,
  SIGN_MESSAGE,
  SIGN_TRANSACTION,
} from './walletConnectRequirements.js'
import {
  type SendOptions,
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
} from './walletStandard.js'

// A plain wallet glyph, for a peer without an icon (the Wallet Standard requires one).
const fallbackIcon: WalletIcon = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="5" width="20" height="14" rx="3" fill="#3b99fc"/></svg>',
).toString('base64')}`

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))

/**
 * A signed transaction from the unsigned bytes and the wallet's signature: the signature goes in the slot of
 * `signer` among the transaction's required signers (legacy and versioned transactions share that layout).
 * On the adapter's path the import costs nothing: the signing action that asked has loaded @solana/web3.js.
 */
async function withSignature(
  transaction: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Promise<Uint8Array> {
  const { VersionedTransaction } = await import('@solana/web3.js')
  const tx = VersionedTransaction.deserialize(transaction)
  const required = tx.message.header.numRequiredSignatures
  const index = tx.message.staticAccountKeys
    .slice(0, required)
    .findIndex((key) => Buffer.from(key.toBytes()).equals(Buffer.from(signer)))
  if (index < 0) throw new Error('The signing account is not a signer of this transaction')
  tx.signatures[index] = signature
  return tx.serialize()
}

/** A wallet answers the signed transaction, or only its signature, which goes into the unsigned one. */
async function signedFrom(
  answer: { signature?: string; transaction?: string },
  transaction: Uint8Array,
  signer: Uint8Array,
): Promise<Uint8Array> {
  if (answer.transaction) return fromBase64(answer.transaction)
  return withSignature(transaction, signer, bs58.decode(answer.signature ?? ''))
}

/** A wallet's refusal: the session protocol's 5000 'user rejected' reads as EIP-1193's 4001, as for injected wallets. */
const asRefusal = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code === 5000) return { code: 4001, message: typeof message === 'string' ? message : 'User rejected.' }
  return error
}

/**
 * A Wallet Standard wallet over a remote wallet's session — a WalletConnect session, or the embedded wallet's
 * (same shape, connector id `ID_AUTH`) — so the adapter's connector path and every action work unchanged: `standard:connect` shares the session's accounts, `standard:events` reports its account changes
 * (none when the session ends), and each `solana:*` feature the wallet approved becomes its JSON-RPC method
 * (`solana_signMessage`, `solana_signTransaction` or `solana_signAllTransactions`,
 * `solana_signAndSendTransaction`). Messages and signatures travel in base58, transactions in base64.
 * `getChainId` names the chain of requests that carry none (a message signature): the adapter's network.
 *
 * @example
 * const wallet = createWalletConnectWallet(session, { getChainId: () => network.caipNetworkId })
 */
export function createWalletConnectWallet(
  session: RemoteWalletSession,
  { getChainId }: { getChainId: () => string },
): Wallet {
  const approved = (method: string) => session.getMethods().includes(method)
  const chains = () => session.getChains() as IdentifierString[]
  const chainOf = (chain?: string) => {
    const all = chains()
    if (chain && all.includes(chain as IdentifierString)) return chain
    const current = getChainId()
    return all.includes(current as IdentifierString) ? current : (all[0] ?? current)
  }
  const request = async <result>(method: string, params: unknown, chain?: string): Promise<result> => {
    try {
      return await session.request<result>({ chainId: chainOf(chain) as CaipNetworkId, method, params })
    } catch (error) {
      throw asRefusal(error)
    }
  }

  const features: IdentifierString[] = [
    ...(approved(SIGN_MESSAGE) ? [SolanaSignMessage] : []),
    ...(approved(SIGN_TRANSACTION) || approved(SIGN_ALL_TRANSACTIONS) ? [SolanaSignTransaction] : []),
    ...(approved(SIGN_AND_SEND_TRANSACTION) ? [SolanaSignAndSendTransaction] : []),
  ] as IdentifierString[]

  const toAccounts = (caip10: readonly string[]): WalletAccount[] => {
    const byAddress = new Map<string, IdentifierString[]>()
    for (const account of caip10) {
      const [namespace, reference, address] = account.split(':')
      if (namespace !== 'solana' || !reference || !address) continue
      const list = byAddress.get(address) ?? []
      list.push(`solana:${reference}`)
      byAddress.set(address, list)
    }
    return [...byAddress].map(([address, accountChains]) =>
      Object.freeze({ address, publicKey: bs58.decode(address), chains: accountChains, features }),
    )
  }

  async function signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<{ signedTransaction: Uint8Array }[]> {
    const first = inputs[0]
    if (first && approved(SIGN_ALL_TRANSACTIONS) && (inputs.length > 1 || !approved(SIGN_TRANSACTION))) {
      const { transactions } = await request<{ transactions: string[] }>(
        SIGN_ALL_TRANSACTIONS,
        { transactions: inputs.map((input) => toBase64(input.transaction)) },
        first.chain,
      )
      return transactions.map((signed) => ({ signedTransaction: fromBase64(signed) }))
    }
    const outputs: { signedTransaction: Uint8Array }[] = []
    for (const { account, transaction, chain } of inputs) {
      const answer = await request<{ signature?: string; transaction?: string }>(
        SIGN_TRANSACTION,
        { transaction: toBase64(transaction), pubkey: account.address },
        chain,
      )
      outputs.push({
        signedTransaction: await signedFrom(answer, transaction, account.publicKey as Uint8Array),
      })
    }
    return outputs
  }

  return {
    version: '1.0.0',
    name: session.peer.name,
    icon: (session.peer.icon?.startsWith('data:image/') ? session.peer.icon : fallbackIcon) as WalletIcon,
    get chains() {
      return chains()
    },
    get accounts() {
      return toAccounts(session.getAccounts())
    },
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        connect: async () => ({ accounts: toAccounts(session.getAccounts()) }),
      },
      // Ending a WalletConnect connection (or an e-mail login) is core's to do.
      [StandardDisconnect]: { version: '1.0.0', disconnect: async () => {} },
      [StandardEvents]: {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) {
          return session.subscribe((event) => {
            if (event.type === 'accountsChanged') listener({ accounts: toAccounts(event.accounts) })
            else if (event.type === 'deleted') listener({ accounts: [] })
          })
        },
      },
      ...(approved(SIGN_MESSAGE) && {
        [SolanaSignMessage]: {
          version: '1.0.0',
          async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
            const outputs: { signedMessage: Uint8Array; signature: Uint8Array }[] = []
            for (const { account, message } of inputs) {
              const { signature } = await request<{ signature: string }>(SIGN_MESSAGE, {
                message: bs58.encode(message),
                pubkey: account.address,
              })
              outputs.push({ signedMessage: message, signature: bs58.decode(signature) })
            }
            return outputs
          },
        },
      }),
      ...((approved(SIGN_TRANSACTION) || approved(SIGN_ALL_TRANSACTIONS)) && {
        [SolanaSignTransaction]: {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction,
        },
      }),
      ...(approved(SIGN_AND_SEND_TRANSACTION) && {
        [SolanaSignAndSendTransaction]: {
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
            const outputs: { signature: Uint8Array }[] = []
            for (const { account, transaction, chain, options } of inputs) {
              const { signature } = await request<{ signature: string }>(
                SIGN_AND_SEND_TRANSACTION,
                {
                  transaction: toBase64(transaction),
                  pubkey: account.address,
                  ...(options && { sendOptions: options }),
                },
                chain,
              )
              outputs.push({ signature: bs58.decode(signature) })
            }
            return outputs
          },
        },
      }),
    },
  }
}
