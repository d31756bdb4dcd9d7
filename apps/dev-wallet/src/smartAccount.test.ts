import { type Devnet, devnetAccount, smartAccountFactoryAbi, startDevnet } from '@portico/devnet'
import { devnetPrivateKey } from '@portico/devnet/contracts'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  isErc6492Signature,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevWallet } from './createDevWallet.js'
import { devnetChains } from './test/devnetChains.js'
import type { DevWalletChain, DevWalletOptions } from './types.js'

// The wallet as a smart account: the devnet's SmartAccount (owned by test account 0) validates the owner's
// signatures by ERC-1271; an account the factory has not deployed yet signs by ERC-6492.

let devnet: Devnet
let chains: DevWalletChain[]
const ownerKey = devnetPrivateKey(0)
const owner = devnetAccount(0).address

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  chains = devnetChains(devnet)
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const client = () => createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
const addresses = () => devnet.chains[0]!.addresses

async function connected(options: Partial<DevWalletOptions>) {
  const wallet = createDevWallet({ chains, policy: 'approve', privateKey: ownerKey, ...options })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}

const sign = (wallet: Awaited<ReturnType<typeof connected>>, message: string) =>
  wallet.provider.request({
    method: 'personal_sign',
    params: [toHex(message), wallet.address],
  }) as Promise<Hex>

/** An account the factory would deploy for `owner` with `salt`, and the call that deploys it. */
async function counterfactual(salt: bigint) {
  const { smartAccountFactory } = addresses()
  const address = await client().readContract({
    address: smartAccountFactory,
    abi: smartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, salt],
  })
  const factoryData = encodeFunctionData({
    abi: smartAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, salt],
  })
  return { address, factory: smartAccountFactory, factoryData }
}

type CallsStatus = { status: number; atomic: boolean; receipts?: { status: Hex }[] }

async function waitForBatch(wallet: Awaited<ReturnType<typeof connected>>, id: string): Promise<CallsStatus> {
  for (;;) {
    const status = (await wallet.provider.request({
      method: 'wallet_getCallsStatus',
      params: [id],
    })) as CallsStatus
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const code = async (address: Address) => (await client().getCode({ address })) ?? '0x'

describe('smartAccount', () => {
  it('shares the smart account’s address and signs for it with the owner key (ERC-1271)', async () => {
    const smartAccount = addresses().smartAccount
    const wallet = await connected({ smartAccount: { address: smartAccount } })
    expect(wallet.address).toBe(smartAccount)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([smartAccount])
    const signature = await sign(wallet, 'hello from a smart account')
    expect(isErc6492Signature(signature)).toBe(false)
    expect(
      await client().verifyMessage({
        address: smartAccount,
        message: 'hello from a smart account',
        signature,
      }),
    ).toBe(true)
    // The owner's own address is not what the signature is for.
    expect(await client().verifyMessage({ address: owner, message: 'other', signature })).toBe(false)
  })

  it('signs typed data for the smart account', async () => {
    const smartAccount = addresses().smartAccount
    const wallet = await connected({ smartAccount: { address: smartAccount } })
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [smartAccount, JSON.stringify(typedData)],
    })) as Hex
    expect(await client().verifyTypedData({ address: smartAccount, ...typedData, signature })).toBe(true)
  })

  it('a counterfactual account signs by ERC-6492, and stays undeployed', async () => {
    const account = await counterfactual(7_001n)
    expect(await code(account.address)).toBe('0x')
    const wallet = await connected({ smartAccount: account })
    expect(wallet.address).toBe(account.address)
    const signature = await sign(wallet, 'before deployment')
    expect(isErc6492Signature(signature)).toBe(true)
    expect(
      await client().verifyMessage({ address: account.address, message: 'before deployment', signature }),
    ).toBe(true)
    expect(await code(account.address)).toBe('0x')
  })

  it('sends through the account’s execute; a counterfactual account is deployed by its first send', async () => {
    const account = await counterfactual(7_002n)
    const wallet = await connected({ smartAccount: account })
    // Funding the account (as anyone can) before it exists.
    const funder = await connected({})
    await funder.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: owner, to: account.address, value: toHex(parseEther('1')) }],
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: recipient, value: toHex(parseEther('0.25')) }],
    })) as Hex
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect(await client().getBalance({ address: account.address })).toBe(parseEther('0.75'))
    expect(await code(account.address)).not.toBe('0x')
    // Deployed now: signatures are plain ERC-1271 ones.
    const signature = await sign(wallet, 'after deployment')
    expect(isErc6492Signature(signature)).toBe(false)
    expect(
      await client().verifyMessage({ address: account.address, message: 'after deployment', signature }),
    ).toBe(true)
  })

  it('answers atomic `supported` and runs wallet_sendCalls in one executeBatch transaction of the owner', async () => {
    const account = await counterfactual(7_003n)
    const wallet = await connected({ smartAccount: account })
    expect(
      await wallet.provider.request({ method: 'wallet_getCapabilities', params: [account.address] }),
    ).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    const funder = await connected({})
    await funder.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: owner, to: account.address, value: toHex(parseEther('1')) }],
    })
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]
    const sent = await client().getTransactionCount({ address: owner })
    const { id } = (await wallet.provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: account.address,
          atomicRequired: true,
          calls: [
            { to: a, value: toHex(1000n) },
            { to: b, value: toHex(2000n) },
          ],
        },
      ],
    })) as { id: string }
    const status = await waitForBatch(wallet, id)
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
    expect(status.receipts).toHaveLength(1)
    expect(await client().getBalance({ address: a })).toBe(1000n)
    expect(await client().getBalance({ address: b })).toBe(2000n)
    // The deployment and the batch: two transactions of the owner, the calls in one of them.
    expect((await client().getTransactionCount({ address: owner })) - sent).toBe(2)

    // One call failing undoes the others: the request fails and nothing moved.
    const c = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      wallet.provider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            atomicRequired: true,
            calls: [
              { to: c, value: toHex(1000n) },
              { to: c, value: toHex(parseEther('5')) },
            ],
          },
        ],
      }),
    ).rejects.toBeTruthy()
    expect(await client().getBalance({ address: c })).toBe(0n)
  })

  it('a key that does not own the account signs something the contract refuses', async () => {
    const smartAccount = addresses().smartAccount
    const wallet = await connected({
      smartAccount: { address: smartAccount },
      privateKey: generatePrivateKey(),
    })
    const signature = await sign(wallet, 'not the owner')
    expect(await client().verifyMessage({ address: smartAccount, message: 'not the owner', signature })).toBe(
      false,
    )
  })

  it('refuses a malformed option', () => {
    const base = { chains, privateKey: ownerKey }
    expect(() => createDevWallet({ ...base, smartAccount: { address: '0x1234' } })).toThrow(/not an address/)
    expect(() =>
      createDevWallet({
        ...base,
        smartAccount: { address: owner, factory: addresses().smartAccountFactory },
      }),
    ).toThrow(/go together/)
  })
})
