import { createTransferCheckedInstruction, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet } from './startSolanaDevnet.js'
import type { SolanaDevnet } from './types.js'

// Every method the README lists, called through an unmodified web3.js 1.x `Connection`: each answer must
// pass web3.js's own result schemas (a mismatch throws "failed to get …") and match the chain.

let devnet: SolanaDevnet
let connection: Connection

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})
afterAll(() => devnet?.stop())

const account = (index: number) => devnet.accounts[index]!
const key = (address: string) => new PublicKey(address)

type Encoded = [string, string]
type ParsedData = { program: string; parsed: { type: string; info: Record<string, unknown> }; space: number }

async function rpc<T = unknown>(method: string, params: unknown[] = []) {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result: T; error?: { code: number; message: string } }
}

describe('web3.js Connection conformance', () => {
  it('node and cluster queries', async () => {
    expect(await connection.getGenesisHash()).toBe(devnet.genesisHash)
    const version = await connection.getVersion()
    expect(version['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBe(slot)
    const epoch = await connection.getEpochInfo()
    expect(epoch).toMatchObject({ absoluteSlot: slot, blockHeight: slot, epoch: 0 })
    expect(await connection.getBlockTime(slot)).toBeGreaterThan(1_700_000_000)
    const latest = await connection.getLatestBlockhash()
    expect(latest.lastValidBlockHeight).toBe(slot + 150)
    expect((await connection.isBlockhashValid(latest.blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(false)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    expect(await connection.getRecentPrioritizationFees()).toEqual([])
    expect((await rpc('getHealth')).result).toBe('ok')
  })

  it('accounts: base64, base58, jsonParsed (token account, mint, plain), multiple', async () => {
    const owner = key(account(1).address)
    const tokenAccount = key(account(1).tokenAccount)
    const mint = key(devnet.mint.address)
    expect(await connection.getBalance(owner)).toBe(100 * LAMPORTS_PER_SOL)

    const info = await connection.getAccountInfo(tokenAccount)
    expect(info?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true)
    expect(info?.data.length).toBe(165)
    expect(info?.data.subarray(32, 64).equals(owner.toBuffer())).toBe(true)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()
    const sliced = await connection.getAccountInfo(tokenAccount, { dataSlice: { offset: 32, length: 32 } })
    expect(sliced?.data.equals(owner.toBuffer())).toBe(true)
    const [slicedMint] = await connection.getMultipleAccountsInfo([mint], {
      dataSlice: { offset: 44, length: 1 },
    })
    expect([...(slicedMint?.data ?? [])]).toEqual([6])

    const base58 = await rpc<{ value: { data: Encoded } }>('getAccountInfo', [
      account(1).tokenAccount,
      { encoding: 'base58' },
    ])
    expect(base58.result.value.data[1]).toBe('base58')
    expect(Buffer.from(bs58.decode(base58.result.value.data[0])).equals(info!.data)).toBe(true)
    const base64 = await rpc<{ value: { data: Encoded } }>('getAccountInfo', [
      account(1).tokenAccount,
      { encoding: 'base64' },
    ])
    expect(base64.result.value.data).toEqual([info!.data.toString('base64'), 'base64'])

    const parsed = await connection.getParsedAccountInfo(tokenAccount)
    const data = parsed.value?.data as ParsedData
    expect(data.program).toBe('spl-token')
    expect(data.space).toBe(165)
    expect(data.parsed.type).toBe('account')
    expect(data.parsed.info).toMatchObject({
      mint: devnet.mint.address,
      owner: account(1).address,
      state: 'initialized',
      isNative: false,
      tokenAmount: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' },
    })
    const parsedMint = (await connection.getParsedAccountInfo(mint)).value?.data as ParsedData
    expect(parsedMint.parsed).toMatchObject({
      type: 'mint',
      info: { decimals: 6, isInitialized: true, mintAuthority: devnet.mint.authority.publicKey.toBase58() },
    })
    const plain = await connection.getParsedAccountInfo(owner)
    expect(plain.value?.lamports).toBe(100 * LAMPORTS_PER_SOL)
    expect(Buffer.isBuffer(plain.value?.data)).toBe(true)

    const many = await connection.getMultipleAccountsInfo([owner, tokenAccount, Keypair.generate().publicKey])
    expect(many[0]?.lamports).toBe(100 * LAMPORTS_PER_SOL)
    expect(many[1]?.data.equals(info!.data)).toBe(true)
    expect(many[2]).toBeNull()
    const manyParsed = await connection.getMultipleParsedAccounts([tokenAccount, mint])
    expect((manyParsed.value[0]?.data as ParsedData | undefined)?.parsed.info.owner).toBe(account(1).address)
    expect((manyParsed.value[1]?.data as ParsedData | undefined)?.parsed.type).toBe('mint')
  })

  it('token queries: by owner (base64 and jsonParsed, by mint and by program), balance, supply', async () => {
    const owner = key(account(2).address)
    const mint = key(devnet.mint.address)
    const byMint = await connection.getTokenAccountsByOwner(owner, { mint })
    expect(byMint.value.map((each) => each.pubkey.toBase58())).toEqual([account(2).tokenAccount])
    expect(byMint.value[0]?.account.data.length).toBe(165)
    const byProgram = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })
    expect(byProgram.value).toHaveLength(1)
    expect(byProgram.value[0]?.account.data).toMatchObject({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: { mint: devnet.mint.address, owner: account(2).address, tokenAmount: { uiAmount: 1000 } },
      },
    })
    const balance = await connection.getTokenAccountBalance(key(account(2).tokenAccount))
    expect(balance.value).toEqual({
      amount: '1000000000',
      decimals: 6,
      uiAmount: 1000,
      uiAmountString: '1000',
    })
    const supply = await connection.getTokenSupply(mint)
    expect(supply.value.uiAmount).toBe(3000)
  })

  it('transactions: fee, simulate, send, statuses, getTransaction, getParsedTransaction, history', async () => {
    const from = account(0).keypair
    const to = Keypair.generate().publicKey
    const latest = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: latest.blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 1_000_000 }),
      ],
    }).compileToV0Message()
    expect((await connection.getFeeForMessage(message)).value).toBe(5000)
    const tx = new VersionedTransaction(message)
    tx.sign([from])
    const simulated = await connection.simulateTransaction(tx)
    expect(simulated.value.err).toBeNull()
    expect(simulated.value.logs?.length).toBeGreaterThan(0)
    const withAccounts = await connection.simulateTransaction(tx, {
      accounts: { encoding: 'base64', addresses: [to.toBase58(), from.publicKey.toBase58()] },
    })
    expect(withAccounts.value.accounts?.[0]?.lamports).toBe(1_000_000)
    expect(withAccounts.value.accounts?.[1]?.lamports).toBe(
      (await connection.getBalance(from.publicKey)) - 1_005_000,
    )
    expect(await connection.getBalance(to)).toBe(0)

    const signature = await connection.sendTransaction(tx)
    await connection.confirmTransaction({ signature, ...latest })
    const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true })
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })

    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(found?.version).toBe(0)
    expect(found?.meta?.postBalances[1]).toBe(1_000_000)
    // As on a validator, a versioned transaction needs the client to say it reads that version.
    await expect(connection.getTransaction(signature)).rejects.toThrow(/maxSupportedTransactionVersion/)
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.version).toBe(0)
    expect(parsed?.meta?.fee).toBe(5000)
    const keys = parsed?.transaction.message.accountKeys ?? []
    expect(keys[0]).toMatchObject({ signer: true, writable: true })
    expect(keys[0]?.pubkey.toBase58()).toBe(from.publicKey.toBase58())
    expect(keys[1]?.pubkey.toBase58()).toBe(to.toBase58())
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: from.publicKey.toBase58(), destination: to.toBase58(), lamports: 1_000_000 },
      },
    })
    expect(parsed?.transaction.signatures).toEqual([signature])

    const history = await connection.getSignaturesForAddress(to)
    expect(history.map((each) => each.signature)).toEqual([signature])
    const raw = await rpc<{ transaction: Encoded }>('getTransaction', [
      signature,
      { encoding: 'base64', maxSupportedTransactionVersion: 0 },
    ])
    expect(raw.result.transaction[1]).toBe('base64')
    const base58 = await rpc<{ transaction: Encoded }>('getTransaction', [
      signature,
      { encoding: 'base58', maxSupportedTransactionVersion: 0 },
    ])
    expect(Buffer.from(bs58.decode(base58.result.transaction[0])).toString('base64')).toBe(
      raw.result.transaction[0],
    )
  })

  it('a token transfer parses as spl-token with token balances, and airdrops confirm', async () => {
    const payer = account(0).keypair
    const tx = new Transaction().add(
      createTransferCheckedInstruction(
        key(account(0).tokenAccount),
        key(devnet.mint.address),
        key(account(1).tokenAccount),
        payer.publicKey,
        1_500_000n,
        6,
      ),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [payer])
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'transferChecked',
        info: {
          source: account(0).tokenAccount,
          mint: devnet.mint.address,
          destination: account(1).tokenAccount,
          authority: payer.publicKey.toBase58(),
          tokenAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5 },
        },
      },
    })
    const post = parsed?.meta?.postTokenBalances?.find((each) => each.owner === account(1).address)
    expect(post?.uiTokenAmount.uiAmount).toBe(1001.5)

    const fresh = Keypair.generate().publicKey
    const airdrop = await connection.requestAirdrop(fresh, LAMPORTS_PER_SOL)
    await connection.confirmTransaction({ signature: airdrop, ...(await connection.getLatestBlockhash()) })
    expect(await connection.getBalance(fresh)).toBe(LAMPORTS_PER_SOL)
  })

  it('getProgramAccounts: memcmp in base58 or base64, dataSlice, withContext; bad filters are -32602', async () => {
    const owner = account(0).address
    const filters = [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: owner } }]
    const plain = await rpc<{ pubkey: string }[]>('getProgramAccounts', [
      TOKEN_PROGRAM_ID.toBase58(),
      { filters },
    ])
    expect(plain.result.map(({ pubkey }) => pubkey)).toEqual([account(0).tokenAccount])
    const base64 = Buffer.from(key(owner).toBytes()).toString('base64')
    const sliced = await rpc<{ context: { slot: number }; value: { account: { data: Encoded } }[] }>(
      'getProgramAccounts',
      [
        TOKEN_PROGRAM_ID.toBase58(),
        {
          filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: base64, encoding: 'base64' } }],
          dataSlice: { offset: 32, length: 32 },
          withContext: true,
        },
      ],
    )
    expect(sliced.result.context.slot).toBeGreaterThan(0)
    expect(sliced.result.value.map(({ account }) => account.data)).toEqual([[base64, 'base64']])
    for (const bad of [
      { filters: [{ dataSize: -1 }] },
      { filters: [{ memcmp: { offset: 0, bytes: '0OIl' } }] },
      { filters: [{ unknown: 1 }] },
      { filters: Array.from({ length: 5 }, () => ({ dataSize: 165 })) },
      { encoding: 'base64+zstd' },
    ]) {
      const answer = await rpc('getProgramAccounts', [TOKEN_PROGRAM_ID.toBase58(), bad])
      expect(answer.error?.code).toBe(-32602)
    }
  })

  it('answers methods it does not serve with -32601 naming them', async () => {
    const answer = await rpc('getBlockProduction')
    expect(answer.error).toEqual({ code: -32601, message: 'Method not found: getBlockProduction' })
    await expect(connection.getBlockProduction()).rejects.toThrow(/Method not found: getBlockProduction/)
  })
})
