import { type Devnet, startDevnet } from '@portico/devnet'
import { devnetAccount, devnetPrivateKey } from '@portico/devnet/contracts'
import { createPublicClient, type Hex, http, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SafeHost, startSafeHost } from './startSafeHost.js'

// The Safe host against a real anvil chain: Safe's own contracts deployed, a Safe created and funded; what its
// page forwards to `/api` (as the page does, same origin, JSON) executes on chain or signs for ERC-1271.

const key = devnetPrivateKey
const recipient = '0x000000000000000000000000000000000000dEaD'

let devnet: Devnet
const hosts: SafeHost[] = []
beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
}, 120_000)
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.stop()))
  await devnet?.stop()
})

const chain = () => devnet.chains[0]!
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })

async function start(ownerKeys: Hex[]) {
  const host = await startSafeHost({
    rpcUrl: chain().rpcUrl,
    chainId: chain().chainId,
    ownerKeys,
    approve: 'auto',
  })
  hosts.push(host)
  const call = async (method: string, params?: unknown) => {
    const response = await fetch(`${host.origin}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: host.origin },
      body: JSON.stringify({ method, params }),
    })
    return (await response.json()) as { ok: boolean; data?: unknown; error?: string }
  }
  return { host, call }
}

describe('Safe host', () => {
  test('a Safe of one owner: sendTransactions executes on chain; signMessage is valid through ERC-1271', async () => {
    const { host, call } = await start([key(8)])
    expect(await client().getBalance({ address: host.safeAddress })).toBe(parseEther('10'))
    expect((await call('getSafeInfo')).data).toEqual({
      safeAddress: host.safeAddress,
      chainId: chain().chainId,
      threshold: 1,
      owners: [devnetAccount(8).address],
      isReadOnly: false,
    })

    const before = await client().getBalance({ address: recipient })
    const sent = await call('sendTransactions', { txs: [{ to: recipient, value: '1000', data: '0x' }] })
    expect(sent.ok).toBe(true)
    const { safeTxHash } = sent.data as { safeTxHash: Hex }
    expect(await client().getBalance({ address: recipient })).toBe(before + 1000n)
    const details = (await call('getTxBySafeTxHash', { safeTxHash })).data as {
      txHash: Hex
      txStatus: string
    }
    expect(details.txStatus).toBe('SUCCESS')
    expect((await client().getTransactionReceipt({ hash: details.txHash })).status).toBe('success')

    const signed = (await call('signMessage', { message: toHex('hello Safe') })).data as { signature: Hex }
    expect(
      await client().verifyMessage({
        address: host.safeAddress,
        message: 'hello Safe',
        signature: signed.signature,
      }),
    ).toBe(true)
    expect(
      await client().verifyMessage({
        address: host.safeAddress,
        message: 'another',
        signature: signed.signature,
      }),
    ).toBe(false)
  })

  test('a second start on the same chain finds the contracts and the Safe; two owners make threshold 2', async () => {
    const again = await start([key(8)])
    const first = hosts[0]!
    expect(again.host.safeAddress).toBe(first.safeAddress)

    const { host, call } = await start([key(8), key(5)])
    expect(host.threshold).toBe(2)
    expect(host.safeAddress).not.toBe(first.safeAddress)
    const before = await client().getBalance({ address: recipient })
    const batch = await call('sendTransactions', {
      txs: [
        { to: recipient, value: '7', data: '0x' },
        { to: recipient, value: '0x3', data: '0x' },
      ],
    })
    expect(batch.ok).toBe(true)
    expect(await client().getBalance({ address: recipient })).toBe(before + 10n)
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: chain().chainId },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signed = (await call('signTypedMessage', { typedData })).data as { signature: Hex }
    expect(
      await client().verifyTypedData({
        address: host.safeAddress,
        ...typedData,
        signature: signed.signature,
      }),
    ).toBe(true)
  })

  test('it answers only its own page, and forwards reads only', async () => {
    const { host, call } = await start([key(8)])
    const forged = await fetch(`${host.origin}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:1' },
      body: JSON.stringify({ method: 'getSafeInfo' }),
    })
    expect(forged.status).toBe(403)
    expect((await call('rpcCall', { call: 'eth_chainId', params: [] })).data).toBe(toHex(chain().chainId))
    expect((await call('rpcCall', { call: 'eth_sendTransaction', params: [{}] })).ok).toBe(false)
    expect((await call('sendTransactions', { txs: [{ to: 'nope', value: '1', data: '0x' }] })).error).toBe(
      'Invalid request',
    )
  })
})
