import { address } from '@solana/kit'
import {
  type Keypair,
  type PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { LAMPORTS_PER_SIGNATURE, type TransactionRecord } from './chainRecords.js'
import { balanceOf, type ChainState, createChainState, getAccount, latestBlockhash } from './chainState.js'
import { type SendTransactionOptions, sendTransaction } from './sendTransaction.js'
import { type SimulateTransactionOptions, simulateTransaction } from './simulateTransaction.js'
import { readTokenAccount, type StoredAccount, TOKEN_PROGRAM_ID } from './tokenAccounts.js'

export {
  BLOCKHASH_VALIDITY,
  type BlockRecord,
  LAMPORTS_PER_SIGNATURE,
  PreflightError,
  type RpcTokenBalance,
  type SimulationResult,
  type TransactionRecord,
} from './chainRecords.js'

export type Chain = ReturnType<typeof createChain>

/**
 * litesvm plus what a validator adds around it: slots and block heights, a window of valid blockhashes,
 * a faucet, transaction records and per-address signature lists, and change notifications.
 */
export function createChain({ faucet }: { faucet: Keypair }) {
  const state = createChainState(faucet)
  const { svm } = state
  const send = (tx: VersionedTransaction, options?: SendTransactionOptions) =>
    sendTransaction(state, tx, options)

  return {
    svm,
    getSlot: () => state.slot,
    latestBlockhash: () => latestBlockhash(state),
    isBlockhashValid: (blockhash: string) => state.blockhashes.has(blockhash),
    getAccount: (key: string) => getAccount(state, key),
    getBalance: (key: string) => balanceOf(state, key),
    /** Token accounts (Token program) of `owner`, optionally of one mint. */
    tokenAccountsOf: (owner: string, mint?: string) => tokenAccountsOf(state, owner, mint),
    minimumBalanceForRentExemption: (size: number) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(size))),
    feeFor: (numRequiredSignatures: number) => numRequiredSignatures * LAMPORTS_PER_SIGNATURE,
    simulate: (tx: VersionedTransaction, options?: SimulateTransactionOptions) =>
      simulateTransaction(state, tx, options),
    /** Processes a signed transaction; a failure throws `PreflightError` unless `skipPreflight`. */
    send,
    /** A faucet transfer, recorded like any transaction. */
    airdrop: (to: PublicKey, amount: bigint) => send(faucetTransfer(state, faucet, to, amount)),
    getRecord: (signature: string) => state.records.get(signature),
    /** The block of `slot`, or undefined past the current slot. */
    getBlock: (slot: number) => state.blocks.get(slot),
    /** Every account the program owns, with its address. */
    programAccounts(programId: string) {
      return svm.getProgramAccounts(address(programId)).flatMap((found) => {
        const account = getAccount(state, found.address)
        return account ? [{ address: found.address as string, account }] : []
      })
    },
    /** Signatures that touched `address`, newest first. */
    signaturesOf: (address: string) => [...(state.byAddress.get(address) ?? [])].reverse(),
    onTransaction(listener: (record: TransactionRecord) => void) {
      state.listeners.add(listener)
      return () => state.listeners.delete(listener)
    },
  }
}

function tokenAccountsOf(state: ChainState, owner: string, mint?: string) {
  return state.svm.getProgramAccounts(address(TOKEN_PROGRAM_ID)).flatMap((found) => {
    const account = getAccount(state, found.address)
    const token = readTokenAccount(account)
    if (!token || token.owner !== owner || (mint && token.mint !== mint)) return []
    return [{ address: found.address as string, account: account as StoredAccount }]
  })
}

/** A signed transfer of `amount` lamports from the faucet to `to`. */
function faucetTransfer(state: ChainState, faucet: Keypair, to: PublicKey, amount: bigint) {
  const message = new TransactionMessage({
    payerKey: faucet.publicKey,
    recentBlockhash: state.svm.latestBlockhash(),
    instructions: [SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: to, lamports: amount })],
  }).compileToLegacyMessage()
  const tx = new VersionedTransaction(message)
  tx.sign([faucet])
  return tx
}
