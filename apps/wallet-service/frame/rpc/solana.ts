// Solana wallet methods, in the shapes the Solana adapter uses over WalletConnect: messages and signatures in
// base58, transactions in base64.
//   solana_signMessage            { message, pubkey }                  → { signature }
//   solana_signTransaction        { transaction, pubkey }              → { signature, transaction }
//   solana_signAllTransactions    { transactions }                     → { transactions }
//   solana_signAndSendTransaction { transaction, pubkey, sendOptions? } → { signature }
import { ed25519 } from '@noble/curves/ed25519'
import { solanaCommitments } from '@portico/embedded-wallet/protocol'
import bs58 from 'bs58'
import * as z from 'zod/mini'
import { fromBase64, toBase64 } from '../bytes.js'
import type { ChainRef } from '../chains.js'
import { FrameRequestError, InvalidParamsError, NotSupportedError } from '../errors.js'
import { addressOn, solanaKeyOf, type WalletKeys } from '../keys.js'
import type { RpcContext } from './context.js'
import { describeSolanaMessage, describeSolanaTransactions } from './describeSolana.js'
import {
  parseSolanaTransaction,
  type SolanaTransaction,
  SolanaTransactionError,
  withSignature,
} from './solanaTransaction.js'

type SolanaChain = Extract<ChainRef, { namespace: 'solana' }>

const base58 = z.string().check(z.maxLength(200_000), z.regex(/^[1-9A-HJ-NP-Za-km-z]*$/))
const base64 = z.string().check(z.maxLength(200_000), z.regex(/^[A-Za-z0-9+/]*={0,2}$/))

const schemas = {
  solana_signMessage: z.object({ message: base58, pubkey: z.optional(base58) }),
  solana_signTransaction: z.object({ transaction: base64, pubkey: z.optional(base58) }),
  solana_signAllTransactions: z.object({
    transactions: z.array(base64).check(z.minLength(1), z.maxLength(32)),
  }),
  solana_signAndSendTransaction: z.object({
    transaction: base64,
    pubkey: z.optional(base58),
    sendOptions: z.optional(
      z.object({
        skipPreflight: z.optional(z.boolean()),
        preflightCommitment: z.optional(z.enum(solanaCommitments)),
        maxRetries: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
        minContextSlot: z.optional(z.number().check(z.int(), z.minimum(0))),
      }),
    ),
  }),
}

function parse<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new InvalidParamsError(`Invalid params for ${method}`)
  return result.data
}

function deserialize(base64Text: string): SolanaTransaction {
  try {
    return parseSolanaTransaction(fromBase64(base64Text))
  } catch {
    throw new InvalidParamsError('The transaction cannot be read')
  }
}

/** Signs the message and puts the signature in the wallet's slot; returns the signature and the signed bytes. */
function sign(
  transaction: SolanaTransaction,
  keys: WalletKeys,
): { signature: Uint8Array; signed: Uint8Array } {
  if (!transaction.accountKeys.slice(0, transaction.requiredSignatures).includes(solanaKeyOf(keys).address))
    throw new InvalidParamsError('This wallet is not a signer of the transaction')
  const signature = ed25519.sign(transaction.message, solanaKeyOf(keys).secretKey)
  try {
    return { signature, signed: withSignature(transaction, solanaKeyOf(keys).address, signature) }
  } catch (error) {
    if (error instanceof SolanaTransactionError) throw new InvalidParamsError(error.message)
    throw error
  }
}

type SendOptions = NonNullable<z.infer<typeof schemas.solana_signAndSendTransaction>['sendOptions']>

/** `sendTransaction` on the network's RPC: the signed transaction in base64; answers its signature (base58). */
async function sendRawTransaction(
  rpcUrl: string,
  bytes: Uint8Array,
  options: SendOptions = {},
): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [toBase64(bytes), { encoding: 'base64', preflightCommitment: 'confirmed', ...options }],
    }),
  })
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown } }
    | undefined
  if (body?.error) {
    const { code, message } = body.error
    throw new FrameRequestError(typeof message === 'string' ? message : 'The transaction was refused', {
      ...(typeof code === 'number' && { code }),
    })
  }
  if (typeof body?.result !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,90}$/.test(body.result))
    throw new FrameRequestError(`The Solana RPC answered ${response.status} without a signature`)
  return body.result
}

export async function solanaRequest(
  chain: SolanaChain,
  method: string,
  params: unknown,
  context: RpcContext,
): Promise<unknown> {
  const own = addressOn(context.addresses, 'solana')
  const checkAccount = (pubkey: string | undefined) => {
    if (pubkey !== undefined && pubkey !== own)
      throw new FrameRequestError('The requested account is not this wallet', { code: 4100 })
  }
  const approve = (description: Parameters<RpcContext['approve']>[0]) =>
    context.approve(description, { method, chain })

  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parse(schemas.solana_signMessage, params, method)
      checkAccount(pubkey)
      const bytes = bs58.decode(message)
      await approve(describeSolanaMessage(bytes, context.strings))
      return context.withKeys((keys) => ({
        signature: bs58.encode(ed25519.sign(bytes, solanaKeyOf(keys).secretKey)),
      }))
    }
    case 'solana_signTransaction': {
      const { transaction, pubkey } = parse(schemas.solana_signTransaction, params, method)
      checkAccount(pubkey)
      const tx = deserialize(transaction)
      await approve(describeSolanaTransactions([tx], method, context.strings))
      return context.withKeys((keys) => {
        const { signature, signed } = sign(tx, keys)
        return { signature: bs58.encode(signature), transaction: toBase64(signed) }
      })
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parse(schemas.solana_signAllTransactions, params, method)
      const txs = transactions.map(deserialize)
      await approve(describeSolanaTransactions(txs, method, context.strings))
      return context.withKeys((keys) => ({
        transactions: txs.map((tx) => toBase64(sign(tx, keys).signed)),
      }))
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, pubkey, sendOptions } = parse(
        schemas.solana_signAndSendTransaction,
        params,
        method,
      )
      checkAccount(pubkey)
      const tx = deserialize(transaction)
      const { rpcUrl } = context.networks.require(chain)
      await approve(describeSolanaTransactions([tx], method, context.strings))
      const signed = await context.withKeys((keys) => sign(tx, keys).signed)
      return { signature: await sendRawTransaction(rpcUrl, signed, sendOptions) }
    }
    default:
      throw new NotSupportedError()
  }
}
