import { type Devnet, startDevnet } from '@portico/devnet'
import { porticoAccountAbi, porticoAccountDigest, porticoAccountFactoryAbi } from '@portico/devnet/contracts'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../adapter.js'
import { encodePermissionContext } from '../sessions/context.js'
import { createSessionDelegation, delegationSigningHash } from '../sessions/delegation.js'
import { parseSessionRequests } from '../sessions/parse.js'
import { disableSessionData } from '../sessions/redeem.js'
import { SessionRequestError } from '../sessions/SessionRequestError.js'
import type { Delegation, SessionContracts } from '../sessions/types.js'
import { anvilKeys, devnetNetwork } from '../test/devnet.js'
import { toViemChain } from '../utils/network.js'
import { sendWithSession } from './sendWithSession.js'

// What a session has used, read through the adapter (its public client of the network) on the devnet's Delegation
// Framework (its release build): the allowance's enforcer's spend, the delegation's disabled state, the token.

let devnet: Devnet
let contracts: SessionContracts
let account: Address
let dependency: { factory: Address; factoryData: Hex }
let evm: EvmAdapter
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey())
const chain = () => devnet.chains[0]!
const network = () => devnetNetwork(chain())
const viemChain = () => toViemChain(network())
const reader = () => createPublicClient({ chain: viemChain(), transport: http(chain().rpcUrl) })
const walletOf = (key: ReturnType<typeof privateKeyToAccount>) =>
  createWalletClient({ account: key, chain: viemChain(), transport: http(chain().rpcUrl) })
const mined = async (hash: Hex) => (await reader().waitForTransactionReceipt({ hash })).status
const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address
const usdc = () => chain().addresses.usdc

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  const { addresses } = chain()
  contracts = { delegationManager: addresses.delegationManager, enforcers: addresses.sessionEnforcers }
  const factory = addresses.porticoAccountFactory
  account = await reader().readContract({
    address: factory,
    abi: porticoAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  dependency = {
    factory,
    factoryData: encodeFunctionData({
      abi: porticoAccountFactoryAbi,
      functionName: 'deployForSignature',
      args: [owner.address, 0n],
    }),
  }
  const testClient = createTestClient({ mode: 'anvil', transport: http(chain().rpcUrl) })
  await testClient.setBalance({ address: sessionKey.address, value: parseEther('1') })
  await testClient.setBalance({ address: owner.address, value: parseEther('1') })
  await testClient.setBalance({ address: account, value: parseEther('1') })
  const funding = await walletOf(privateKeyToAccount(anvilKeys[0])).writeContract({
    address: usdc(),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, 100_000_000n],
  })
  expect(await mined(funding)).toBe('success')
  evm = createEvmAdapter({ target: new EventTarget() })
}, 120_000)

afterAll(async () => {
  evm?.destroy()
  await devnet?.stop()
})

/** A session the account grants (ERC-7715, 2026): the owner signs for it (ERC-1271); its context. */
async function grant(permission: Record<string, unknown>): Promise<{ delegation: Delegation; context: Hex }> {
  const [request] = parseSessionRequests('wallet_requestExecutionPermissions', [
    {
      chainId: toHex(chain().chainId),
      from: account,
      to: sessionKey.address,
      permission: { isAdjustmentAllowed: false, ...permission },
      rules: [{ type: 'expiry', data: { timestamp: Math.floor(Date.now() / 1000) + 3600 } }],
    },
  ])
  const unsigned = createSessionDelegation({ account, request: request!, contracts })
  const hash = delegationSigningHash(unsigned, {
    chainId: chain().chainId,
    delegationManager: contracts.delegationManager,
  })
  const signature = await owner.sign({
    hash: porticoAccountDigest({ hash, account, chainId: chain().chainId }),
  })
  const delegation = { ...unsigned, signature }
  return { delegation, context: encodePermissionContext([delegation]) }
}

/** The session key runs `calls` from the account (its first use deploys the account). */
async function spend(context: Hex, calls: Parameters<typeof sendWithSession>[1]['calls']) {
  const hash = await sendWithSession(walletOf(sessionKey), {
    context,
    delegationManager: contracts.delegationManager,
    dependencies: [dependency],
    calls,
  })
  expect(await mined(hash)).toBe('success')
}

describe('readSessionUsage', () => {
  test("a token session: its token's symbol and decimals, and what it has spent", async () => {
    const { context } = await grant({
      type: 'erc20-token-allowance',
      data: { tokenAddress: usdc(), allowanceAmount: toHex(10_000_000n) },
    })
    const read = () => evm.readSessionUsage({ network: network(), context, contracts, token: usdc() })
    expect(await read()).toEqual({ spent: 0n, disabled: false, token: { symbol: 'USDC', decimals: 6 } })
    await spend(context, [
      {
        to: usdc(),
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [fresh(), 2_500_000n] }),
      },
    ])
    expect(await read()).toEqual({
      spent: 2_500_000n,
      disabled: false,
      token: { symbol: 'USDC', decimals: 6 },
    })
  }, 60_000)

  test('a native session: what it has spent in wei, no token asked; disabled once its account disabled it', async () => {
    const { delegation, context } = await grant({
      type: 'native-token-allowance',
      data: { allowanceAmount: toHex(parseEther('0.1')) },
    })
    const read = () => evm.readSessionUsage({ network: network(), context, contracts })
    expect(await read()).toEqual({ spent: 0n, disabled: false })
    await spend(context, [{ to: fresh(), value: parseEther('0.03') }])
    expect(await read()).toEqual({ spent: parseEther('0.03'), disabled: false })
    const revoke = await walletOf(owner).writeContract({
      address: account,
      abi: porticoAccountAbi,
      functionName: 'execute',
      args: [contracts.delegationManager, 0n, disableSessionData(delegation)],
    })
    expect(await mined(revoke)).toBe('success')
    expect(await read()).toEqual({ spent: parseEther('0.03'), disabled: true })
  }, 60_000)

  test('refused before the chain is asked: a context that is not one, a session of other contracts, a token that is not an address', async () => {
    const { context } = await grant({ type: 'native-token-allowance', data: { allowanceAmount: toHex(1n) } })
    const read = (parameters: { context: string; contracts?: SessionContracts; token?: string }) =>
      evm.readSessionUsage({ network: network(), contracts, ...parameters })
    await expect(read({ context: 'not hex' })).rejects.toMatchObject({
      name: 'SessionRequestError',
      field: 'permissionContext',
    })
    await expect(read({ context: '0xc0ffee' })).rejects.toBeInstanceOf(SessionRequestError)
    const others = { ...contracts, enforcers: { ...contracts.enforcers, nativeTokenTransferAmount: fresh() } }
    await expect(read({ context, contracts: others })).rejects.toBeInstanceOf(SessionRequestError)
    await expect(read({ context, token: 'USDC' })).rejects.toMatchObject({ field: 'token' })
  }, 60_000)
})
