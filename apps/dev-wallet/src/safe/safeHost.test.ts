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

type Call = Awaited<ReturnType<typeof start>>['call']
type TxDetails = { txHash: Hex | null; txStatus: string }

/** The Safe transaction's details once its execution was mined (the host reports it awaiting until then). */
async function executed(call: Call, safeTxHash: Hex) {
  const details = () => call('getTxBySafeTxHash', { safeTxHash }).then((answer) => answer.data as TxDetails)
  await expect.poll(async () => (await details()).txStatus).not.toBe('AWAITING_EXECUTION')
  return (await details()) as { txHash: Hex; txStatus: string }
}

const safeNonce = (safe: Hex) =>
  client().readContract({
    address: safe,
    abi: [
      {
        type: 'function',
        name: 'nonce',
        inputs: [],
        outputs: [{ type: 'uint256' }],
        stateMutability: 'view',
      },
    ],
    functionName: 'nonce',
  })

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
    const details = await executed(call, safeTxHash)
    expect(details.txStatus).toBe('SUCCESS')
    expect(await client().getBalance({ address: recipient })).toBe(before + 1000n)
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
    await executed(call, (batch.data as { safeTxHash: Hex }).safeTxHash)
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

  test('a batch is ONE Safe transaction through MultiSendCallOnly: pending until mined, then all calls or none', async () => {
    const { host, call } = await start([key(8)])
    const nonce = await safeNonce(host.safeAddress)
    const before = await client().getBalance({ address: recipient })
    const mine = (method: string, params: unknown[] = []) =>
      client().request({ method, params } as never) as Promise<unknown>
    await mine('evm_setAutomine', [false])
    try {
      const sent = await call('sendTransactions', {
        txs: [
          { to: recipient, value: '5', data: '0x' },
          { to: recipient, value: '6', data: '0x' },
        ],
      })
      expect(sent.ok).toBe(true)
      const { safeTxHash } = sent.data as { safeTxHash: Hex }
      // Sent, not mined: the host knows no on-chain hash yet.
      expect((await call('getTxBySafeTxHash', { safeTxHash })).data).toMatchObject({
        txStatus: 'AWAITING_EXECUTION',
        txHash: null,
      })
      await mine('evm_mine')
      const details = await executed(call, safeTxHash)
      expect(details.txStatus).toBe('SUCCESS')
      const tx = await client().getTransaction({ hash: details.txHash })
      expect(tx.to?.toLowerCase()).toBe(host.safeAddress.toLowerCase())
    } finally {
      await mine('evm_setAutomine', [true])
    }
    expect(await safeNonce(host.safeAddress)).toBe(nonce + 1n)
    expect(await client().getBalance({ address: recipient })).toBe(before + 11n)

    // A batch whose second call cannot run (more ether than the Safe holds) moves nothing, not even the first.
    const failed = await call('sendTransactions', {
      txs: [
        { to: recipient, value: '5', data: '0x' },
        { to: recipient, value: parseEther('1000').toString(), data: '0x' },
      ],
    })
    expect(failed.ok).toBe(false)
    expect(await client().getBalance({ address: recipient })).toBe(before + 11n)
    expect(await safeNonce(host.safeAddress)).toBe(nonce + 1n)
  })
})
