import { createDevWallet } from '@portico/dev-wallet'
import { type Devnet, startDevnet } from '@portico/devnet'
import { SIMPLE_7702_ACCOUNT_ADDRESS } from '@portico/devnet/contracts'
import { type Address, createTestClient, http, parseEther, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { anvilKeys, connectedAdapter, devnetNetwork, devWallet } from '../test/devnet.js'

// Atomic batches on the devnet: the dev wallet as the devnet's SmartAccount (owned by account 0) runs them in
// one executeBatch transaction; as a plain account it answers `atomic: unsupported`.

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const chain = () => devnet.chains[0]!
const owner = privateKeyToAccount(anvilKeys[0]).address
type Requests = { request(args: { method: string; params?: unknown }): Promise<unknown> }
const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address

function smartAccountWallet() {
  return createDevWallet({
    chains: [{ id: chain().chainId, name: 'Devnet', rpcUrl: chain().rpcUrl }],
    policy: 'approve',
    privateKey: anvilKeys[0],
    smartAccount: { address: chain().addresses.smartAccount },
  })
}

describe('atomic batches', () => {
  test('a smart-account wallet: supported (asked once), and two calls land in one transaction', async () => {
    const wallet = smartAccountWallet()
    const request = vi.spyOn(wallet.provider as Requests, 'request')
    const network = devnetNetwork(chain())
    const { adapter, stop } = await connectedAdapter(wallet, network)
    const reader = (await adapter.getPublicClient(network)).extend(publicActions)
    const address = wallet.address
    expect(await adapter.supportsAtomicBatch({ network, address })).toBe(true)
    expect(await adapter.supportsAtomicBatch({ network, address })).toBe(true)
    const asked = request.mock.calls.filter(([{ method }]) => method === 'wallet_getCapabilities')
    expect(asked).toHaveLength(1)

    // The account pays the values: the owner funds it first (a plain send of the EOA).
    const funder = devWallet([chain()], { privateKey: anvilKeys[0] })
    await funder.provider.request({ method: 'eth_requestAccounts' })
    const funding = (await funder.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: owner, to: address, value: `0x${parseEther('1').toString(16)}` }],
    })) as `0x${string}`
    await reader.waitForTransactionReceipt({ hash: funding })

    const [a, b] = [fresh(), fresh()]
    const sent = await reader.getTransactionCount({ address: owner })
    const { hash } = await adapter.sendAtomicBatch({
      network,
      from: address,
      calls: [
        { to: a, value: 1_000n },
        { to: b, value: 2_000n, data: '0x' },
      ],
    })
    const receipt = await reader.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(address.toLowerCase())
    expect(await reader.getTransactionCount({ address: owner })).toBe(sent + 1)
    expect(await reader.getBalance({ address: a })).toBe(1_000n)
    expect(await reader.getBalance({ address: b })).toBe(2_000n)

    // A call that cannot succeed undoes the batch: nothing moves, and the error is typed.
    const c = fresh()
    await expect(
      adapter.sendAtomicBatch({
        network,
        from: address,
        calls: [
          { to: c, value: 1n },
          { to: c, value: parseEther('1000') },
        ],
      }),
    ).rejects.toBeInstanceOf(Error)
    expect(await reader.getBalance({ address: c })).toBe(0n)

    // The app offers its paymaster service (ERC-7677): the wallet gets it as an optional paymasterService
    // capability, and one that cannot use a paymaster (this one pays its own gas) still sends the batch.
    const d = fresh()
    const paymasterUrl = 'https://api.example/v1/paymaster?projectId=shop'
    await adapter.sendAtomicBatch({ network, from: address, calls: [{ to: d, value: 3n }], paymasterUrl })
    const sendCalls = request.mock.calls.filter(([{ method }]) => method === 'wallet_sendCalls').at(-1)
    const [batch] = (sendCalls?.[0].params ?? []) as { capabilities?: unknown }[]
    expect(batch?.capabilities).toEqual({
      paymasterService: { url: paymasterUrl, optional: true },
    })
    expect(await reader.getBalance({ address: d })).toBe(3n)
    stop()
  })

  test('an EOA the wallet upgrades in place (atomic: ready) counts: its batch upgrades it in the same transaction', async () => {
    const key = generatePrivateKey()
    const eoa = privateKeyToAccount(key).address
    await createTestClient({ mode: 'anvil', transport: http(chain().rpcUrl) }).setBalance({
      address: eoa,
      value: parseEther('1'),
    })
    const wallet = createDevWallet({
      chains: [{ id: chain().chainId, name: 'Devnet', rpcUrl: chain().rpcUrl }],
      policy: 'approve',
      privateKey: key,
      eip7702: { implementation: SIMPLE_7702_ACCOUNT_ADDRESS },
    })
    const network = devnetNetwork(chain())
    const { adapter, stop } = await connectedAdapter(wallet, network)
    const reader = (await adapter.getPublicClient(network)).extend(publicActions)
    expect(await adapter.supportsAtomicBatch({ network, address: eoa })).toBe(true)
    const [a, b] = [fresh(), fresh()]
    const { hash } = await adapter.sendAtomicBatch({
      network,
      from: eoa,
      calls: [
        { to: a, value: 1_000n },
        { to: b, value: 2_000n },
      ],
    })
    const tx = await reader.getTransaction({ hash: hash as `0x${string}` })
    expect(tx.type).toBe('eip7702')
    expect(await reader.getCode({ address: eoa })).toBe(
      `0xef0100${SIMPLE_7702_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`,
    )
    expect(await reader.getBalance({ address: a })).toBe(1_000n)
    expect(await reader.getBalance({ address: b })).toBe(2_000n)
    stop()
  })

  test('a plain account, or a wallet without wallet_getCapabilities, counts as unsupported', async () => {
    const network = devnetNetwork(chain())
    const plain = devWallet([chain()], { privateKey: anvilKeys[1] })
    const first = await connectedAdapter(plain, network)
    expect(await first.adapter.supportsAtomicBatch({ network, address: plain.address })).toBe(false)
    first.stop()

    const older = devWallet([chain()], { privateKey: anvilKeys[1] })
    const answer = (older.provider as Requests).request.bind(older.provider)
    vi.spyOn(older.provider as Requests, 'request').mockImplementation(async (args) => {
      if (args.method === 'wallet_getCapabilities')
        throw Object.assign(new Error('Method not found'), { code: -32601 })
      return answer(args)
    })
    const second = await connectedAdapter(older, network)
    expect(await second.adapter.supportsAtomicBatch({ network, address: older.address })).toBe(false)
    second.stop()
  })
})
