import { UserRejectedRequestError } from '@portico/core'
import type { DevWallet } from '@portico/dev-wallet'
import { type Devnet, startDevnet, usdCoinAbi } from '@portico/devnet'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { EvmAdapter } from '../adapter.js'
import { ExecutionRevertedError, InsufficientFundsError } from '../errors/node.js'
import { connectedAdapter, devnetNetwork, devWallet } from '../test/devnet.js'

let devnet: Devnet
let wallet: DevWallet
let adapter: EvmAdapter
let stop: () => void

const network = () => devnetNetwork(devnet.chains[0]!)
const client = async () => (await adapter.getPublicClient(network())).extend(publicActions)
const addresses = () => devnet.chains[0]!.addresses
const recipient: Address = '0x00000000000000000000000000000000000be11a'

const tokenBalance = async (token: Address, owner: Address) =>
  (await client()).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const nativeBalance = async (address: Address) => (await client()).getBalance({ address })
const receipt = async (hash: Hash) =>
  (await client()).waitForTransactionReceipt({ hash, pollingInterval: 50 })

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  wallet = devWallet(devnet.chains)
  ;({ adapter, stop } = await connectedAdapter(wallet, network()))
}, 60_000)

afterAll(async () => {
  stop?.()
  await devnet?.stop()
})

describe('sendTransfer', () => {
  test('native: the recipient gets exactly the value; the sender pays value + gas', async () => {
    const value = parseEther('1.25')
    const [fromBefore, toBefore] = await Promise.all([
      nativeBalance(wallet.address),
      nativeBalance(recipient),
    ])
    const { hash } = await adapter.sendTransfer({
      network: network(),
      from: wallet.address,
      to: recipient,
      value,
    })
    expect(await adapter.waitForReceipt({ network: network(), hash })).toEqual({ status: 'success' })
    const { status, gasUsed, effectiveGasPrice } = await receipt(hash)
    expect(status).toBe('success')
    expect(await nativeBalance(recipient)).toBe(toBefore + value)
    expect(await nativeBalance(wallet.address)).toBe(fromBefore - value - gasUsed * effectiveGasPrice)
    // Sent with a gasPrice: a legacy transaction.
    expect((await (await client()).getTransaction({ hash })).type).toBe('legacy')
  })

  test.each([
    ['USDC, 6 decimals', 'usdc', 6, '12.345678'],
    ['PTK, 18 decimals', 'ptk', 18, '3.000000000000000001'],
  ] as const)('ERC20 %s: balances move by exactly the amount', async (_, key, decimals, amount) => {
    const token = addresses()[key]
    expect(
      await (await client()).readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    ).toBe(decimals)
    const value = adapter.parseUnits(amount, decimals)
    expect(value).toBe(parseUnits(amount, decimals))
    expect(adapter.formatUnits(value, decimals)).toBe(amount)
    const [fromBefore, toBefore] = await Promise.all([
      tokenBalance(token, wallet.address),
      tokenBalance(token, recipient),
    ])
    const { hash } = await adapter.sendTransfer({
      network: network(),
      from: wallet.address,
      to: recipient,
      value,
      token: { address: token, decimals },
    })
    expect((await receipt(hash)).status).toBe('success')
    expect(await tokenBalance(token, wallet.address)).toBe(fromBefore - value)
    expect(await tokenBalance(token, recipient)).toBe(toBefore + value)
  })

  test('a revert (more tokens than held) is an ExecutionRevertedError with its reason and code', async () => {
    const token = addresses().usdc
    const held = await tokenBalance(token, wallet.address)
    const error = await adapter
      .sendTransfer({
        network: network(),
        from: wallet.address,
        to: recipient,
        value: held + 1n,
        token: { address: token, decimals: 6 },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect(error).toMatchObject({
      name: 'ExecutionRevertedError',
      message: 'Execution reverted with reason: ERC20InsufficientBalance',
      code: 3,
    })
    expect(await tokenBalance(token, wallet.address)).toBe(held)
  })

  test('waitForReceipt reports a call mined but reverted (gas given, so nothing estimated it first)', async () => {
    const token = addresses().usdc
    const held = await tokenBalance(token, wallet.address)
    const { hash } = await adapter.sendTransfer({
      network: network(),
      from: wallet.address,
      to: token,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, held + 1n] }),
      gas: 100_000n,
    })
    expect(await adapter.waitForReceipt({ network: network(), hash })).toEqual({ status: 'reverted' })
    expect(await tokenBalance(token, wallet.address)).toBe(held)
  })

  test('an underfunded native send is an InsufficientFundsError', async () => {
    const balance = await nativeBalance(wallet.address)
    const error = await adapter
      .sendTransfer({ network: network(), from: wallet.address, to: recipient, value: balance + 1n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    // anvil answers -32003 "Insufficient funds for gas * price + value": the code is kept.
    expect(error).toMatchObject({ code: -32003, details: expect.stringMatching(/insufficient funds/i) })
    expect(await nativeBalance(wallet.address)).toBe(balance)
  })

  test('a rejected send is 4001 and moves nothing', async () => {
    const [fromBefore, toBefore] = await Promise.all([
      nativeBalance(wallet.address),
      nativeBalance(recipient),
    ])
    wallet.setPolicy('reject')
    try {
      const error = await adapter
        .sendTransfer({ network: network(), from: wallet.address, to: recipient, value: 1n })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error).toMatchObject({ code: 4001 })
      const tokenError = await adapter
        .sendTransfer({
          network: network(),
          from: wallet.address,
          to: recipient,
          value: 1n,
          token: { address: addresses().usdc, decimals: 6 },
        })
        .catch((e: unknown) => e)
      expect(tokenError).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    } finally {
      wallet.setPolicy('approve')
    }
    expect(await nativeBalance(wallet.address)).toBe(fromBefore)
    expect(await nativeBalance(recipient)).toBe(toBefore)
    expect(await adapter.getAccounts()).toHaveLength(1) // still connected
  })
})

