import { address, getTransactionDecoder, lamports } from '@solana/kit'
import {
  type Keypair,
  type PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  readMint,
  readTokenAccount,
  type StoredAccount,
  TOKEN_PROGRAM_ID,
  uiTokenAmount,
} from './tokenAccounts.js'
import { errorOfFailure, type RpcTransactionError } from './transactionError.js'

/** Blocks a blockhash stays valid for, as on a validator. */
export const BLOCKHASH_VALIDITY = 150
/** litesvm's fee per signature (lamports); priority fees are not charged. */
export const LAMPORTS_PER_SIGNATURE = 5000

export type RpcTokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof uiTokenAmount>
}

export type TransactionRecord = {
  signature: string
  slot: number
  blockTime: number
  transaction: VersionedTransaction
  accountKeys: string[]
  err: RpcTransactionError | null
  fee: number
  logs: string[]
  unitsConsumed: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: RpcTokenBalance[]
  postTokenBalances: RpcTokenBalance[]
}

/** A block: one per slot; every processed transaction makes its own slot (slot 0 is the empty genesis block). */
export type BlockRecord = {
  slot: number
  parentSlot: number
  blockhash: string
  previousBlockhash: string
  blockTime: number
  signatures: string[]
}

export type SimulationResult = {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: number
  /** The accounts the transaction would write, as it would leave them; absent when it fails. */
  postAccounts?: Map<string, StoredAccount>
}

/** Thrown by `send` when preflight simulation fails (the RPC's -32002). */
export class PreflightError extends Error {
  readonly simulation: SimulationResult
  constructor(simulation: SimulationResult) {
    super(`Transaction simulation failed: ${describe(simulation.err)}`)
    this.simulation = simulation
  }
}

const describe = (err: RpcTransactionError | null) =>
  err === 'BlockhashNotFound' ? 'Blockhash not found' : `Error processing transaction: ${JSON.stringify(err)}`

export type Chain = ReturnType<typeof createChain>

/**
 * litesvm plus what a validator adds around it: slots and block heights, a window of valid blockhashes,
 * a faucet, transaction records and per-address signature lists, and change notifications.
 */
