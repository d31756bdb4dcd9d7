// @vitest-environment node
import { createEvmAdapter } from '@portico/adapter-evm'
import {
  createSessionDelegation,
  type Delegation,
  delegationSigningHash,
  disableSessionData,
  encodePermissionContext,
  parseSessionRequests,
  type SessionContracts,
  sendWithSession,
} from '@portico/adapter-evm/sessions'
import { type Config, createConfig, defineNetwork, memoryStorage } from '@portico/core'
import type { GrantedExecutionPermission } from '@portico/core/sessions'
import { type Devnet, startDevnet } from '@portico/devnet'
import {
  devnetPrivateKey,
  porticoAccountAbi,
  porticoAccountDigest,
  porticoAccountFactoryAbi,
} from '@portico/devnet/contracts'
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
import { readSessionSpend, readSessionToken, sessionContractsLookup } from './sessionChain.js'

// What Sessions reads from the chain, on the devnet's Delegation Framework (its release build): a session's
// token (symbol and decimals) and what it has spent, through the config's EVM adapter and the session contracts
// the API's smart-account networks name; and a session its account disabled.

let devnet: Devnet
let contracts: SessionContracts
let account: Address
let config: Config
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey())
const chain = () => devnet.chains[0]!
const viemChain = () => ({
  id: chain().chainId,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain().rpcUrl] } },
})
const reader = () => createPublicClient({ chain: viemChain(), transport: http(chain().rpcUrl) })
const walletOf = (key: ReturnType<typeof privateKeyToAccount>) =>
  createWalletClient({ account: key, chain: viemChain(), transport: http(chain().rpcUrl) })
const mined = async (hash: Hex) => (await reader().waitForTransactionReceipt({ hash })).status

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  const { addresses } = chain()
  contracts = { delegationManager: addresses.delegationManager, enforcers: addresses.sessionEnforcers }
  account = await reader().readContract({
    address: addresses.porticoAccountFactory,
    abi: porticoAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const testClient = createTestClient({ mode: 'anvil', transport: http(chain().rpcUrl) })
  await testClient.setBalance({ address: sessionKey.address, value: parseEther('1') })
  await testClient.setBalance({ address: owner.address, value: parseEther('1') })
  const funder = walletOf(privateKeyToAccount(devnetPrivateKey(0)))
  const funding = await funder.writeContract({
    address: addresses.usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, 100_000_000n],
  })
  expect(await mined(funding)).toBe('success')
  const network = defineNetwork({
    id: chain().chainId,
    name: 'Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain().rpcUrl] } },
  })
  // The API's smart-account networks, as GET /v1/smart-accounts answers them for this chain.
  const smartAccounts = {
    networks: [
      {
        caipNetworkId: `eip155:${chain().chainId}`,
        entryPoint: addresses.entryPoint,
        factory: addresses.porticoAccountFactory,
        bundlerUrl: 'http://127.0.0.1:9/bundler',
        sessions: { recordsUrl: 'http://127.0.0.1:9/v1/sessions', ...contracts },
      },
    ],
  }
  config = createConfig({
    projectId: 'sessions',
    networks: [network],
    adapters: [createEvmAdapter({ target: new EventTarget() })],
    storage: memoryStorage(),
    reconnectOnInit: false,
    api: {
      url: 'http://api.test',
      fetch: async (input) =>
        String(input).includes('/v1/smart-accounts')
          ? new Response(JSON.stringify(smartAccounts), { headers: { 'content-type': 'application/json' } })
          : new Response('{}', { status: 404 }),
    },
  })
}, 120_000)

afterAll(async () => {
  config?.destroy()
  await devnet?.stop()
})

/** A session granted by the account (the owner signs for it, ERC-1271), as the wallet's list answers it. */
async function grant(
  permission: Record<string, unknown>,
): Promise<{ delegation: Delegation; granted: GrantedExecutionPermission }> {
  const expiry = Math.floor(Date.now() / 1000) + 3600
  const [request] = parseSessionRequests('wallet_requestExecutionPermissions', [
    {
      chainId: toHex(chain().chainId),
      from: account,
      to: sessionKey.address,
      permission: { isAdjustmentAllowed: false, ...permission },
      rules: [{ type: 'expiry', data: { timestamp: expiry } }],
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
  const factory = chain().addresses.porticoAccountFactory
  const granted: GrantedExecutionPermission = {
    context: encodePermissionContext([delegation]),
    delegationManager: contracts.delegationManager,
    dependencies: [
      {
        factory,
        factoryData: encodeFunctionData({
          abi: porticoAccountFactoryAbi,
          functionName: 'deployForSignature',
          args: [owner.address, 0n],
        }),
      },
    ],
    signer: sessionKey.address,
    account,
    permission: request!.permission,
    expiry,
    chainId: chain().chainId,
  }
  return { delegation, granted }
}

describe('Sessions on the chain', () => {
  test("a token session's symbol and decimals, and what it spent, through the EVM adapter", async () => {
    const usdc = chain().addresses.usdc
    const { granted } = await grant({
      type: 'erc20-token-allowance',
      data: { tokenAddress: usdc, allowanceAmount: toHex(10_000_000n) },
    })
    const contractsOf = sessionContractsLookup(config)
    expect(await readSessionToken(config, granted)).toEqual({ symbol: 'USDC', decimals: 6 })
    expect(await readSessionSpend(config, granted, contractsOf)).toEqual({ spent: 0n, disabled: false })
    // The session key spends 2.5 USDC (its first use deploys the account).
    const hash = await sendWithSession(walletOf(sessionKey), {
      context: granted.context,
      delegationManager: granted.delegationManager,
      dependencies: granted.dependencies,
      calls: [
        {
          to: usdc,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [sessionKey.address, 2_500_000n],
          }),
        },
      ],
    })
    expect(await mined(hash)).toBe('success')
    expect(await readSessionSpend(config, granted, contractsOf)).toEqual({
      spent: 2_500_000n,
      disabled: false,
    })
  }, 60_000)

  test("a native session's token is the network's currency; one its account disabled reads as disabled", async () => {
    const { delegation, granted } = await grant({
      type: 'native-token-allowance',
      data: { allowanceAmount: toHex(10n ** 16n) },
    })
    expect(await readSessionToken(config, granted)).toEqual({ symbol: 'ETH', decimals: 18 })
    const contractsOf = sessionContractsLookup(config)
    expect(await readSessionSpend(config, granted, contractsOf)).toEqual({ spent: 0n, disabled: false })
    const revoke = await walletOf(owner).writeContract({
      address: account,
      abi: porticoAccountAbi,
      functionName: 'execute',
      args: [contracts.delegationManager, 0n, disableSessionData(delegation)],
    })
    expect(await mined(revoke)).toBe('success')
    expect(await readSessionSpend(config, granted, contractsOf)).toEqual({ spent: 0n, disabled: true })
  }, 60_000)

  test('a chain the API names no session contracts for has no spend to read', async () => {
    const { granted } = await grant({ type: 'native-token-allowance', data: { allowanceAmount: toHex(1n) } })
    expect(
      await readSessionSpend(config, { ...granted, chainId: 1 }, sessionContractsLookup(config)),
    ).toBeUndefined()
  }, 60_000)
})