describe('reads and estimates', () => {
  test('getBalance is formatted with the native symbol', async () => {
    const fresh: Address = '0x000000000000000000000000000000000000f00d'
    await adapter.sendTransfer({
      network: network(),
      from: wallet.address,
      to: fresh,
      value: parseEther('0.5'),
    })
    expect(await adapter.getBalance({ address: fresh, network: network() })).toEqual({
      balance: '0.5',
      symbol: 'ETH',
    })
  })

  test('estimateFee is gas × gas price, and null when the estimate fails', async () => {
    const gasPrice = await adapter.getGasPrice({ network: network() })
    expect(gasPrice).toBeGreaterThan(0n)
    const native = await adapter.estimateFee({
      network: network(),
      from: wallet.address,
      to: recipient,
      value: 1n,
    })
    expect(native).toBe(21_000n * gasPrice)
    const token = await adapter.estimateFee({
      network: network(),
      from: wallet.address,
      to: recipient,
      value: 1n,
      token: { address: addresses().usdc, decimals: 6 },
    })
    expect(token).toBeGreaterThan(21_000n * gasPrice)
    const tooMuch = await adapter.estimateFee({
      network: network(),
      from: wallet.address,
      to: recipient,
      value: parseUnits('1000000000', 6),
      token: { address: addresses().usdc, decimals: 6 },
    })
    expect(tooMuch).toBeNull()
  })

  test('writeContract sends a contract call through the wallet', async () => {
    const { hash } = await adapter.writeContract({
      network: network(),
      from: wallet.address,
      address: addresses().usdc,
      abi: usdCoinAbi,
      functionName: 'approve',
      args: [recipient, 42n],
    })
    expect((await receipt(hash)).status).toBe('success')
    const allowance = await (await client()).readContract({
      address: addresses().usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.address, recipient],
    })
    expect(allowance).toBe(42n)
  })
})
