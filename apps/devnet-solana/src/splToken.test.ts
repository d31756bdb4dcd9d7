import {
  createAccount,
  createMint,
  getAccount,
  getMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_PROGRAM_ID,
  transfer,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type ParsedAccountData,
  type ParsedBlockResponse,
  type PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet } from './startSolanaDevnet.js'
import type { SolanaDevnet } from './types.js'

// What a web3.js + spl-token app does, with the libraries as published: make a mint, token accounts and a
// transfer, then read everything back through the library calls. Each answer must pass the libraries' own
// result checks (web3.js throws "failed to get …" on a shape it does not expect) and match the chain.

type AccountsModeBlock = {
  transactions: {
    transaction: { accountKeys: { pubkey: PublicKey; signer: boolean; writable: boolean }[] }
  }[]
}

let devnet: SolanaDevnet
let connection: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet({ accounts: 1 })
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})
afterAll(() => devnet?.stop())

describe('an spl-token app on the local chain', () => {
  it('mint, accounts, transfer; then program accounts, blocks, signatures and balances read back', async () => {
    const payer = devnet.accounts[0]!.keypair
    const alice = Keypair.generate()
    const bob = Keypair.generate()
    const mint = await createMint(connection, payer, payer.publicKey, null, 6)
    const aliceAta = await getOrCreateAssociatedTokenAccount(connection, payer, mint, alice.publicKey)
    const bobAccount = await createAccount(connection, payer, mint, bob.publicKey, Keypair.generate())
    await mintTo(connection, payer, mint, aliceAta.address, payer, 5_000_000n)
    const signature = await transfer(connection, payer, aliceAta.address, bobAccount, alice, 1_250_000n, [
      payer,
    ])

    // getProgramAccounts: token accounts (165 bytes) whose owner (bytes 32..64) is Bob.
    const bobs = await connection.getProgramAccounts(TOKEN_PROGRAM_ID, {
      filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: bob.publicKey.toBase58() } }],
    })
    expect(bobs.map(({ pubkey }) => pubkey.toBase58())).toEqual([bobAccount.toBase58()])
    expect(bobs[0]!.account.data).toHaveLength(165)
    // The mint's accounts, by mint (bytes 0..32), parsed.
    const holders = await connection.getParsedProgramAccounts(TOKEN_PROGRAM_ID, {
      filters: [{ dataSize: 165 }, { memcmp: { offset: 0, bytes: mint.toBase58() } }],
    })
    const amounts = holders.map(({ account }) => {
      const { info } = (account.data as ParsedAccountData).parsed
      return [info.owner, info.tokenAmount.amount]
    })
    expect(amounts.sort()).toEqual(
      [
        [alice.publicKey.toBase58(), '3750000'],
        [bob.publicKey.toBase58(), '1250000'],
      ].sort(),
    )
    const mints = await connection.getProgramAccounts(TOKEN_PROGRAM_ID, { filters: [{ dataSize: 82 }] })
    expect(mints.map(({ pubkey }) => pubkey.toBase58())).toContain(mint.toBase58())
    expect(await connection.getProgramAccounts(TOKEN_PROGRAM_ID, { filters: [{ dataSize: 7 }] })).toEqual([])

    // spl-token's own readers, and the token balance queries.
    expect((await getAccount(connection, bobAccount)).amount).toBe(1_250_000n)
    expect((await getMint(connection, mint)).supply).toBe(5_000_000n)
    expect((await connection.getTokenSupply(mint)).value).toMatchObject({ amount: '5000000', decimals: 6 })
    expect((await connection.getTokenAccountBalance(aliceAta.address)).value.uiAmountString).toBe('3.75')
    const parsed = await connection.getParsedTokenAccountsByOwner(bob.publicKey, { mint })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(1.25)
    const raw = await connection.getTokenAccountsByOwner(alice.publicKey, { programId: TOKEN_PROGRAM_ID })
    expect(raw.value.map(({ pubkey }) => pubkey.toBase58())).toEqual([aliceAta.address.toBase58()])
    const [mintInfo, missing] = await connection.getMultipleAccountsInfo([mint, Keypair.generate().publicKey])
    expect(mintInfo?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true)
    expect(missing).toBeNull()

    // The transfer: its status, transaction, block and place in the signature lists.
    const { value: statuses } = await connection.getSignatureStatuses([signature])
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(tx?.meta?.postTokenBalances?.map((b) => b.uiTokenAmount.amount).sort()).toEqual([
      '1250000',
      '3750000',
    ])
    const slot = tx!.slot
    const block = await connection.getBlock(slot, { maxSupportedTransactionVersion: 0 })
    expect(block?.transactions.map((each) => each.transaction.signatures[0])).toEqual([signature])
    expect(block?.parentSlot).toBe(slot - 1)
    const parent = await connection.getBlock(slot - 1, { maxSupportedTransactionVersion: 0 })
    expect(block?.previousBlockhash).toBe(parent?.blockhash)
    expect(block).toMatchObject({ blockHeight: slot })
    expect((await connection.getBlockSignatures(slot)).signatures).toEqual([signature])
    // web3.js answers this mode as its AccountsModeBlockResponse; its overloads type it as the full one.
    const accounts = (await connection.getBlock(slot, {
      transactionDetails: 'accounts',
      maxSupportedTransactionVersion: 0,
    })) as unknown as AccountsModeBlock | null
    const keys = accounts?.transactions[0]?.transaction.accountKeys
    expect(keys?.[0]).toMatchObject({ pubkey: payer.publicKey, signer: true, writable: true })
    expect(keys?.find((key) => key.pubkey.equals(TOKEN_PROGRAM_ID))).toMatchObject({
      signer: false,
      writable: false,
    })
    const parsedBlock = await connection.getParsedBlock(slot, {
      maxSupportedTransactionVersion: 0,
      transactionDetails: 'full',
    })
    const instruction = (parsedBlock as unknown as ParsedBlockResponse).transactions[0]?.transaction.message
      .instructions[0]
    expect(instruction && 'parsed' in instruction ? instruction.parsed.type : undefined).toBe('transfer')
    expect(await connection.getBlockTime(slot)).toBe(block?.blockTime)
    expect(await connection.getBlocks(slot - 1, slot)).toEqual([slot - 1, slot])
    const forBob = await connection.getSignaturesForAddress(bobAccount)
    expect(forBob[0]?.signature).toBe(signature)
    expect(forBob.map((each) => each.slot)).toEqual(
      [...forBob.map((each) => each.slot)].sort((a, b) => b - a),
    )

    // Chain position: slot, height and epoch agree; rent and the latest blockhash.
    const now = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBe(now)
    expect((await connection.getEpochInfo()).absoluteSlot).toBe(now)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    const latest = await connection.getLatestBlockhash()
    expect(latest.blockhash).toBe((await connection.getBlock(now))?.blockhash)
    await expect(connection.getBlock(now + 10)).rejects.toThrow(/Block not available for slot/)
  })

  it('a v0 transaction is in its block only for a client that reads v0, as on a validator', async () => {
    const payer = devnet.accounts[0]!.keypair
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: LAMPORTS_PER_SOL / 100,
        }),
      ],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([payer])
    const signature = await connection.sendTransaction(tx)
    const { slot } = (await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))!
    const block = await connection.getBlock(slot, { maxSupportedTransactionVersion: 0 })
    expect(block?.transactions[0]?.version).toBe(0)
    expect(block?.transactions[0]?.meta?.fee).toBe(5000)
    await expect(connection.getBlock(slot)).rejects.toThrow(/Transaction version \(0\) is not supported/)
  })
})
