import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetChains } from '../../chain/devnetChains.js'
import { SWAP_NETWORKS } from '../../convert/swapNetworks.js'
import { startTestApi } from '../../test/startTestApi.js'
import { startTestWorld } from '../../test/startTestWorld.js'

// Anvil's third account (a public test key), so other suites' balances stay untouched.
const carol = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld()
}, 120_000)
afterAll(() => world?.stop())

const chain = () => world.devnet.chains[0]!
const caip = (address: string) => `eip155:31337:${address}`
const getJson = async (path: string) => {
  const res = await world.api.get(`${path}${path.includes('?') ? '&' : '?'}projectId=local`)
  return { status: res.status, body: await res.json() }
}
const clients = () => ({
  wallet: createWalletClient({ account: carol, chain: foundry, transport: http(chain().rpcUrl) }),
  public: createPublicClient({ chain: foundry, transport: http(chain().rpcUrl) }),
})
const tokenBalance = (token: `0x${string}`) =>
  clients().public.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [carol.address],
  })

describe('convert', () => {
  test('tokens list the native token and every listed token', async () => {
    const { body } = await getJson('/v1/convert/tokens?chainId=eip155:31337')
    expect(body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['ETH', 'USDC', 'PTK'])
    expect(body.tokens[0].address).toBe(caip(NATIVE))
  })

  test('gas price: standard ≤ fast ≤ instant, in wei', async () => {
    const { body } = await getJson('/v1/convert/gas-price?chainId=eip155:31337')
    expect(BigInt(body.standard)).toBeGreaterThan(0n)
    expect(BigInt(body.fast)).toBeGreaterThanOrEqual(BigInt(body.standard))
    expect(BigInt(body.instant)).toBeGreaterThanOrEqual(BigInt(body.fast))
  })

  test('native → USDC: the built transaction fulfils the quote on chain', async () => {
    const amount = parseEther('0.5').toString()
    const from = caip(NATIVE)
    const to = caip(chain().addresses.usdc)
    const quote = await getJson(
      `/v1/convert/quotes?amount=${amount}&from=${from}&to=${to}&userAddress=${caip(carol.address)}`,
    )
    const toAmount = BigInt(quote.body.quotes[0].toAmount)
    expect(toAmount).toBeGreaterThan(parseUnits('1000', 6)) // ~1500 USDC at ~3000 USD/ETH

    const allowance = await getJson(
      `/v1/convert/allowance?tokenAddress=${from}&userAddress=${caip(carol.address)}`,
    )
    expect(BigInt(allowance.body.allowance)).toBeGreaterThan(BigInt(amount))

    const built = await world.api.get('/v1/convert/build-transaction?projectId=local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount, eip155: { slippage: '1' }, from, to, userAddress: caip(carol.address) }),
    })
    const { tx } = await built.json()
    expect(BigInt(tx.minimumToAmount)).toBeLessThanOrEqual(toAmount)
    const before = await tokenBalance(chain().addresses.usdc)
    const hash = await clients().wallet.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
      gas: BigInt(tx.eip155.gas),
    })
    const receipt = await clients().public.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await tokenBalance(chain().addresses.usdc)) - before).toBe(toAmount)
  })

  test('USDC → PTK through the approve path', async () => {
    const amount = parseUnits('10', 6).toString()
    const from = caip(chain().addresses.usdc)
    const to = caip(chain().addresses.ptk)
    const user = caip(carol.address)
    const allowance = await getJson(`/v1/convert/allowance?tokenAddress=${from}&userAddress=${user}`)
    expect(BigInt(allowance.body.allowance)).toBeLessThan(BigInt(amount))

    const approve = await getJson(
      `/v1/convert/build-approve?userAddress=${user}&from=${from}&to=${to}&amount=${amount}`,
    )
    const { wallet, public: reader } = clients()
    await reader.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: approve.body.tx.to, data: approve.body.tx.data }),
    })
    const after = await getJson(`/v1/convert/allowance?tokenAddress=${from}&userAddress=${user}`)
    expect(after.body.allowance).toBe(amount)

    const quote = await getJson(`/v1/convert/quotes?amount=${amount}&from=${from}&to=${to}`)
    const built = await world.api.get('/v1/convert/build-transaction?projectId=local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount, eip155: { slippage: 0.5 }, from, to, userAddress: user }),
    })
    const { tx } = await built.json()
    const before = await tokenBalance(chain().addresses.ptk)
    const receipt = await reader.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: tx.to, data: tx.data, gas: BigInt(tx.eip155.gas) }),
    })
    expect(receipt.status).toBe('success')
    expect((await tokenBalance(chain().addresses.ptk)) - before).toBe(BigInt(quote.body.quotes[0].toAmount))
  })

  test('posts may carry the project id in their JSON body only', async () => {
    const post = (path: string, body: unknown) =>
      world.api.get(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const from = caip(NATIVE)
    const to = caip(chain().addresses.usdc)
    const built = await post('/v1/convert/build-transaction', {
      amount: parseEther('0.01').toString(),
      eip155: { slippage: 1 },
      projectId: 'local',
      from,
      to,
      userAddress: caip(carol.address),
    })
    expect(built.status).toBe(200)
    expect((await built.json()).tx.to).toBe(chain().addresses.ammRouter)
    const prices = await post('/v1/fungible/price', {
      currency: 'usd',
      addresses: [from, to],
      projectId: 'local',
    })
    expect(prices.status).toBe(200)
    const { fungibles } = await prices.json()
    expect(fungibles.map((f: { symbol: string }) => f.symbol)).toEqual(['ETH', 'USDC'])
    expect(fungibles[0].price).toBeGreaterThan(1000)
    // No id anywhere, or an unknown one, is still refused.
    for (const body of [{ addresses: [from] }, { addresses: [from], projectId: 'nope' }]) {
      const refused = await post('/v1/fungible/price', body)
      expect(refused.status).toBe(403)
    }
  })

  test('bad input: 400 naming the field; unsupported network says so', async () => {
    const usdc = caip(chain().addresses.usdc)
    for (const [path, field] of [
      [`/v1/convert/quotes?amount=-1&from=${usdc}&to=${caip(NATIVE)}`, 'query.amount'],
      [`/v1/convert/quotes?amount=1&from=${usdc}&to=${usdc}`, 'to'],
      [
        `/v1/convert/quotes?amount=1&from=eip155:5:${NATIVE}&to=eip155:5:${chain().addresses.usdc}`,
        'query.from',
      ],
      ['/v1/convert/tokens?chainId=eip155:999', 'query.chainId'],
      ['/v1/convert/gas-price?chainId=solana:abc', 'query.chainId'],
    ] as const) {
      const { status, body } = await getJson(path)
      expect(status).toBe(400)
      expect(body.field).toBe(field)
    }
    const { body } = await getJson('/v1/convert/tokens?chainId=eip155:999')
    expect(body).toEqual({
      code: 'UNSUPPORTED_NETWORK',
      message: 'Network not supported for Swaps: eip155:999',
      field: 'query.chainId',
    })
  })

  test('swaps run only on the listed networks: a served chain with an AMM but not listed has none', async () => {
    expect(SWAP_NETWORKS.filter((id) => !/^eip155:3133[78]$/.test(id))).toHaveLength(12)
    // The devnet's chain, AMM and all, served as Goerli (eip155:5), which is not a swap network.
    const [devnet] = devnetChains(world.devnet)
    const api = await startTestApi({
      chains: [{ ...devnet!, caipNetworkId: 'eip155:5' }],
      indexer: { enabled: false, intervalMs: 1000 },
    })
    try {
      const user = `eip155:5:${carol.address}`
      const from = `eip155:5:${NATIVE}`
      const to = `eip155:5:${chain().addresses.usdc}`
      for (const [path, field] of [
        ['/v1/convert/tokens?chainId=eip155:5', 'query.chainId'],
        [`/v1/convert/quotes?amount=1000&from=${from}&to=${to}`, 'query.from'],
        [`/v1/convert/allowance?tokenAddress=${to}&userAddress=${user}`, 'query.tokenAddress'],
        [`/v1/convert/build-approve?userAddress=${user}&from=${to}&to=${from}`, 'query.from'],
      ] as const) {
        const res = await api.get(`${path}&projectId=local`)
        expect([res.status, await res.json()]).toEqual([
          400,
          { code: 'UNSUPPORTED_NETWORK', message: 'Network not supported for Swaps: eip155:5', field },
        ])
      }
      const built = await api.get('/v1/convert/build-transaction?projectId=local', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '1000', from, to, userAddress: user }),
      })
      expect([built.status, (await built.json()).code]).toEqual([400, 'UNSUPPORTED_NETWORK'])
    } finally {
      await api.close()
    }
  })
})
