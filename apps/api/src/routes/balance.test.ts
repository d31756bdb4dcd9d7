import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestWorld } from '../test/startTestWorld.js'

// Anvil's first two accounts (public test keys).
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld()
}, 120_000)
afterAll(() => world?.stop())

type Balance = {
  symbol: string
  price: number
  value: number
  address?: string
  chainId: string
  quantity: { decimals: string; numeric: string }
}
const balances = async (address: string, query = 'chainId=eip155:31337') => {
  const res = await world.api.get(`/v1/account/${address}/balance?projectId=local&currency=usd&${query}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { balances: Balance[] }).balances
}

describe('balance', () => {
  test('native and every listed token, with AMM prices in USD', async () => {
    const list = await balances(alice.address)
    expect(list.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'PTK'])
    const [eth, usdc, ptk] = list as [Balance, Balance, Balance]
    expect(usdc).toMatchObject({ price: 1, chainId: 'eip155:31337', quantity: { decimals: '6' } })
    expect(usdc.address).toBe(`eip155:31337:${world.devnet.chains[0]!.addresses.usdc}`)
    expect(eth.address).toBeUndefined()
    expect(eth.price).toBeGreaterThan(2500)
    expect(eth.price).toBeLessThan(3500)
    expect(ptk.price).toBeGreaterThan(1)
    expect(ptk.price).toBeLessThan(3)
    expect(ptk.value).toBeCloseTo(Number(ptk.quantity.numeric) * ptk.price, 0)
  })

  test('a transfer shows after forceUpdate; the 30 s cache serves the old figure before that', async () => {
    const before = await balances(bob)
    const usdcBefore = Number(before.find((b) => b.symbol === 'USDC')!.quantity.numeric)
    const chain = world.devnet.chains[0]!
    const wallet = createWalletClient({ account: alice, chain: foundry, transport: http(chain.rpcUrl) })
    await wallet.writeContract({
      address: chain.addresses.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob, parseUnits('12.5', 6)],
    })

    const cached = await balances(bob)
    expect(Number(cached.find((b) => b.symbol === 'USDC')!.quantity.numeric)).toBe(usdcBefore)
    const fresh = await balances(bob, 'chainId=eip155:31337&forceUpdate=true')
    expect(Number(fresh.find((b) => b.symbol === 'USDC')!.quantity.numeric)).toBe(usdcBefore + 12.5)
  })

  test('without chainId every chain is served', async () => {
    const list = await balances(alice.address, '')
    expect(new Set(list.map((b) => b.chainId))).toEqual(new Set(['eip155:31337', 'eip155:31338']))
  })

  test('bad address or chain answers 400 naming the field', async () => {
    for (const [path, field] of [
      ['/v1/account/0x123/balance?projectId=local', 'params.address'],
      [`/v1/account/${bob}/balance?projectId=local&chainId=31337`, 'query.chainId'],
      [`/v1/account/${bob}/balance?projectId=local&chainId=eip155:999`, 'query.chainId'],
      [`/v1/account/${bob}/balance?projectId=local&chainId=cosmos:cosmoshub-4`, 'query.chainId'],
      [
        '/v1/account/4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z/balance?projectId=local&chainId=solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        'query.chainId',
      ],
      [`/v1/account/${bob}/balance?projectId=local&currency=eur`, 'query.currency'],
    ] as const) {
      const res = await world.api.get(path)
      expect(res.status).toBe(400)
      expect((await res.json()).field).toBe(field)
    }
  })
})

test('fungible price of CAIP-10 token addresses', async () => {
  const chain = world.devnet.chains[0]!
  const res = await world.api.get('/v1/fungible/price?projectId=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      currency: 'usd',
      addresses: [
        `eip155:31337:${chain.addresses.ptk}`,
        'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      ],
    }),
  })
  const { fungibles } = (await res.json()) as { fungibles: { symbol: string; price: number }[] }
  expect(fungibles.map((f) => f.symbol)).toEqual(['PTK', 'ETH'])
  expect(fungibles[1]!.price).toBeGreaterThan(2500)
})
