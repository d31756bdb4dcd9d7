import { type Devnet, startDevnet } from '@portico/devnet'
import { SIMPLE_7702_ACCOUNT_ADDRESS } from '@portico/devnet/contracts'
import { createPublicClient, createTestClient, type Hex, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevWallet } from './createDevWallet.js'
import { devnetChains } from './test/devnetChains.js'
import type { DevWalletChain, DevWalletRequest } from './types.js'

// The wallet as an EOA that upgrades in place (EIP-7702) for atomic batches: `atomic: ready` until its first
// batch, which the person agrees to with the upgrade named, and which lands as one transaction carrying the
// authorization; `supported` after, with no authorization again.

let devnet: Devnet
let chains: DevWalletChain[]

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  chains = devnetChains(devnet)
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const rpcUrl = () => devnet.chains[0]!.rpcUrl
const client = () => createPublicClient({ transport: http(rpcUrl()) })
const chainHex = () => numberToHex(devnet.chains[0]!.chainId)

/** A fresh key holding 10 ETH, as a dev wallet offering the EIP-7702 upgrade; what it was asked to consent to. */
async function freshWallet() {
  const key = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl()) }).setBalance({
    address,
    value: parseEther('10'),
  })
  const asked: DevWalletRequest[] = []
  const wallet = createDevWallet({
    chains,
    privateKey: key,
    policy: 'prompt',
    prompt: async (request) => {
      asked.push(request)
      return true
    },
    eip7702: { implementation: SIMPLE_7702_ACCOUNT_ADDRESS },
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return { wallet, address, asked }
}

const atomicStatus = async (wallet: ReturnType<typeof createDevWallet>) => {
  const capabilities = (await wallet.provider.request({
    method: 'wallet_getCapabilities',
    params: [wallet.address, [chainHex()]],
  } as never)) as Record<string, { atomic: { status: string } }>
  return capabilities[chainHex()]?.atomic.status
}

const twoTransfers = (wallet: ReturnType<typeof createDevWallet>, to: [Hex, Hex]) =>
  wallet.provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: chainHex(),
        from: wallet.address,
        atomicRequired: true,
        calls: to.map((recipient, index) => ({
          to: recipient,
          value: numberToHex(parseEther(`${index + 1}`)),
        })),
      },
    ],
  } as never) as Promise<{ id: string }>

/** The batch's status once it settles (anvil mines each transaction as it comes). */
async function settled(wallet: ReturnType<typeof createDevWallet>, id: string) {
  const status = () =>
    wallet.provider.request({ method: 'wallet_getCallsStatus', params: [id] } as never) as Promise<{
      status: number
      atomic: boolean
      receipts: { transactionHash: Hex }[]
    }>
  await expect.poll(async () => (await status()).status).not.toBe(100)
  return status()
}

describe('the EIP-7702 dev wallet', () => {
  it('is ready, upgrades with its first atomic batch in one transaction, then is supported', async () => {
    const { wallet, address, asked } = await freshWallet()
    expect(wallet.address).toBe(address)
    expect(await atomicStatus(wallet)).toBe('ready')
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]

    const first = await settled(wallet, (await twoTransfers(wallet, [a, b])).id)
    expect(first).toMatchObject({ status: 200, atomic: true })
    expect(first.receipts).toHaveLength(1)
    const tx = await client().getTransaction({ hash: first.receipts[0]!.transactionHash })
    expect(tx.type).toBe('eip7702')
    expect(tx.to?.toLowerCase()).toBe(address.toLowerCase())
    expect(asked.at(-1)?.summary).toMatch(/^Upgrade: this account becomes a smart account \(EIP-7702\)/)
    expect(asked.at(-1)?.summary).toContain(SIMPLE_7702_ACCOUNT_ADDRESS)
    expect(await client().getCode({ address })).toBe(
      `0xef0100${SIMPLE_7702_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`,
    )
    expect(await client().getBalance({ address: a })).toBe(parseEther('1'))
    expect(await client().getBalance({ address: b })).toBe(parseEther('2'))
    expect(await atomicStatus(wallet)).toBe('supported')

    const second = await settled(wallet, (await twoTransfers(wallet, [a, b])).id)
    expect(second).toMatchObject({ status: 200, atomic: true })
    const again = await client().getTransaction({ hash: second.receipts[0]!.transactionHash })
    expect(again.type).toBe('eip1559')
    expect(asked.at(-1)?.summary).not.toMatch(/Upgrade/)
    expect(await client().getBalance({ address: a })).toBe(parseEther('2'))
  })

  it('sends nothing and stays an EOA when the person declines the upgrade', async () => {
    const { wallet, address } = await freshWallet()
    wallet.setPolicy('reject')
    await expect(twoTransfers(wallet, [address, address])).rejects.toMatchObject({ code: 4001 })
    expect(await client().getCode({ address })).toBeUndefined()
    expect(await atomicStatus(wallet)).toBe('ready')
  })

  it('cannot be a smart account and an EIP-7702 account at once', () => {
    expect(() =>
      createDevWallet({
        chains,
        smartAccount: { address: SIMPLE_7702_ACCOUNT_ADDRESS },
        eip7702: { implementation: SIMPLE_7702_ACCOUNT_ADDRESS },
      }),
    ).toThrow(/two different accounts/)
  })
})