export function createChain({ faucet }: { faucet: Keypair }) {
  // Blockhashes are checked here (a window of them, as on a validator); litesvm only knows the latest one.
  const svm = new LiteSVM().withBlockhashCheck(false)
  let slot = 0
  const blockhashes = new Map<string, number>([[svm.latestBlockhash(), BLOCKHASH_VALIDITY]])
  const records = new Map<string, TransactionRecord>()
  const genesisBlockhash = svm.latestBlockhash()
  const blocks = new Map<number, BlockRecord>([
    [
      0,
      {
        slot: 0,
        parentSlot: 0,
        blockhash: genesisBlockhash,
        previousBlockhash: genesisBlockhash,
        blockTime: Math.floor(Date.now() / 1000),
        signatures: [],
      },
    ],
  ])
  const byAddress = new Map<string, string[]>()
  const listeners = new Set<(record: TransactionRecord) => void>()

  svm.setAccount({
    address: address(faucet.publicKey.toBase58()),
    lamports: lamports(1_000_000_000_000_000_000n),
    data: new Uint8Array(),
    programAddress: address(SystemProgram.programId.toBase58()),
    executable: false,
    space: 0n,
  })
  const decoder = getTransactionDecoder()
  // litesvm takes @solana/kit transactions; the wire format is the same.
  const toKit = (tx: VersionedTransaction) => decoder.decode(tx.serialize())

  const latest = () => {
    const blockhash = svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: blockhashes.get(blockhash) ?? slot + BLOCKHASH_VALIDITY }
  }

  function advance() {
    slot += 1
    svm.warpToSlot(BigInt(slot))
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), slot + BLOCKHASH_VALIDITY)
    for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash)
  }

  function getAccount(key: string): StoredAccount | null {
    const found = svm.getAccount(address(key))
    if (!found.exists) return null
    const { lamports, programAddress, data, executable } = found
    return { lamports, owner: programAddress, data: Uint8Array.from(data), executable }
  }

  const balanceOf = (key: string) => Number(svm.getBalance(address(key)) ?? 0n)

  /** Token accounts (Token program) of `owner`, optionally of one mint. */
  function tokenAccountsOf(owner: string, mint?: string) {
    return svm.getProgramAccounts(address(TOKEN_PROGRAM_ID)).flatMap((found) => {
      const account = getAccount(found.address)
      const token = readTokenAccount(account)
      if (!token || token.owner !== owner || (mint && token.mint !== mint)) return []
      return [{ address: found.address as string, account: account as StoredAccount }]
    })
  }

  function tokenBalances(keys: string[]): RpcTokenBalance[] {
    const out: RpcTokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const token = readTokenAccount(getAccount(key))
      if (!token) return
      const decimals = readMint(getAccount(token.mint))?.decimals ?? 0
      out.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: TOKEN_PROGRAM_ID,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    })
    return out
  }

  const balances = (keys: string[]) => keys.map(balanceOf)

  const keysOf = (tx: VersionedTransaction) => tx.message.staticAccountKeys.map((key) => key.toBase58())

  const fee = (tx: VersionedTransaction) => tx.message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE

  const blockhashError = (tx: VersionedTransaction): RpcTransactionError | undefined =>
    blockhashes.has(tx.message.recentBlockhash) ? undefined : 'BlockhashNotFound'

  function simulate(
    tx: VersionedTransaction,
    { sigVerify = false, replaceRecentBlockhash = false } = {},
  ): SimulationResult & { replacementBlockhash?: ReturnType<typeof latest> } {
    if (replaceRecentBlockhash) {
      tx = new VersionedTransaction(tx.message, tx.signatures)
      tx.message.recentBlockhash = svm.latestBlockhash()
    } else {
      const err = blockhashError(tx)
      if (err) return { err, logs: [], unitsConsumed: 0 }
    }
    svm.withSigverify(sigVerify)
    try {
      const result = svm.simulateTransaction(toKit(tx))
      const meta: TransactionMetadata = result.meta()
      const failed = result instanceof FailedTransactionMetadata
      const err = failed ? errorOfFailure(result.toString()) : null
      const postAccounts = failed
        ? undefined
        : new Map(
            result.postAccounts().map((each): [string, StoredAccount] => [
              each.address,
              {
                lamports: each.lamports,
                owner: each.programAddress,
                data: Uint8Array.from(each.data),
                executable: each.executable,
              },
            ]),
          )
      return {
        err,
        ...(postAccounts ? { postAccounts } : {}),
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        ...(replaceRecentBlockhash ? { replacementBlockhash: latest() } : {}),
      }
    } finally {
      svm.withSigverify(true)
    }
  }

  /** Processes a signed transaction; a failure throws `PreflightError` unless `skipPreflight`. */
  function send(tx: VersionedTransaction, { skipPreflight = false } = {}): string {
    const signature = bs58.encode(tx.signatures[0] ?? new Uint8Array(64))
    if (records.has(signature) && !records.get(signature)?.err) {
      throw new PreflightError({ err: 'AlreadyProcessed', logs: [], unitsConsumed: 0 })
    }
    const accountKeys = keysOf(tx)
    const preBalances = balances(accountKeys)
    const preTokenBalances = tokenBalances(accountKeys)
    const stale = blockhashError(tx)
    const result = stale ? undefined : svm.sendTransaction(toKit(tx))
    const failed = stale !== undefined || result instanceof FailedTransactionMetadata
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
    const err = stale ?? (failed && result ? errorOfFailure(result.toString()) : null)
    const logs = meta?.logs() ?? []
    const unitsConsumed = Number(meta?.computeUnitsConsumed() ?? 0n)
    if (failed && !skipPreflight) throw new PreflightError({ err, logs, unitsConsumed })
    if (stale) throw new PreflightError({ err, logs, unitsConsumed })
    const record: TransactionRecord = {
      signature,
      slot: slot + 1,
      blockTime: Math.floor(Date.now() / 1000),
      transaction: tx,
      accountKeys,
      err,
      // litesvm does not commit a failed transaction, so it charged nothing.
      fee: failed ? 0 : fee(tx),
      logs,
      unitsConsumed,
      preBalances,
      postBalances: balances(accountKeys),
      preTokenBalances,
      postTokenBalances: tokenBalances(accountKeys),
    }
    advance()
    blocks.set(slot, {
      slot,
      parentSlot: slot - 1,
      blockhash: svm.latestBlockhash(),
      previousBlockhash: blocks.get(slot - 1)?.blockhash ?? genesisBlockhash,
      blockTime: record.blockTime,
      signatures: [signature],
    })
    records.set(signature, record)
    for (const key of accountKeys) {
      const list = byAddress.get(key) ?? []
      list.push(signature)
      byAddress.set(key, list)
    }
    for (const listener of [...listeners]) listener(record)
    return signature
  }

  /** A faucet transfer, recorded like any transaction. */
  function airdrop(to: PublicKey, amount: bigint): string {
    const message = new TransactionMessage({
      payerKey: faucet.publicKey,
      recentBlockhash: svm.latestBlockhash(),
      instructions: [
        SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: to, lamports: amount }),
      ],
    }).compileToLegacyMessage()
    const tx = new VersionedTransaction(message)
    tx.sign([faucet])
    return send(tx)
  }

  return {
    svm,
    getSlot: () => slot,
    latestBlockhash: latest,
    isBlockhashValid: (blockhash: string) => blockhashes.has(blockhash),
    getAccount,
    getBalance: balanceOf,
    tokenAccountsOf,
    minimumBalanceForRentExemption: (size: number) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(size))),
    feeFor: (numRequiredSignatures: number) => numRequiredSignatures * LAMPORTS_PER_SIGNATURE,
    simulate,
    send,
    airdrop,
    getRecord: (signature: string) => records.get(signature),
    /** The block of `slot`, or undefined past the current slot. */
    getBlock: (slot: number) => blocks.get(slot),
    /** Every account the program owns, with its address. */
    programAccounts(programId: string) {
      return svm.getProgramAccounts(address(programId)).flatMap((found) => {
        const account = getAccount(found.address)
        return account ? [{ address: found.address as string, account }] : []
      })
    },
    /** Signatures that touched `address`, newest first. */
    signaturesOf: (address: string) => [...(byAddress.get(address) ?? [])].reverse(),
    onTransaction(listener: (record: TransactionRecord) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
