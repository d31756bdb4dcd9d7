import { type Devnet, startDevnet } from '@portico/devnet'
import {
  type AddEthereumChainParameter,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevWallet } from './createDevWallet.js'
import { devnetChains } from './test/devnetChains.js'
import { fresh, looseRequest, publicClient, rejection, typedData } from './test/walletRequests.js'
import type { DevWalletChain, DevWalletOptions, DevWalletRequest } from './types.js'

let devnet: Devnet
let chains: DevWalletChain[]

beforeAll(async () => {
  devnet = await startDevnet()
  chains = devnetChains(devnet)
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const wallet = (options: Partial<DevWalletOptions> = {}) =>
  createDevWallet({ chains, policy: 'approve', ...options })

async function connected(options: Partial<DevWalletOptions> = {}) {
  const w = wallet(options)
  await w.provider.request({ method: 'eth_requestAccounts' })
  return w
}

describe('accounts', () => {
  it('connects with consent and returns the address; eth_accounts is [] before', async () => {
    const w = wallet()
    const events: unknown[] = []
    w.provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    w.provider.on('connect', (info) => events.push(['connect', info]))
    expect(w.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([w.address])
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([w.address])
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [w.address]],
    ])
  })

  it('remembers the permission in the given storage: a new instance (a reload) is connected until revoked', async () => {
    const store = new Map<string, string>()
    const permissionStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    }
    const first = wallet({ permissionStorage })
    await first.provider.request({ method: 'eth_requestAccounts' })
    // After a reload nothing is asked: the policy would reject any prompt.
    const reloaded = wallet({ permissionStorage, policy: 'reject' })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([reloaded.address])
    expect(await reloaded.provider.request({ method: 'eth_requestAccounts' })).toEqual([reloaded.address])
    await reloaded.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(store.size).toBe(0)
    expect(await wallet({ permissionStorage }).provider.request({ method: 'eth_accounts' })).toEqual([])
    store.set(`portico-dev-wallet.permission.${reloaded.address.toLowerCase()}`, '{not json')
    expect(await wallet({ permissionStorage }).provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('answers 4001 on rejection and stays disconnected', async () => {
    const w = wallet({ policy: 'reject' })
    const error = await rejection(w.provider.request({ method: 'eth_requestAccounts' }))
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
    w.setPolicy('approve')
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([w.address])
  })

  it('asks the prompt with a summary when the policy is prompt', async () => {
    const asked: DevWalletRequest[] = []
    const prompt = async (request: DevWalletRequest) => {
      asked.push(request)
      return false
    }
    const w = wallet({ policy: 'prompt', prompt })
    await expect(w.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 })
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ method: 'eth_requestAccounts' })
    expect(asked[0]?.summary).toContain(w.address)
    expect(asked[0]?.summary).toContain('Anvil (31337)')
  })

  it('refuses to sign before connecting (4100) and for another account', async () => {
    const w = wallet()
    await expect(
      w.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', w.address] }),
    ).rejects.toMatchObject({ code: 4100 })
    await w.provider.request({ method: 'eth_requestAccounts' })
    await expect(
      w.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', fresh()] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('grants, lists and revokes the eth_accounts permission (EIP-2255)', async () => {
    const w = wallet()
    const accounts: unknown[] = []
    w.provider.on('accountsChanged', (a) => accounts.push(a))
    const granted = await w.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toMatchObject([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [w.address] }],
      },
    ])
    expect(await w.provider.request({ method: 'wallet_getPermissions' })).toEqual(granted)
    await w.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await w.provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(accounts).toEqual([[w.address], []])
  })

  it('disconnect() emits accountsChanged [] and disconnect', async () => {
    const w = await connected()
    const events: unknown[] = []
    w.provider.on('accountsChanged', (a) => events.push(a))
    w.provider.on('disconnect', (error) => events.push(error.code))
    w.disconnect()
    expect(events).toEqual([[], 4900])
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('signing', () => {
  it('personal_sign signs hex and text messages that verify', async () => {
    const w = await connected()
    const text = 'Sign in to Portico'
    const fromHex = (await w.provider.request({
      method: 'personal_sign',
      params: [toHex(text), w.address],
    })) as Hex
    expect(await verifyMessage({ address: w.address, message: text, signature: fromHex })).toBe(true)
    const fromText = await looseRequest(w)({ method: 'personal_sign', params: [text, w.address] })
    expect(fromText).toBe(fromHex)
  })

  it('personal_sign rejected answers 4001', async () => {
    const w = await connected()
    w.setPolicy('reject')
    await expect(
      w.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', w.address] }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('eth_signTypedData_v4 signs JSON typed data that verifies', async () => {
    const w = await connected()
    const signature = (await w.provider.request({
      method: 'eth_signTypedData_v4',
      params: [w.address, JSON.stringify(typedData)],
    })) as Hex
    const { EIP712Domain: _, ...types } = typedData.types
    const valid = await verifyTypedData({
      address: w.address,
      domain: typedData.domain,
      types,
      primaryType: 'Mail',
      message: { ...typedData.message, amount: 1_000_000n },
      signature,
    })
    expect(valid).toBe(true)
  })

  it('rejects malformed typed data with -32602', async () => {
    const w = await connected()
    await expect(
      w.provider.request({ method: 'eth_signTypedData_v4', params: [w.address, '{"types":'] }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('transactions', () => {
  it('eth_sendTransaction is mined and moves exactly the value', async () => {
    const w = await connected()
    const client = publicClient(chains[0]!.rpcUrl)
    const to = fresh()
    const value = parseEther('0.125')
    const hash = (await w.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: w.address, to, value: toHex(value) }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(value)
  })

  it('serializes concurrent sends (one legacy, with gasPrice) onto consecutive nonces', async () => {
    const w = await connected()
    const client = publicClient(chains[0]!.rpcUrl)
    const [a, b] = [fresh(), fresh()]
    const gasPrice = toHex(await client.getGasPrice())
    const hashes = (await Promise.all([
      w.provider.request({ method: 'eth_sendTransaction', params: [{ to: a, value: '0x64', gasPrice }] }),
      w.provider.request({ method: 'eth_sendTransaction', params: [{ to: b, value: '0xc8' }] }),
    ])) as Hex[]
    const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
    expect(receipts.map((r) => [r.status, r.type])).toEqual([
      ['success', 'legacy'],
      ['success', 'eip1559'],
    ])
    const txs = await Promise.all(hashes.map((hash) => client.getTransaction({ hash })))
    expect(txs[1]!.nonce).toBe(txs[0]!.nonce + 1)
    expect([await client.getBalance({ address: a }), await client.getBalance({ address: b })]).toEqual([
      100n,
      200n,
    ])
  })

  it('a rejected send changes nothing', async () => {
    const w = await connected()
    w.setPolicy('reject')
    const client = publicClient(chains[0]!.rpcUrl)
    const nonce = await client.getTransactionCount({ address: w.address })
    const to = fresh()
    await expect(
      w.provider.request({ method: 'eth_sendTransaction', params: [{ to, value: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await client.getTransactionCount({ address: w.address })).toBe(nonce)
    expect(await client.getBalance({ address: to })).toBe(0n)
  })

  it('passes node errors through with their code: revert and insufficient funds', async () => {
    const w = await connected()
    const usdc = devnet.chains[0]!.addresses.usdc
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [fresh(), maxUint256] })
    const reverted = await rejection(
      w.provider.request({ method: 'eth_sendTransaction', params: [{ to: usdc, data }] }),
    )
    expect(reverted.code).toBe(3)
    expect(reverted.message).toMatch(/execution reverted/)

    const poor = await connected({ privateKey: generatePrivateKey() })
    const underfunded = await rejection(
      poor.provider.request({
        method: 'eth_sendTransaction',
        params: [{ to: fresh(), value: toHex(parseEther('1')) }],
      }),
    )
    expect(underfunded.code).toBe(-32003)
    expect(underfunded.message).toMatch(/insufficient funds/i)
  })

  it('forwards read methods to the current chain', async () => {
    const w = wallet()
    const balance = await w.provider.request({ method: 'eth_getBalance', params: [w.address, 'latest'] })
    expect(BigInt(balance as string)).toBeGreaterThan(0n)
    expect(await w.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
    await expect(looseRequest(w)({ method: 'eth_getBalance', params: ['nope'] })).rejects.toMatchObject({
      code: expect.any(Number),
    })
  })
})

describe('chains', () => {
  it('switches to a known chain and emits chainChanged', async () => {
    const w = wallet()
    const changes: unknown[] = []
    w.provider.on('chainChanged', (id) => changes.push(id))
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(changes).toEqual(['0x7a6a'])
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Forwarded calls now reach the second anvil.
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe(
      await publicClient(chains[1]!.rpcUrl).request({ method: 'eth_chainId' }),
    )
  })

  it('answers 4902 for an unknown chain', async () => {
    const w = wallet()
    const error = await rejection(
      w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(999) }] }),
    )
    expect(error.code).toBe(4902)
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('adds a chain with consent, then switches to it', async () => {
    const second = chains[1]!
    const w = createDevWallet({ chains: [chains[0]!], policy: 'reject' })
    const add: { method: 'wallet_addEthereumChain'; params: [AddEthereumChainParameter] } = {
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: toHex(second.id),
          chainName: 'Anvil 2',
          rpcUrls: [second.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    }
    await expect(w.provider.request(add)).rejects.toMatchObject({ code: 4001 })
    await expect(
      w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(second.id) }] }),
    ).rejects.toMatchObject({ code: 4902 })

    w.setPolicy('approve')
    const changes: unknown[] = []
    w.provider.on('chainChanged', (id) => changes.push(id))
    expect(await w.provider.request(add)).toBeNull()
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(changes).toEqual(['0x7a6a', '0x7a69', '0x7a6a'])
    expect(await w.provider.request({ method: 'eth_getBalance', params: [w.address, 'latest'] })).toMatch(
      /^0x/,
    )
  })
})

describe('EIP-5792 calls', () => {
  it('reports atomic support per chain', async () => {
    const w = await connected()
    expect(await w.provider.request({ method: 'wallet_getCapabilities', params: [w.address] })).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    expect(
      await w.provider.request({ method: 'wallet_getCapabilities', params: [w.address, ['0x7a6a']] }),
    ).toEqual({ '0x7a6a': { atomic: { status: 'unsupported' } } })
  })

  it('refuses atomicRequired with 5760 for several calls: an EOA sends each on its own', async () => {
    const w = await connected()
    await expect(
      w.provider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a6a',
            atomicRequired: true,
            calls: [
              { to: fresh(), value: toHex(1n) },
              { to: fresh(), value: toHex(1n) },
            ],
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 5760 })
  })

  it('sends two transfers in order with one consent; getCallsStatus reaches 200', async () => {
    const asked: string[] = []
    const prompt = async (request: DevWalletRequest) => {
      asked.push(request.method)
      return true
    }
    const batcher = await connected({ prompt })
    batcher.setPolicy('prompt')
    const client = publicClient(chains[1]!.rpcUrl)
    const [a, b] = [fresh(), fresh()]

    const { id } = (await batcher.provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a6a',
          from: batcher.address,
          atomicRequired: false,
          calls: [
            { to: a, value: toHex(1000n) },
            { to: b, value: toHex(2000n) },
          ],
        },
      ],
    })) as { id: string }
    expect(asked).toEqual(['wallet_sendCalls'])

    let status:
      | { status: number; receipts?: { status: Hex; transactionHash: Hex }[]; chainId: Hex }
      | undefined
    for (let i = 0; i < 50; i++) {
      status = (await batcher.provider.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })) as typeof status
      if (status?.status !== 100) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toMatchObject({ status: 200, chainId: '0x7a6a', version: '2.0.0', id })
    expect(status?.receipts?.map((r) => r.status)).toEqual(['0x1', '0x1'])
    expect(await client.getBalance({ address: a })).toBe(1000n)
    expect(await client.getBalance({ address: b })).toBe(2000n)

    await expect(
      batcher.provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
    ).rejects.toMatchObject({ code: 5730 })
  })
})
