import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'
import { getOrCreateAssociatedTokenAccount, transferChecked } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApi } from '../test/startTestApi.js'

let devnet: SolanaDevnet
let api: Awaited<ReturnType<typeof startTestApi>>
let connection: Connection

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
  const { address, decimals, symbol, name } = devnet.mint
  api = await startTestApi({
    solanaNodes: [
      {
        caipNetworkId: devnet.caipNetworkId,
        name: 'Solana Local',
        rpcUrl: devnet.rpcUrl,
        tokens: [{ address, decimals, symbol, name, usdPrice: 1 }],
      },
    ],
  })
}, 60_000)
afterAll(async () => {
  await api?.close()
  await devnet?.stop()
})

type Balance = {
  symbol: string
  address?: string
  value: number
  quantity: { decimals: string; numeric: string }
}
const get = async (path: string) => {
  const res = await api.get(`/v1${path}${path.includes('?') ? '&' : '?'}projectId=local`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
const balances = async (address: string) => {
  const { status, body } = await get(
    `/account/${address}/balance?currency=usd&chainId=${devnet.caipNetworkId}&forceUpdate=1`,
  )
  expect(status).toBe(200)
  return body.balances as Balance[]
}

describe('solana account routes', () => {
  test('supported chains list the Solana node', async () => {
    expect((await get('/supported-chains')).body.http).toContain(devnet.caipNetworkId)
  })

  test('balance: SOL and the listed SPL token, with CAIP-10 token addresses', async () => {
    const list = await balances(devnet.accounts[2]!.address)
    expect(list).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '100' } }),
      expect.objectContaining({
        symbol: 'PUSD',
        address: `${devnet.caipNetworkId}:${devnet.mint.address}`,
        value: 1000,
        quantity: { decimals: '6', numeric: '1000' },
      }),
    ])
    const empty = await balances(Keypair.generate().publicKey.toBase58())
    expect(empty.map((b) => [b.symbol, b.quantity.numeric])).toEqual([['SOL', '0']])
  })

  test('history: SOL and SPL transfers from the account point of view, paged by signature', async () => {
    const payer = devnet.accounts[1]!.keypair
    const friend = Keypair.generate()
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: friend.publicKey,
          lamports: 2 * LAMPORTS_PER_SOL,
        }),
      ),
      [payer],
    )
    const mint = new PublicKey(devnet.mint.address)
    const ata = await getOrCreateAssociatedTokenAccount(connection, payer, mint, friend.publicKey)
    await transferChecked(
      connection,
      payer,
      new PublicKey(devnet.accounts[1]!.tokenAccount),
      mint,
      ata.address,
      payer,
      7_250_000n,
      6,
    )

    const { status, body } = await get(
      `/account/${friend.publicKey.toBase58()}/history?chainId=${devnet.caipNetworkId}`,
    )
    expect(status).toBe(200)
    const data = body.data as {
      id: string
      metadata: Record<string, string>
      transfers: Record<string, unknown>[]
    }[]
    expect(data).toHaveLength(3)
    const [token, , sol] = data
    expect(token?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: payer.publicKey.toBase58(),
      sentTo: friend.publicKey.toBase58(),
      chain: devnet.caipNetworkId,
    })
    expect(token?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '7.25' }, value: 7.25 }),
    ])
    expect(sol?.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '2' } })])
    expect(body.next).toBeUndefined()

    const mine = await get(`/account/${payer.publicKey.toBase58()}/history?chainId=${devnet.caipNetworkId}`)
    const sent = (mine.body.data as typeof data)[0]
    expect(sent?.metadata).toMatchObject({ operationType: 'send', sentTo: friend.publicKey.toBase58() })
    expect(sent?.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '7.25' } })
  })

  test('pages: 20 per page, then the next signature as cursor', async () => {
    const payer = devnet.accounts[0]!.keypair
    const to = Keypair.generate().publicKey
    for (let i = 0; i < 21; i++) {
      const tx = new Transaction().add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL + i }),
      )
      await sendAndConfirmTransaction(connection, tx, [payer])
    }
    const first = await get(`/account/${to.toBase58()}/history?chainId=${devnet.caipNetworkId}`)
    expect(first.body.data).toHaveLength(20)
    expect(typeof first.body.next).toBe('string')
    const second = await get(
      `/account/${to.toBase58()}/history?chainId=${devnet.caipNetworkId}&cursor=${first.body.next as string}`,
    )
    expect(
      (second.body.data as { transfers: { quantity: { numeric: string } }[] }[])[0]?.transfers[0]?.quantity,
    ).toEqual({
      numeric: '1',
    })
    expect(second.body.next).toBeUndefined()
  })

  test('bad input: unknown Solana chain, not a Solana address, a bad cursor; EVM chains go to the EVM reader', async () => {
    const address = devnet.accounts[0]!.address
    const unknown = await get(`/account/${address}/balance?chainId=solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`)
    expect(unknown).toMatchObject({ status: 400, body: { field: 'query.chainId' } })
    expect((await get(`/account/0xnot-base58!/balance?chainId=${devnet.caipNetworkId}`)).status).toBe(400)
    expect((await get(`/account/${address}/history?chainId=${devnet.caipNetworkId}&cursor=zz`)).status).toBe(
      400,
    )
    const evm = await get(`/account/${address}/balance?chainId=eip155:31337`)
    expect(evm.status).toBe(400)
    expect(String(evm.body.message)).toMatch(/EVM/)
  })
})
