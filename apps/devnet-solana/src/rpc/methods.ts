import { PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { type Chain, PreflightError, type TransactionRecord } from '../chain.js'
import { readMint, readTokenAccount, TOKEN_PROGRAM_ID, uiTokenAmount } from '../tokenAccounts.js'
import { blockMethods } from './block.js'
import { type Encoding, encodeAccount } from './encode.js'
import { encodeRecord, signatureStatus, supportedVersion } from './encodeTransaction.js'
import { getProgramAccounts } from './programAccounts.js'
import {
  accountEncoding,
  type Config,
  config,
  dataSlice,
  invalid,
  type Method,
  type MethodContext,
  mintDecimals,
  pubkey,
  RpcError,
  withContext,
} from './rpcParams.js'

export { type MethodContext, RpcError } from './rpcParams.js'

function decode(data: unknown, encoding: unknown): Uint8Array {
  if (typeof data !== 'string') throw invalid('expected an encoded string')
  if (encoding === 'base64') return Buffer.from(data, 'base64')
  if (encoding === undefined || encoding === 'base58') return bs58.decode(data)
  throw invalid(`unsupported encoding ${String(encoding)}`)
}

function transaction(data: unknown, encoding: unknown): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(decode(data, encoding))
  } catch (error) {
    if (error instanceof RpcError) throw error
    throw invalid('failed to deserialize the transaction')
  }
}

function account(chain: Chain, address: string, options: Config) {
  const encoding = accountEncoding(options)
  return encodeAccount(chain.getAccount(address), encoding, mintDecimals(chain), dataSlice(options))
}

function tokenAccountsByOwner(params: unknown[], { chain }: MethodContext) {
  const owner = pubkey(params[0])
  const filter = (params[1] ?? {}) as { mint?: string; programId?: string }
  if (filter.mint === undefined && filter.programId === undefined) throw invalid('expected mint or programId')
  if (filter.programId !== undefined && filter.programId !== TOKEN_PROGRAM_ID) {
    return withContext(chain, [])
  }
  const mint = filter.mint === undefined ? undefined : pubkey(filter.mint)
  const options = config(params, 2)
  const found = chain.tokenAccountsOf(owner, mint).map(({ address }) => ({
    pubkey: address,
    account: account(chain, address, options),
  }))
  return withContext(chain, found)
}

