import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { SEND_INVALID_MESSAGE, SEND_INVALID_MESSAGE_SOLANA } from '../actions/send/sendValidation.js'
import type { TokenBalance } from '../api/types.js'
import { createConfig } from '../createConfig.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { PorticoEvent } from '../events/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA, chainB, solanaLocal } from '../test/networks.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'
import { parseUnits } from '../utils/units.js'
import { getSendController } from './send.js'

// A real local HTTP server stands in for the blockchain API; each test sets its answers by path.
let server: Server
let url: string
let routes: Record<string, { status: number; body: unknown }> = {}
const requested: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    requested.push(path)
    const answer = routes[path] ?? { status: 404, body: { message: 'not found' } }
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  routes = {}
  requested.length = 0
})

const SENDER = '0xabc0000000000000000000000000000000000001'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = `eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3`

const balance = (symbol: string, decimals: string, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  value: 10,
  price: 1,
  iconUrl: '',
  quantity: { decimals, numeric: '100' },
  ...extra,
})
const eth = balance('ETH', '18', { price: 3000, value: 30_000, quantity: { decimals: '18', numeric: '10' } })
const usdc = balance('USDC', '6', { address: USDC })

async function setup({ api = true } = {}) {
  let time = 1_000_000
  const evm = createTestAdapter('eip155')
  const solana = createTestAdapter('solana', ['So11111111111111111111111111111111111111112'])
  evm.adapter.parseUnits = parseUnits
  const transfers: unknown[] = []
  evm.adapter.sendTransfer = async (parameters) => {
    transfers.push(parameters)
    return { hash: '0xfeed' }
  }
  const config = createConfig({
    projectId: 'p',
    networks: [chainA, chainB, solanaLocal],
    adapters: [evm.adapter, solana.adapter],
    storage: memoryStorage(),
    ...(api ? { api: { url } } : {}),
    now: () => time,
  })
  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  const send = getSendController(config)
  const events: PorticoEvent[] = []
  config.events.subscribe((event) => events.push(event), ['SEND_INITIATED', 'SEND_SUCCESS', 'SEND_ERROR'])
  return { config, send, evm, transfers, events, advance: (ms: number) => (time += ms) }
}

