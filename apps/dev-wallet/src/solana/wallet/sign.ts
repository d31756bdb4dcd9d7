import { ed25519 } from '@noble/curves/ed25519'
import { Connection, VersionedTransaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { invalidParams, toProviderError } from '../../errors.js'
import { summarizeSolanaMessage, summarizeSolanaTransaction } from '../summary.js'
import type { SolanaCommitment } from '../types.js'
import { consent, requireAuthorized, requireChain } from './consent.js'
import type { SolanaWalletContext } from './context.js'

type SendOptions = {
  preflightCommitment?: SolanaCommitment
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

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

/** A serialized transaction that needs this wallet's signature; 'invalid params' otherwise. */
function readTransaction(context: SolanaWalletContext, bytes: Uint8Array): VersionedTransaction {
  let tx: VersionedTransaction
  try {
    tx = VersionedTransaction.deserialize(Uint8Array.from(bytes))
  } catch {
    throw invalidParams('not a serialized Solana transaction')
  }
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
  if (!signers.some((key) => key.equals(context.keypair.publicKey))) {
    throw invalidParams(`the transaction does not need a signature of ${context.address}`)
  }
  return tx
}

/** `solana:signMessage`: an ed25519 signature of each message, after consent to each. */
export async function signMessage(
  context: SolanaWalletContext,
  inputs: { account: WalletAccount; message: Uint8Array }[],
) {
  const outputs = []
  for (const { account: each, message } of inputs) {
    requireAuthorized(context, each)
    const text = new TextDecoder().decode(message)
    await consent(context, 'solana_signMessage', { message: text }, summarizeSolanaMessage(text))
    const signature = ed25519.sign(message, context.keypair.secretKey.slice(0, 32))
    outputs.push({ signedMessage: message, signature, signatureType: 'ed25519' as const })
  }
  return outputs
}

/** `solana:signTransaction`: every transaction signed after one consent to them all. */
export async function signTransaction(
  context: SolanaWalletContext,
  inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[],
) {
  for (const input of inputs) {
    requireAuthorized(context, input.account)
    requireChain(context, input.chain)
  }
  const txs = inputs.map((input) => readTransaction(context, input.transaction))
  const summary = txs.map((tx) => summarizeSolanaTransaction(tx, 'sign')).join('\n\n')
  await consent(context, 'solana_signTransaction', { count: txs.length }, summary)
  return txs.map((tx) => {
    tx.sign([context.keypair])
    return { signedTransaction: tx.serialize() }
  })
}

/** `solana:signAndSendTransaction`: each transaction signed after consent and sent to the wallet's RPC. */
export async function signAndSendTransaction(
  context: SolanaWalletContext,
  inputs: { account: WalletAccount; transaction: Uint8Array; chain: string; options?: SendOptions }[],
) {
  const { options } = context
  const outputs = []
  for (const input of inputs) {
    requireAuthorized(context, input.account)
    requireChain(context, input.chain)
    const commitment = input.options?.preflightCommitment
    if (commitment !== undefined && !COMMITMENTS.includes(commitment)) {
      throw invalidParams(`unknown preflight commitment ${String(commitment)}`)
    }
    const tx = readTransaction(context, input.transaction)
    await consent(context, 'solana_signAndSendTransaction', {}, summarizeSolanaTransaction(tx, 'send'))
    tx.sign([context.keypair])
    context.connection ??= new Connection(options.rpcUrl, {
      commitment: 'confirmed',
      ...(options.wsUrl ? { wsEndpoint: options.wsUrl } : {}),
    })
    try {
      const signature = await context.connection.sendRawTransaction(tx.serialize(), {
        ...(commitment ? { preflightCommitment: commitment } : {}),
        ...(input.options?.skipPreflight !== undefined ? { skipPreflight: input.options.skipPreflight } : {}),
        ...(input.options?.maxRetries !== undefined ? { maxRetries: input.options.maxRetries } : {}),
      })
      outputs.push({ signature: bs58.decode(signature) })
    } catch (error) {
      throw toProviderError(error)
    }
  }
  return outputs
}