/** The JSON-RPC methods served, by name. */
export const methods: Record<string, Method> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.1.0', 'feature-set': 0 }),
  getGenesisHash: (_, { genesisHash }) => genesisHash,
  getSlot: (_, { chain }) => chain.getSlot(),
  getBlockHeight: (_, { chain }) => chain.getSlot(),
  getEpochInfo: (_, { chain }) => ({
    absoluteSlot: chain.getSlot(),
    blockHeight: chain.getSlot(),
    epoch: 0,
    slotIndex: chain.getSlot(),
    slotsInEpoch: 432_000,
    // Every processed transaction is its own slot.
    transactionCount: chain.getSlot(),
  }),
  getLatestBlockhash: (_, { chain }) => withContext(chain, chain.latestBlockhash()),
  isBlockhashValid: (params, { chain }) => withContext(chain, chain.isBlockhashValid(String(params[0]))),
  getMinimumBalanceForRentExemption: (params, { chain }) => {
    const size = Number(params[0])
    if (!Number.isInteger(size) || size < 0) throw invalid('expected a data length')
    return chain.minimumBalanceForRentExemption(size)
  },
  getFeeForMessage: (params, { chain }) => {
    let message: VersionedMessage
    try {
      message = VersionedMessage.deserialize(decode(params[0], 'base64'))
    } catch (error) {
      if (error instanceof RpcError) throw error
      throw invalid('failed to deserialize the message')
    }
    const valid = chain.isBlockhashValid(message.recentBlockhash)
    return withContext(chain, valid ? chain.feeFor(message.header.numRequiredSignatures) : null)
  },
  getRecentPrioritizationFees: () => [],
  getBalance: (params, { chain }) => withContext(chain, chain.getBalance(pubkey(params[0]))),
  getAccountInfo: (params, { chain }) =>
    withContext(chain, account(chain, pubkey(params[0]), config(params, 1))),
  getMultipleAccounts: (params, { chain }) => {
    if (!Array.isArray(params[0])) throw invalid('expected an array of addresses')
    const options = config(params, 1)
    return withContext(
      chain,
      params[0].map((address) => account(chain, pubkey(address), options)),
    )
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getProgramAccounts,
  ...blockMethods,
  getTokenAccountBalance: (params, { chain }) => {
    const token = readTokenAccount(chain.getAccount(pubkey(params[0])))
    if (!token) throw invalid('Invalid param: not a Token account')
    return withContext(chain, uiTokenAmount(token.amount, mintDecimals(chain)(token.mint)))
  },
  getTokenSupply: (params, { chain }) => {
    const mint = readMint(chain.getAccount(pubkey(params[0])))
    if (!mint) throw invalid('Invalid param: not a Token mint')
    return withContext(chain, uiTokenAmount(mint.supply, mint.decimals))
  },
  requestAirdrop: (params, { chain }) => {
    const lamports = Number(params[1])
    if (!Number.isSafeInteger(lamports) || lamports <= 0) throw invalid('expected a positive lamport amount')
    return chain.airdrop(new PublicKey(pubkey(params[0])), BigInt(lamports))
  },
  sendTransaction: (params, { chain }) => {
    const options = config(params, 1)
    const tx = transaction(params[0], options?.encoding)
    try {
      return chain.send(tx, { skipPreflight: options?.skipPreflight === true })
    } catch (error) {
      if (!(error instanceof PreflightError)) throw error
      const { err, logs, unitsConsumed } = error.simulation
      throw new RpcError(-32002, error.message, {
        accounts: null,
        err,
        innerInstructions: null,
        logs,
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed,
      })
    }
  },
  simulateTransaction: (params, { chain }) => {
    const options = config(params, 1)
    const tx = transaction(params[0], options?.encoding)
    const result = chain.simulate(tx, {
      sigVerify: options?.sigVerify === true,
      replaceRecentBlockhash: options?.replaceRecentBlockhash === true,
    })
    const wanted = options?.accounts as { addresses?: unknown; encoding?: Encoding } | undefined
    const addresses = Array.isArray(wanted?.addresses) ? wanted.addresses.map(pubkey) : undefined
    const accounts =
      addresses && result.postAccounts
        ? addresses.map((address) =>
            encodeAccount(
              result.postAccounts?.get(address) ?? chain.getAccount(address),
              wanted?.encoding === 'base58' ? 'base58' : 'base64',
              mintDecimals(chain),
            ),
          )
        : null
    return withContext(chain, {
      accounts,
      err: result.err,
      innerInstructions: null,
      logs: result.logs,
      replacementBlockhash: result.replacementBlockhash ?? null,
      returnData: null,
      unitsConsumed: result.unitsConsumed,
    })
  },
  getSignatureStatuses: (params, { chain }) => {
    if (!Array.isArray(params[0])) throw invalid('expected an array of signatures')
    return withContext(
      chain,
      params[0].map((signature) => {
        const record = chain.getRecord(String(signature))
        return record ? signatureStatus(record) : null
      }),
    )
  },
  getTransaction: (params, { chain }) => {
    const record = chain.getRecord(String(params[0]))
    const options = typeof params[1] === 'string' ? { encoding: params[1] } : config(params, 1)
    if (!record) return null
    supportedVersion(record, options)
    return { slot: record.slot, blockTime: record.blockTime, ...encodeRecord(record, options?.encoding) }
  },
  getSignaturesForAddress: (params, { chain }) => {
    const options = config(params, 1)
    const limit = Math.min(Number(options?.limit ?? 1000), 1000)
    let signatures = chain.signaturesOf(pubkey(params[0]))
    if (typeof options?.before === 'string') {
      const at = signatures.indexOf(options.before)
      signatures = at === -1 ? [] : signatures.slice(at + 1)
    }
    if (typeof options?.until === 'string') {
      const at = signatures.indexOf(options.until)
      if (at !== -1) signatures = signatures.slice(0, at)
    }
    return signatures.slice(0, limit).map((signature) => {
      const record = chain.getRecord(signature) as TransactionRecord
      return {
        signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      }
    })
  },
}