/** Lets valtio's batched subscribers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the config’s send controller', () => {
  test('one per config, created on first use; destroy() stops it and the next use makes a new one', async () => {
    const { config, send } = await setup()
    expect(getSendController(config)).toBe(send)
    const other = await setup()
    expect(getSendController(other.config)).not.toBe(send)
    send.setTokenAmount('1')
    config.destroy()
    // Stopped: a disconnect no longer resets the old form.
    await config.disconnect()
    await settle()
    expect(send.state.sendTokenAmount).toBe('1')
    expect(getSendController(config)).not.toBe(send)
  })
})

describe('validation', () => {
  test('EVM needs a token, a positive amount within the balance and a valid receiver', async () => {
    const { send } = await setup()
    expect(send.validate()?.message).toBe(SEND_INVALID_MESSAGE)
    expect(send.validate()?.reason).toBe('token')
    send.setToken(usdc)
    expect(send.validate()?.reason).toBe('amount')
    for (const bad of ['0', '', 'abc', '-1', '1e3', '1.1234567']) {
      send.setTokenAmount(bad)
      expect(send.validate()?.reason).toBe('amount')
    }
    send.setTokenAmount('12.5')
    expect(send.validate()?.reason).toBe('receiver')
    send.setReceiverAddress('0x123')
    expect(send.validate()?.reason).toBe('receiver')
    send.setReceiverAddress(RECEIVER)
    expect(send.validate()).toBeUndefined()
    send.setTokenAmount('100.000001')
    expect(send.validate()).toMatchObject({ reason: 'insufficientBalance', message: 'Insufficient balance' })
  })

  test("an adapter's own address check wins over the namespace format (a chain with other prefixes)", async () => {
    const { send, evm } = await setup()
    send.setToken(usdc)
    send.setTokenAmount('1')
    send.setReceiverAddress(RECEIVER)
    expect(send.validate()).toBeUndefined()
    const asked: unknown[] = []
    evm.adapter.isAddress = ({ address, network }) => {
      asked.push([address, network.caipNetworkId])
      return false
    }
    expect(send.validate()?.reason).toBe('receiver')
    expect(asked).toEqual([[RECEIVER, 'eip155:31337']])
    expect(await send.setReceiver(RECEIVER)).toBeUndefined()
  })

  test('the native path also needs a gas price', async () => {
    const { send } = await setup()
    send.setToken(eth)
    send.setTokenAmount('1')
    send.setReceiverAddress(RECEIVER)
    expect(send.validate()?.reason).toBe('gasPrice')
    send.state.gasPrice = 1n
    expect(send.validate()).toBeUndefined()
  })

  test("Solana's message has no full stop", async () => {
    const { config, send } = await setup()
    await config.switchNetwork(solanaLocal)
    expect(send.validate()?.message).toBe(SEND_INVALID_MESSAGE_SOLANA)
  })
})

describe('send', () => {
  test('success: SEND_INITIATED, the transfer, a toast, Account, SEND_SUCCESS and a reset form', async () => {
    const { config, send, transfers, events } = await setup()
    send.setToken(usdc)
    send.setTokenAmount('2.5')
    send.setReceiverAddress(RECEIVER)
    const result = await send.send()
    expect(result).toEqual({ hash: '0xfeed' })
    expect(transfers).toEqual([
      {
        network: chainA,
        from: SENDER,
        to: RECEIVER,
        value: 2_500_000n,
        token: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
      },
    ])
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events[1]?.properties).toMatchObject({ token: 'USDC', amount: '2.5', hash: '0xfeed' })
    expect(config.toasts.state.toast).toMatchObject({ variant: 'success', code: 'sendStarted' })
    expect(send.state).toMatchObject({ token: undefined, sendTokenAmount: undefined, loading: false })
  })

  test('a native transfer sends no token and parses 18 decimals', async () => {
    const { send, transfers } = await setup()
    send.setToken(eth)
    send.setTokenAmount('0.5')
    send.setReceiverAddress(RECEIVER)
    send.state.gasPrice = 1n
    await send.send()
    expect(transfers[0]).toMatchObject({ value: 500_000_000_000_000_000n, token: undefined })
  })

  test('failure (a wallet rejection): toast, SEND_ERROR, the form kept, the error rethrown', async () => {
    const { config, send, evm, events } = await setup()
    evm.adapter.sendTransfer = async () => {
      throw new UserRejectedRequestError()
    }
    send.setToken(usdc)
    send.setTokenAmount('1')
    send.setReceiverAddress(RECEIVER)
    await expect(send.send()).rejects.toMatchObject({ code: 4001 })
    expect(config.toasts.state.toast).toMatchObject({ variant: 'error', code: 'sendFailed' })
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(send.state).toMatchObject({ token: usdc, sendTokenAmount: '1', receiverAddress: RECEIVER })
    expect(send.state.loading).toBe(false)
  })

  test('an invalid form throws its message and tracks nothing', async () => {
    const { send, transfers, events } = await setup()
    await expect(send.send()).rejects.toThrow(SEND_INVALID_MESSAGE)
    expect(transfers).toEqual([])
    expect(events).toEqual([])
  })

  test('loading is true while the wallet decides', async () => {
    const { send, evm } = await setup()
    let release = () => {}
    evm.adapter.sendTransfer = () =>
      new Promise((resolve) => {
        release = () => resolve({ hash: '0x1' })
      })
    send.setToken(usdc)
    send.setTokenAmount('1')
    send.setReceiverAddress(RECEIVER)
    const sending = send.send()
    expect(send.state.loading).toBe(true)
    release()
    await sending
    expect(send.state.loading).toBe(false)
  })
})

describe('reset', () => {
  const fill = (send: Awaited<ReturnType<typeof setup>>['send']) => {
    send.setToken(usdc)
    send.setTokenAmount('1')
    send.setReceiverAddress(RECEIVER)
  }

  test('on disconnect', async () => {
    const { config, send } = await setup()
    fill(send)
    await config.disconnect()
    expect(send.state.token).toBeUndefined()
    expect(send.state.receiverAddress).toBeUndefined()
  })

  test('when the wallet disconnects on its own', async () => {
    const { send, evm } = await setup()
    fill(send)
    evm.emit({ type: 'disconnect' })
    await settle()
    expect(send.state.token).toBeUndefined()
  })

  test('on a switch to another namespace, not within one', async () => {
    const { config, send } = await setup()
    fill(send)
    await config.switchNetwork(chainB)
    expect(send.state.sendTokenAmount).toBe('1')
    await config.switchNetwork(solanaLocal)
    expect(send.state.sendTokenAmount).toBeUndefined()
  })

  test('destroy stops following the config', async () => {
    const { config, send } = await setup()
    send.destroy()
    fill(send)
    await config.disconnect()
    expect(send.state.sendTokenAmount).toBe('1')
  })
})

describe('receiver by name', () => {
  const record = (address: string, coinType: number) => ({
    status: 200,
    body: {
      name: 'alice.portico.id',
      addresses: { [coinType]: { address } },
      attributes: { avatar: 'a.png' },
    },
  })

  test('an address is taken as it is; only its name is asked for (reverse lookup)', async () => {
    const { send } = await setup()
    expect(await send.setReceiver(` ${RECEIVER} `)).toBe(RECEIVER)
    expect(send.state.receiverProfileName).toBeUndefined()
    expect(requested.filter((path) => path.startsWith('/v1/profile/account/'))).toEqual([])
    expect(requested).toContain(`/v1/profile/reverse/${RECEIVER}`)
  })

  test("a name resolves through lookupName to the active chain's coin type", async () => {
    const { send } = await setup()
    routes['/v1/profile/account/alice'] = record(RECEIVER, (0x80000000 | 31337) >>> 0)
    expect(await send.setReceiver('alice')).toBe(RECEIVER)
    expect(send.state).toMatchObject({
      receiverAddress: RECEIVER,
      receiverProfileName: 'alice.portico.id',
      receiverProfileImageUrl: 'a.png',
    })
  })

  test("another registry's name is asked for as typed; the API's not-found leaves no receiver", async () => {
    const { send } = await setup()
    routes['/v1/profile/account/alice'] = record(RECEIVER, (0x80000000 | 31337) >>> 0)
    expect(await send.setReceiver('alice.reown.id')).toBeUndefined()
    expect(send.state.receiverAddress).toBeUndefined()
    expect(requested).toContain('/v1/profile/account/alice.reown.id')
    expect(requested).not.toContain('/v1/profile/account/alice')
  })

  test('an unknown name leaves no receiver; only the latest input writes', async () => {
    const { send } = await setup()
    expect(await send.setReceiver('nobody')).toBeUndefined()
    expect(send.state.receiverAddress).toBeUndefined()
    routes['/v1/profile/account/alice'] = record(RECEIVER, 60)
    const slow = send.setReceiver('alice')
    send.setReceiverAddress(SENDER)
    expect(await slow).toBeUndefined()
    expect(send.state.receiverAddress).toBe(SENDER)
  })
})

describe('balances and gas', () => {
  const balances = (list: TokenBalance[]) => ({ status: 200, body: { balances: list } })
  const path = `/v1/account/${SENDER}/balance`

  test('token balances drop decimals 0, pick the first and keep the native USD value', async () => {
    const { send } = await setup()
    routes[path] = balances([eth, usdc, balance('JUNK', '0')])
    const list = await send.fetchTokenBalances()
    expect(list.map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
    expect(send.state.token?.symbol).toBe('ETH')
    expect(send.state.networkBalanceInUSD).toBe(30_000)
  })

  test('a failure toasts and locks retries for 30 s', async () => {
    const { config, send, advance } = await setup()
    await send.fetchTokenBalances()
    expect(config.toasts.state.toast?.code).toBe('tokenBalanceUnavailable')
    routes[path] = balances([usdc])
    advance(29_000)
    expect(await send.fetchTokenBalances()).toEqual([])
    advance(2_000)
    expect((await send.fetchTokenBalances()).map((b) => b.symbol)).toEqual(['USDC'])
  })

  test('gas price from the API and the fee in USD from the estimate and the native price', async () => {
    const { send, evm } = await setup()
    routes[path] = balances([eth, usdc])
    routes['/v1/convert/gas-price'] = {
      status: 200,
      body: { standard: '1000000000', fast: '2000000000', instant: '3000000000' },
    }
    evm.adapter.estimateFee = async () => 21_000n * 1_000_000_000n
    await send.fetchTokenBalances()
    await send.fetchGasPrice()
    expect(send.state.gasPrice).toBe(1_000_000_000n)
    expect(send.state.gasPriceInUSD).toBeCloseTo(0.063, 10)
  })

  test('a fee that cannot be estimated leaves gas in USD unknown', async () => {
    const { send, evm } = await setup()
    evm.adapter.estimateFee = async () => null
    await send.fetchGasPrice()
    expect(send.state.gasPriceInUSD).toBeUndefined()
  })
})
