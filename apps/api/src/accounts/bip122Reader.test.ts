import { type BitcoinDevnet, startBitcoinDevnet } from '@portico/devnet-bitcoin'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApi } from '../test/startTestApi.js'

// The /v1 balance and history routes for bip122 accounts, served from a litecoind regtest node.
let devnet: BitcoinDevnet
let api: Awaited<ReturnType<typeof startTestApi>>
const WALLET = 'accounts'

beforeAll(async () => {
  devnet = await startBitcoinDevnet()
  await devnet.rpc('createwallet', [WALLET])
  const { caipNetworkId, rpcUrl, rpcAuth } = devnet
  api = await startTestApi({
    bitcoinNodes: [{ caipNetworkId, rpcUrl, rpcAuth, name: 'Litecoin', symbol: 'LTC' }],
  })
}, 120_000)
afterAll(async () => {
  await api?.close()
  await devnet?.stop()
})

const newAddress = () => devnet.rpc<string>('getnewaddress', ['', 'bech32'], WALLET)
const v1 = async (path: string, query = `chainId=${devnet.caipNetworkId}`) =>
  api.get(`/v1/account/${path}?projectId=local&${query}`)

type Balance = {
  symbol: string
  name: string
  chainId: string
  quantity: { decimals: string; numeric: string }
}
type Transaction = {
  id: string
  metadata: { operationType: string; chain: string; sentFrom: string; sentTo: string; minedAt: string }
  transfers: { direction: string; quantity: { numeric: string }; fungible_info?: { symbol: string } }[]
}

describe('bip122 accounts on /v1', () => {
  test('supported chains list the node; balance is confirmed plus mempool, in coins with 8 decimals', async () => {
    const chains = (await (await api.get('/v1/supported-chains?projectId=local')).json()) as {
      http: string[]
    }
    expect(chains.http).toContain(devnet.caipNetworkId)

    const address = await newAddress()
    await devnet.fund(address, '1.25')
    await devnet.fund(address, '0.0001', { confirm: false })
    const response = await v1(`${address}/balance`, `chainId=${devnet.caipNetworkId}&forceUpdate=true`)
    expect(response.status).toBe(200)
    const { balances } = (await response.json()) as { balances: Balance[] }
    expect(balances).toEqual([
      expect.objectContaining({
        name: 'Litecoin',
        symbol: 'LTC',
        chainId: devnet.caipNetworkId,
        quantity: { decimals: '8', numeric: '1.2501' },
      }),
    ])
  })

  test('history: receives and sends, newest first, amounts net of change; paged by cursor', async () => {
    const address = await newAddress()
    const other = await newAddress()
    await devnet.fund(address, '2')
    // Spend from `address` only: coin control over its single output.
    const [coin] = await devnet.rpc<{ txid: string; vout: number }[]>(
      'listunspent',
      [1, 9999, [address]],
      WALLET,
    )
    if (!coin) throw new Error('no coin')
    const raw = await devnet.rpc<string>('createrawtransaction', [
      [{ txid: coin.txid, vout: coin.vout }],
      [{ [other]: '0.5' }, { [address]: '1.4999' }],
    ])
    const { hex } = await devnet.rpc<{ hex: string }>('signrawtransactionwithwallet', [raw], WALLET)
    const sent = await devnet.rpc<string>('sendrawtransaction', [hex])
    await devnet.mine(1)

    const response = await v1(`${address}/history`)
    expect(response.status).toBe(200)
    const page = (await response.json()) as { data: Transaction[]; next?: string }
    expect(page.data.map((tx) => [tx.metadata.operationType, tx.transfers[0]?.direction])).toEqual([
      ['send', 'out'],
      ['receive', 'in'],
    ])
    const [send, receive] = page.data as [Transaction, Transaction]
    expect(send.id).toBe(sent)
    expect(send.metadata).toMatchObject({ chain: devnet.caipNetworkId, sentFrom: address, sentTo: other })
    expect(send.transfers[0]).toMatchObject({
      quantity: { numeric: '0.5' },
      fungible_info: { symbol: 'LTC' },
    })
    expect(receive.transfers[0]?.quantity.numeric).toBe('2')
    expect(new Date(send.metadata.minedAt).getFullYear()).toBe(new Date().getFullYear())
    expect(page.next).toBeUndefined()
  })

  test('an address of another chain, an unknown chain and an unknown cursor are 400s naming the field', async () => {
    const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const bad = await v1(`${evm}/balance`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ field: 'params.address' })
    const unknown = await v1(
      `${await newAddress()}/balance`,
      'chainId=bip122:000000000019d6689c085ae165831e93',
    )
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ field: 'query.chainId' })
    const cursor = await v1(
      `${await newAddress()}/history`,
      `chainId=${devnet.caipNetworkId}&cursor=${'ab'.repeat(32)}`,
    )
    expect(cursor.status).toBe(400)
    expect(await cursor.json()).toMatchObject({ field: 'query.cursor' })
  })
})
