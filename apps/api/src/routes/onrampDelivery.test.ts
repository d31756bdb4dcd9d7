import { rm } from 'node:fs/promises'
import { type Devnet, startDevnet } from '@portico/devnet'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  parseAbi,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetChains } from '../chain/devnetChains.js'
import { insertPendingOnrampPurchase, type OnrampPurchaseRow, recordOnrampDelivery } from '../db/onramp.js'
import { seededDataDir } from '../test/seededDataDir.js'
import { startTestApi } from '../test/startTestApi.js'

// The API keeps its PGlite data in a folder, so a test can stop it as if it died and start it again.
let devnet: Devnet
let dataDir: string
let api: Awaited<ReturnType<typeof startTestApi>>
const start = () => startTestApi({ chains: devnetChains(devnet), dataDir })
beforeAll(async () => {
  devnet = await startDevnet()
  dataDir = await seededDataDir('portico-onramp-')
  api = await start()
}, 120_000)
afterAll(async () => {
  await api?.close()
  await devnet?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const chain = () => devnet.chains[0]!
const network = 'eip155:31337'
const reader = () => createPublicClient({ chain: foundry, transport: http(chain().rpcUrl) })
const usdcOf = async (address: Hex) =>
  reader().readContract({
    address: chain().addresses.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
const buyer = (n: number) => `0x00000000000000000000000000000000000d${n.toString(16).padStart(4, '0')}` as Hex

const post = async (path: string, body: unknown) => {
  const res = await api.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}
const checkout = async (address: string) => {
  const { body } = await post('/v1/generators/onrampurl?projectId=local', {
    destinationWallets: [{ address, blockchains: [network], assets: ['USDC', 'ETH'] }],
    partnerUserId: address,
  })
  return new URL(body.url).pathname
}
const pay = (path: string) =>
  post(`${path}/pay`, {
    amount: '20',
    currency: 'USD',
    asset: 'USDC',
    network,
    method: 'card',
    card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
  })
const purchasesOf = (address: string) =>
  api.db.query<OnrampPurchaseRow>('select * from onramp_purchases where address = $1', [
    address.toLowerCase(),
  ])

describe('on-ramp delivery: exactly once per checkout', () => {
  test('a second pay of a paid checkout answers 409 and sends nothing', async () => {
    const to = buyer(1)
    const path = await checkout(to)
    const first = await pay(path)
    expect(first).toMatchObject({ status: 200, body: { status: 'success' } })
    const after = await usdcOf(to)
    expect(after).toBe(parseUnits(first.body.purchaseAmount.amount, 6))
    expect(await pay(path)).toEqual({ status: 409, body: { message: 'Checkout already paid' } })
    expect(await usdcOf(to)).toBe(after)
    expect(await purchasesOf(to)).toMatchObject([
      { status: 'delivered', tx_hash: first.body.transactionHash },
    ])
  })

  test('five pays of one checkout at once: one delivery, one transfer on chain, the others 409', async () => {
    const to = buyer(2)
    const path = await checkout(to)
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(path)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409])
    const paid = answers.find((a) => a.status === 200)!
    for (const a of answers.filter((a) => a.status === 409))
      expect(a.body).toEqual({ message: 'Checkout already paid' })
    expect(await usdcOf(to)).toBe(parseUnits(paid.body.purchaseAmount.amount, 6))
    expect(await purchasesOf(to)).toHaveLength(1)
  })

  test('checkouts of five different sessions at once all deliver (the treasury sends one at a time)', async () => {
    const buyers = [10, 11, 12, 13, 14].map(buyer)
    const paths = await Promise.all(buyers.map(checkout))
    const answers = await Promise.all(paths.map(pay))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    for (const [i, to] of buyers.entries())
      expect(await usdcOf(to)).toBe(parseUnits(answers[i]!.body.purchaseAmount.amount, 6))
  })

  test('a restart finishes the deliveries a crash left pending, each exactly once', async () => {
    // As if the process died: (a) after recording a purchase, before sending; (b) after sending, before the
    // receipt; (c) after recording the signed transaction, before it reached the node.
    const [notSent, sent, signedOnly] = [20, 21, 22].map(buyer) as [Hex, Hex, Hex]
    const record = async (to: Hex) => {
      const sessionId = (await checkout(to)).split('/').pop()!
      return (await insertPendingOnrampPurchase(api.db, {
        sessionId,
        address: to,
        network,
        assetSymbol: 'USDC',
        cryptoAmount: '7.000000',
        fiatAmount: '10.00',
        fiatCurrency: 'USD',
        paymentMethod: 'card',
        providerFee: '0.50',
        networkFee: '0.50',
        priceUsd: 1,
      }))!
    }
    const treasury = devnetChains(devnet)[0]!.onramp!.treasuryKey as Hex
    const wallet = createWalletClient({
      account: privateKeyToAccount(treasury),
      chain: foundry,
      transport: http(chain().rpcUrl),
    })
    const signMint = async (to: Hex, nonce?: number) => {
      const request = await wallet.prepareTransactionRequest({
        to: chain().addresses.usdc,
        data: encodeFunctionData({
          abi: parseAbi(['function mint(address to, uint256 amount)']),
          functionName: 'mint',
          args: [to, 7_000_000n],
        }),
        ...(nonce === undefined ? {} : { nonce }),
      })
      const rawTx = await wallet.signTransaction(request)
      return { rawTx, txHash: keccak256(rawTx), nonce: request.nonce }
    }
    const a = await record(notSent)
    const b = await record(sent)
    const bTx = await signMint(sent)
    await recordOnrampDelivery(api.db, b, bTx)
    await reader().sendRawTransaction({ serializedTransaction: bTx.rawTx })
    const c = await record(signedOnly)
    // Signed with the next nonce but never sent.
    await recordOnrampDelivery(api.db, c, await signMint(signedOnly, bTx.nonce + 1))

    await api.close()
    api = await start()

    await expect
      .poll(async () => (await purchasesOf(notSent))[0]?.status, { timeout: 15_000 })
      .toBe('delivered')
    await expect.poll(async () => (await purchasesOf(sent))[0]?.status).toBe('delivered')
    await expect.poll(async () => (await purchasesOf(signedOnly))[0]?.status).toBe('delivered')
    for (const to of [notSent, sent, signedOnly]) expect(await usdcOf(to)).toBe(7_000_000n)
    expect((await purchasesOf(sent))[0]!.tx_hash).toBe(bTx.txHash)
    expect((await purchasesOf(notSent))[0]!.tx_hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await purchasesOf(notSent))[0]!.id).toBe(a)
    expect((await purchasesOf(signedOnly))[0]!.id).toBe(c)

    // A further restart sends nothing more.
    await api.close()
    api = await start()
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (const to of [notSent, sent, signedOnly]) expect(await usdcOf(to)).toBe(7_000_000n)

    // The history shows each once, confirmed.
    const history = await (await api.get(`/v1/account/${notSent}/history?projectId=local&onramp=true`)).json()
    expect(history.data).toMatchObject([{ metadata: { operationType: 'buy', status: 'confirmed' } }])
  }, 60_000)
})
