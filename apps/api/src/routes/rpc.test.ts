import { createPublicClient, createWalletClient, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestWorld } from '../test/startTestWorld.js'

// The JSON-RPC proxy forwards a wallet kit's reads and signed transactions only: the node's unlocked
// accounts and its control methods stay out of reach of anyone who knows the public project id.

// Anvil's first account: unlocked on the node, its key public.
const funded = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const victim = privateKeyToAccount(generatePrivateKey()).address

let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld({ indexer: { enabled: false, intervalMs: 1000 } })
}, 120_000)
afterAll(() => world?.stop())

const proxyUrl = () => `${world.api.url}/v1/?chainId=eip155:31337&projectId=local`
/** The devnet's node itself, read directly: what the chain really holds. */
const node = () => createPublicClient({ chain: foundry, transport: http(world.devnet.chains[0]!.rpcUrl) })

type RpcAnswer = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: { code: number; message: string } }
async function rpc(body: unknown): Promise<{ status: number; body: RpcAnswer & RpcAnswer[] }> {
  const res = await fetch(proxyUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}
const call = (id: unknown, method: string, params?: unknown[]) => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params && { params }),
})

describe('refused methods never reach the node', () => {
  const attacks: [string, unknown[]][] = [
    ['anvil_setBalance', [victim, toHex(parseEther('1000000'))]],
    ['eth_sendTransaction', [{ from: funded.address, to: victim, value: toHex(parseEther('1')) }]],
    ['eth_accounts', []],
    ['personal_sign', ['0x68656c6c6f', funded.address]],
    ['eth_sign', [funded.address, '0x68656c6c6f']],
    ['debug_traceCall', [{ to: victim }, 'latest']],
    ['evm_mine', []],
    ['evm_setAccountBalance', [victim, '0xffff']],
    ['hardhat_setBalance', [victim, '0xffff']],
    ['anvil_impersonateAccount', [victim]],
    ['eth_newFilter', [{}]],
  ]

  test.each(attacks)('%s: JSON-RPC error -32601, HTTP 200', async (method, params) => {
    const { status, body } = await rpc(call(42, method, params))
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 42,
      error: { code: -32601, message: `Method not allowed: ${method}` },
    })
  })

  test('the chain did not change: no balance set, no ether sent, no block mined', async () => {
    const blockBefore = await node().getBlockNumber()
    const senderBefore = await node().getBalance({ address: funded.address })
    for (const [method, params] of attacks) await rpc(call(1, method, params))
    expect(await node().getBalance({ address: victim })).toBe(0n)
    expect(await node().getBalance({ address: funded.address })).toBe(senderBefore)
    expect(await node().getBlockNumber()).toBe(blockBefore)
  })
})

describe('allowed methods', () => {
  test('reads answer as the node does', async () => {
    const { status, body } = await rpc(call('b', 'eth_getBalance', [funded.address, 'latest']))
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 'b',
      result: toHex(await node().getBalance({ address: funded.address })),
    })
  })

  test('a viem client over the proxy reads, signs locally and sends a raw transaction', async () => {
    const transport = http(proxyUrl())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const wallet = createWalletClient({ account: funded, chain: foundry, transport })
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.25') })
    const reader = createPublicClient({ chain: foundry, transport })
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await reader.getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect(await node().getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect((await reader.getBlock({ blockHash: receipt.blockHash })).number).toBe(receipt.blockNumber)
    expect(await reader.getChainId()).toBe(31337)
  })
})

describe('batches', () => {
  test('checked entry by entry: allowed ones forwarded, refused ones answered in place, order and ids kept', async () => {
    const { status, body } = await rpc([
      call('first', 'eth_chainId'),
      call(7, 'anvil_setBalance', [victim, '0xffffffff']),
      call('first', 'eth_getBalance', [victim, 'latest']),
      call(null, 'eth_accounts'),
      call(3, 'net_version'),
    ])
    expect(status).toBe(200)
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 'first', result: '0x7a69' },
      { jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not allowed: anvil_setBalance' } },
      { jsonrpc: '2.0', id: 'first', result: '0x0' },
      { jsonrpc: '2.0', id: null, error: { code: -32601, message: 'Method not allowed: eth_accounts' } },
      { jsonrpc: '2.0', id: 3, result: '31337' },
    ])
    expect(await node().getBalance({ address: victim })).toBe(0n)
  })

  test('a batch of refused entries only is answered without the node', async () => {
    const { body } = await rpc([call(1, 'evm_mine'), call(2, 'anvil_mine', ['0x10'])])
    expect(body.map((answer) => answer.error?.code)).toEqual([-32601, -32601])
  })

  test('1000 entries are forwarded; 1001 answer one JSON-RPC error -32600 naming the cap, HTTP 400', async () => {
    const full = await rpc(Array.from({ length: 1000 }, (_, id) => call(id, 'eth_chainId')))
    expect(full.status).toBe(200)
    expect(full.body).toHaveLength(1000)
    expect(full.body[999]).toEqual({ jsonrpc: '2.0', id: 999, result: '0x7a69' })

    const over = await rpc(Array.from({ length: 1001 }, (_, id) => call(id, 'eth_chainId')))
    expect(over.status).toBe(400)
    expect(over.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Batch too large: at most 1000 requests' },
    })
  })
})

describe('eth_getLogs', () => {
  const logs = (filter: Record<string, unknown>) => rpc(call(1, 'eth_getLogs', [filter]))
  const refused = (detail: string) => ({
    jsonrpc: '2.0',
    id: 1,
    error: { code: -32602, message: `eth_getLogs spans at most 10000 blocks: ${detail}` },
  })

  test('a bounded range, a block hash, or a short chain from block 0 to latest are forwarded', async () => {
    const head = await node().getBlock()
    for (const filter of [
      { fromBlock: '0x0', toBlock: toHex(head.number) },
      { blockHash: head.hash },
      { fromBlock: '0x0' },
      {},
    ]) {
      const { body } = await logs(filter)
      expect(body.error, JSON.stringify(filter)).toBeUndefined()
      expect(Array.isArray(body.result)).toBe(true)
    }
  })

  test("fromBlock 'earliest' and ranges over 10000 blocks: -32602 naming the limit", async () => {
    expect((await logs({ fromBlock: 'earliest' })).body).toEqual(
      refused("fromBlock 'earliest' is not accepted"),
    )
    expect((await logs({ fromBlock: '0x0', toBlock: '0x2710' })).body).toEqual(
      refused('this filter spans 10001'),
    )
    expect((await logs({ fromBlock: '0x1', toBlock: '0x2710' })).body.error).toBeUndefined()
    expect((await logs({ fromBlock: 'nope' })).body.error?.code).toBe(-32602)
    expect((await rpc(call(1, 'eth_getLogs', ['0x0']))).body.error?.code).toBe(-32602)
  })

  test('a tag counts as the head block', async () => {
    const head = await node().getBlockNumber()
    const { body } = await logs({ fromBlock: 'latest', toBlock: toHex(head + 10_000n) })
    expect(body).toEqual(refused('this filter spans 10001'))
    const within = await logs({ fromBlock: 'latest', toBlock: toHex(head + 9_999n) })
    expect(within.body.error?.message ?? '').not.toMatch(/spans at most/)
  })
})
