import { address, getTransactionDecoder, lamports } from '@solana/kit'
import { type Keypair, SystemProgram, type VersionedTransaction } from '@solana/web3.js'
import { LiteSVM } from 'litesvm'
import {
  BLOCKHASH_VALIDITY,
  type BlockRecord,
  LAMPORTS_PER_SIGNATURE,
  type RpcTokenBalance,
  type TransactionRecord,
} from './chainRecords.js'
import {
  readMint,
  readTokenAccount,
  type StoredAccount,
  TOKEN_PROGRAM_ID,
  uiTokenAmount,
} from './tokenAccounts.js'
import type { RpcTransactionError } from './transactionError.js'

/** What the chain keeps besides litesvm: the slot, the valid blockhashes, blocks, records and listeners. */
export type ChainState = {
  svm: LiteSVM
  slot: number
  /** Valid blockhashes, each with the last block height it is valid at. */
  blockhashes: Map<string, number>
  records: Map<string, TransactionRecord>
  genesisBlockhash: string
  blocks: Map<number, BlockRecord>
  /** Signatures per account address, oldest first. */
  byAddress: Map<string, string[]>
  listeners: Set<(record: TransactionRecord) => void>
}

/** A fresh chain at slot 0 (the empty genesis block) whose faucet holds a practically endless balance. */
export function createChainState(faucet: Keypair): ChainState {
  // Blockhashes are checked by the chain (a window of them, as on a validator); litesvm only knows the latest one.
  const svm = new LiteSVM().withBlockhashCheck(false)
  const genesisBlockhash = svm.latestBlockhash()
  const genesis: BlockRecord = {
    slot: 0,
    parentSlot: 0,
    blockhash: genesisBlockhash,
    previousBlockhash: genesisBlockhash,
    blockTime: Math.floor(Date.now() / 1000),
    signatures: [],
  }
  svm.setAccount({
    address: address(faucet.publicKey.toBase58()),
    lamports: lamports(1_000_000_000_000_000_000n),
    data: new Uint8Array(),
    programAddress: address(SystemProgram.programId.toBase58()),
    executable: false,
    space: 0n,
  })
  return {
    svm,
    slot: 0,
    blockhashes: new Map([[genesisBlockhash, BLOCKHASH_VALIDITY]]),
    records: new Map(),
    genesisBlockhash,
    blocks: new Map([[0, genesis]]),
    byAddress: new Map(),
    listeners: new Set(),
  }
}

const decoder = getTransactionDecoder()
/** litesvm takes @solana/kit transactions; the wire format is the same. */
export const toKit = (tx: VersionedTransaction) => decoder.decode(tx.serialize())

export function latestBlockhash({ svm, blockhashes, slot }: ChainState) {
  const blockhash = svm.latestBlockhash()
  return { blockhash, lastValidBlockHeight: blockhashes.get(blockhash) ?? slot + BLOCKHASH_VALIDITY }
}

/** Moves to the next slot with a new blockhash, dropping the blockhashes that expire there. */
export function advanceSlot(state: ChainState) {
  state.slot += 1
  const { svm, blockhashes, slot } = state
  svm.warpToSlot(BigInt(slot))
  svm.expireBlockhash()
  blockhashes.set(svm.latestBlockhash(), slot + BLOCKHASH_VALIDITY)
  for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash)
}

export function getAccount({ svm }: ChainState, key: string): StoredAccount | null {
  const found = svm.getAccount(address(key))
  if (!found.exists) return null
  const { lamports, programAddress, data, executable } = found
  return { lamports, owner: programAddress, data: Uint8Array.from(data), executable }
}

export const balanceOf = ({ svm }: ChainState, key: string) => Number(svm.getBalance(address(key)) ?? 0n)

export const balancesOf = (state: ChainState, keys: string[]) => keys.map((key) => balanceOf(state, key))

/** The token balances among `keys`, each with its index in `keys`. */
export function tokenBalancesOf(state: ChainState, keys: string[]): RpcTokenBalance[] {
  const out: RpcTokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const token = readTokenAccount(getAccount(state, key))
    if (!token) return
    const decimals = readMint(getAccount(state, token.mint))?.decimals ?? 0
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

export const accountKeysOf = (tx: VersionedTransaction) =>
  tx.message.staticAccountKeys.map((key) => key.toBase58())

export const feeOf = (tx: VersionedTransaction) =>
  tx.message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE

export const blockhashErrorOf = (
  { blockhashes }: ChainState,
  tx: VersionedTransaction,
): RpcTransactionError | undefined =>
  blockhashes.has(tx.message.recentBlockhash) ? undefined : 'BlockhashNotFound'
