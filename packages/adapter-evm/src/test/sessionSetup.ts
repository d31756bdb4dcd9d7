// Test helper: a devnet where a PorticoAccount (not yet deployed) grants sessions to a session key, on the devnet's
// Delegation Framework (its release build).

import type { Network } from '@portico/core'
import { type Devnet, type DevnetChain, startDevnet } from '@portico/devnet'
import { porticoAccountDigest, porticoAccountFactoryAbi } from '@portico/devnet/contracts'
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  parseEther,
  type Transport,
  toHex,
  type WalletClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { encodePermissionContext } from '../sessions/context.js'
import { createSessionDelegation, delegationSigningHash } from '../sessions/delegation.js'
import { parseSessionRequests } from '../sessions/parse.js'
import type { Delegation, SessionContracts } from '../sessions/types.js'
import { toViemChain } from '../utils/network.js'
import { anvilKeys, devnetNetwork } from './devnet.js'

/** What the account holds in USDC before it exists (sent to its counterfactual address by test account 0). */
export const ACCOUNT_USDC = 100_000_000n

/** A session the account granted: its signed delegation and the permission context that carries it. */
export type GrantedSession = { delegation: Delegation; context: Hex }

/** A started devnet chain with a PorticoAccount of a fresh owner, its session key and how to grant sessions. */
export type SessionDevnet = {
  chain: DevnetChain
  network: Network
  contracts: SessionContracts
  owner: PrivateKeyAccount
  sessionKey: PrivateKeyAccount
  /** The PorticoAccount's counterfactual address. */
  account: Address
  /** The ERC-7715 dependency that deploys the account. */
  dependency: { factory: Address; factoryData: Hex }
  reader: PublicClient<Transport, Chain>
  /** A wallet client of a key or account. */
  walletOf(key: Hex | PrivateKeyAccount): WalletClient<Transport, Chain, PrivateKeyAccount>
  /** A transaction's receipt status, once mined. */
  mined(hash: Hex): Promise<'success' | 'reverted'>
  setBalance(address: Address, value: bigint): Promise<void>
  /** A session the app asks for (ERC-7715, 2026) for an hour, granted by the account: its owner signs (ERC-1271). */
  grant(permission: Record<string, unknown>, rules?: Record<string, unknown>[]): Promise<GrantedSession>
  stop(): Promise<void>
}

/**
 * Starts a devnet (chain 31337) and readies sessions on it: a fresh owner's PorticoAccount at its counterfactual
 * address (the ERC-7715 dependency `deployForSignature` deploys it), holding {@link ACCOUNT_USDC}; the owner
 * and a fresh session key hold 1 ETH each. Stop it with `stop()`.
 */
export async function startSessionDevnet(): Promise<SessionDevnet> {
  const devnet: Devnet = await startDevnet({ chainIds: [31337] })
  try {
    return await readySessions(devnet, devnet.chains[0]!)
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

async function readySessions(devnet: Devnet, chain: DevnetChain): Promise<SessionDevnet> {
  const { addresses } = chain
  const network: Network = devnetNetwork(chain)
  const viemChain = toViemChain(network)
  const transport = http(chain.rpcUrl)
  const reader = createPublicClient({ chain: viemChain, transport })
  const walletOf = (key: Hex | PrivateKeyAccount) =>
    createWalletClient({
      account: typeof key === 'string' ? privateKeyToAccount(key) : key,
      chain: viemChain,
      transport,
    })
  const mined = async (hash: Hex) => (await reader.waitForTransactionReceipt({ hash })).status
  const setBalance = (address: Address, value: bigint) =>
    createTestClient({ mode: 'anvil', transport }).setBalance({ address, value })

  const contracts: SessionContracts = {
    delegationManager: addresses.delegationManager,
    enforcers: addresses.sessionEnforcers,
  }
  const owner = privateKeyToAccount(generatePrivateKey())
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const factory = addresses.porticoAccountFactory
  const account = await reader.readContract({
    address: factory,
    abi: porticoAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const dependency = {
    factory,
    factoryData: encodeFunctionData({
      abi: porticoAccountFactoryAbi,
      functionName: 'deployForSignature',
      args: [owner.address, 0n],
    }),
  }
  await setBalance(sessionKey.address, parseEther('1'))
  await setBalance(owner.address, parseEther('1'))
  const funding = await walletOf(anvilKeys[0]).writeContract({
    address: addresses.usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, ACCOUNT_USDC],
  })
  const funded = await mined(funding)
  if (funded !== 'success') throw new Error(`Funding the account with USDC ended ${funded}`)

  async function grant(
    permission: Record<string, unknown>,
    rules: Record<string, unknown>[] = [],
  ): Promise<GrantedSession> {
    const [request] = parseSessionRequests('wallet_requestExecutionPermissions', [
      {
        chainId: toHex(chain.chainId),
        from: account,
        to: sessionKey.address,
        permission: { isAdjustmentAllowed: false, ...permission },
        rules: [{ type: 'expiry', data: { timestamp: Math.floor(Date.now() / 1000) + 3600 } }, ...rules],
      },
    ])
    const unsigned = createSessionDelegation({ account, request: request!, contracts })
    const hash = delegationSigningHash(unsigned, {
      chainId: chain.chainId,
      delegationManager: contracts.delegationManager,
    })
    const signature = await owner.sign({
      hash: porticoAccountDigest({ hash, account, chainId: chain.chainId }),
    })
    const delegation = { ...unsigned, signature }
    return { delegation, context: encodePermissionContext([delegation]) }
  }

  return {
    chain,
    network,
    contracts,
    owner,
    sessionKey,
    account,
    dependency,
    reader,
    walletOf,
    mined,
    setBalance,
    grant,
    stop: () => devnet.stop(),
  }
}
