import {
  createTransferCheckedInstruction,
  getAccount,
  getMint,
  getOrCreateAssociatedTokenAccount,
  transferChecked,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_TOKEN, startSolanaDevnet } from './startSolanaDevnet.js'
import type { SolanaDevnet } from './types.js'

let devnet: SolanaDevnet
let connection: Connection

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})
afterAll(() => devnet?.stop())

const account = (index: number) => devnet.accounts[index]!

describe('startSolanaDevnet', () => {
  it('answers the node queries web3.js makes', async () => {
    expect(await connection.getGenesisHash()).toBe(devnet.genesisHash)
    expect(devnet.caipNetworkId).toBe(`solana:${devnet.genesisHash.slice(0, 32)}`)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const slot = await connection.getSlot()
    expect(slot).toBeGreaterThan(0)
    expect(await connection.getBlockHeight()).toBe(slot)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(lastValidBlockHeight).toBe(slot + 150)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
  })

  it('funds the deterministic test accounts with SOL and the 6-decimal token', async () => {
    const again = await startSolanaDevnet({ accounts: 1 })
    expect(again.accounts[0]!.address).toBe(account(0).address)
    expect(again.mint.address).toBe(devnet.mint.address)
    await again.stop()

    expect(await connection.getBalance(new PublicKey(account(1).address))).toBe(100 * LAMPORTS_PER_SOL)
    const mint = await getMint(connection, new PublicKey(devnet.mint.address))
    expect(mint.decimals).toBe(DEVNET_TOKEN.decimals)
    expect(mint.supply).toBe(3n * 1000n * 10n ** 6n)
    const token = await getAccount(connection, new PublicKey(account(1).tokenAccount))
    expect(token.amount).toBe(1000n * 10n ** 6n)
    expect(token.owner.toBase58()).toBe(account(1).address)
    const balance = await connection.getTokenAccountBalance(new PublicKey(account(1).tokenAccount))
    expect(balance.value.uiAmountString).toBe('1000')
  })

  it('sends SOL with sendAndConfirmTransaction and reports it (status, transaction, history)', async () => {
    const from = account(0).keypair
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(from.publicKey)
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 1_500_000_000 }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [from])
    expect(await connection.getBalance(to)).toBe(1_500_000_000)
    expect(await connection.getBalance(from.publicKey)).toBe(before - 1_500_000_000 - 5000)

    const { value } = await connection.getSignatureStatuses([signature, '1'.repeat(88)])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(value[1]).toBeNull()
    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(found?.meta?.fee).toBe(5000)
    expect(found?.meta?.preBalances[1]).toBe(0)
    expect(found?.meta?.postBalances[1]).toBe(1_500_000_000)
    expect(found?.transaction.message.staticAccountKeys[0]?.toBase58()).toBe(from.publicKey.toBase58())
    const history = await connection.getSignaturesForAddress(to)
    expect(history.map((each) => each.signature)).toEqual([signature])
    expect((await connection.getSignaturesForAddress(from.publicKey, { limit: 1 }))[0]?.signature).toBe(
      signature,
    )
  })

  it('runs @solana/spl-token: a new associated account and a checked transfer', async () => {
    const payer = account(0).keypair
    const receiver = Keypair.generate()
    const mint = new PublicKey(devnet.mint.address)
    const ata = await getOrCreateAssociatedTokenAccount(connection, payer, mint, receiver.publicKey)
    expect(ata.amount).toBe(0n)
    const signature = await transferChecked(
      connection,
      payer,
      new PublicKey(account(0).tokenAccount),
      mint,
      ata.address,
      payer,
      2_500_000n,
      6,
    )
    expect((await getAccount(connection, ata.address)).amount).toBe(2_500_000n)
    const byOwner = await connection.getTokenAccountsByOwner(receiver.publicKey, { mint })
    expect(byOwner.value.map((each) => each.pubkey.toBase58())).toEqual([ata.address.toBase58()])
    const parsed = await connection.getParsedTokenAccountsByOwner(receiver.publicKey, { mint })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('2.5')
    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const post = found?.meta?.postTokenBalances?.find((each) => each.owner === receiver.publicKey.toBase58())
    expect(post?.uiTokenAmount.amount).toBe('2500000')
    expect(post?.mint).toBe(devnet.mint.address)
  })

  it('airdrops, notifies account subscribers and estimates fees', async () => {
    const fresh = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(fresh, (info) => {
        void connection.removeAccountChangeListener(id)
        resolve(info.lamports)
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const signature = await connection.requestAirdrop(fresh, LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    await connection.confirmTransaction({ signature, ...latest })
    expect(await changed).toBe(LAMPORTS_PER_SOL)

    const tx = new Transaction({ feePayer: fresh, ...latest }).add(
      SystemProgram.transfer({ fromPubkey: fresh, toPubkey: fresh, lamports: 1 }),
    )
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).toBe(5000)
  })

  it('refuses what a validator refuses: overspend (preflight, with logs), stale blockhash, bad params', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, 10_000_000),
      ...(await connection.getLatestBlockhash()),
    })
    const overspend = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: account(0).keypair.publicKey,
        lamports: 1e12,
      }),
    )
    const simulated = await connection.simulateTransaction(overspend, [poor])
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    const error = await sendAndConfirmTransaction(connection, overspend, [poor]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/)

    const stale = new Transaction({
      feePayer: poor.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    })
    stale.add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: poor.publicKey, lamports: 1 }))
    stale.sign(poor)
    await expect(connection.sendRawTransaction(stale.serialize())).rejects.toThrow(/Blockhash not found/)

    const mintIx = createTransferCheckedInstruction(
      new PublicKey(account(2).tokenAccount),
      new PublicKey(devnet.mint.address),
      new PublicKey(account(1).tokenAccount),
      poor.publicKey,
      1n,
      6,
    )
    const notOwner = await connection.simulateTransaction(new Transaction().add(mintIx), [poor])
    expect(notOwner.value.err).toEqual({ InstructionError: [0, { Custom: 4 }] })
    await expect(connection.getBalance('nope' as unknown as PublicKey)).rejects.toThrow()
    const answer = await fetch(devnet.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['nope'] }),
    }).then((r) => r.json())
    expect(answer.error.code).toBe(-32602)
  })
})
