import { encodeAddress } from '@polkadot/util-crypto'
import { type PolkadotDevnet, startPolkadotDevnet } from '@portico/devnet-polkadot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApi } from '../test/startTestApi.js'

let devnet: PolkadotDevnet
let api: Awaited<ReturnType<typeof startTestApi>>

beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  api = await startTestApi({
    polkadotNodes: [
      { caipNetworkId: devnet.caipNetworkId, wsUrl: devnet.wsUrl, name: 'Kusama Local Testnet' },
    ],
  })
}, 120_000)
afterAll(async () => {
  await api?.close()
  await devnet?.stop()
})

const balance = (address: string, query: string) =>
  api.get(`/v1/account/${address}/balance?projectId=local&currency=usd&${query}`)

describe('balance of polkadot: accounts', () => {
  test('the transferable balance from the local chain, with its decimals and symbol; forceUpdate refreshes', async () => {
    const who = devnet.accounts[3]!.address
    const chainId = `chainId=${devnet.caipNetworkId}`
    await devnet.setBalance(who, 1_250_000_000_000n)
    const res = await balance(who, chainId)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      balances: [
        {
          name: 'KSM',
          symbol: 'KSM',
          chainId: devnet.caipNetworkId,
          value: 0,
          price: 0,
          iconUrl: `${api.url}/public/getTokenImage/KSM`,
          quantity: { decimals: '12', numeric: '1.25' },
        },
      ],
    })
    await devnet.setBalance(who, 2n * 10n ** 12n)
    const cached = (await (await balance(who, chainId)).json()) as {
      balances: { quantity: { numeric: string } }[]
    }
    expect(cached.balances[0]?.quantity.numeric).toBe('1.25')
    const fresh = (await (await balance(who, `${chainId}&forceUpdate=true`)).json()) as typeof cached
    expect(fresh.balances[0]?.quantity.numeric).toBe('2')
  })

  test('an address in another SS58 format is the same account', async () => {
    const dave = devnet.accounts[3]!
    const generic = encodeAddress(dave.publicKey, 42)
    expect(generic).not.toBe(dave.address)
    const res = await balance(generic, `chainId=${devnet.caipNetworkId}&forceUpdate=1`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { balances: { quantity: { numeric: string } }[] }
    expect(body.balances[0]?.quantity.numeric).toBe('2')
  })

  test('bad addresses and unknown polkadot chains are 400s; EVM ids go to the EVM reader; no history', async () => {
    const bad = await balance('not-ss58', `chainId=${devnet.caipNetworkId}`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Not an SS58 address', field: 'params.address' })
    const unknown = await balance(devnet.accounts[0]!.address, `chainId=polkadot:${'0'.repeat(32)}`)
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { message: string }).message).toBe(
      `Chain polkadot:${'0'.repeat(32)} is not supported`,
    )
    const malformed = await balance(devnet.accounts[0]!.address, 'chainId=polkadot:xyz')
    expect(malformed.status).toBe(400)
    const evm = await balance(devnet.accounts[0]!.address, 'chainId=eip155:1')
    expect(evm.status).toBe(400)
    expect(((await evm.json()) as { message: string }).message).toMatch(/EVM address/)
    const history = await api.get(
      `/v1/account/${devnet.accounts[0]!.address}/history?projectId=local&chainId=${devnet.caipNetworkId}`,
    )
    expect(history.status).toBe(400)
    expect(await history.json()).toMatchObject({ field: 'query.chainId' })
  })
})
