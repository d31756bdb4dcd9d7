// The wallet's ERC-4337 smart account on a network the app shared with a smart-account service: a PorticoAccount
// (a v0.8 SimpleAccount with ERC-1271) owned by the wallet's EVM key, made by the network's factory with salt 0.
// Its address is known before it exists (the factory's CREATE2 `getAddress`); its first user operation deploys it.
// On a chain whose service names an EIP-7702 implementation (a Simple7702Account), the smart account may instead be
// the EOA itself, upgraded in place: its code delegates to the implementation (`0xef0100 ‖ implementation`), set by
// the authorization its first user operation carries, and its address does not change.
// Which account answers on a network (EOA, smart account, upgraded EOA) is the user's choice there, on the device.

import { porticoAccountFactoryAbi } from '@portico/devnet/contracts'
import type { NetworkInfo } from '@portico/embedded-wallet/protocol'
import { type Address, type Client, concat, createClient, encodeFunctionData, type Hex, http } from 'viem'
import { getCode, readContract } from 'viem/actions'
import type { ChainRef, Networks } from './chains.js'
import type { AccountChoice, DeviceStore } from './deviceStore.js'
import { FrameRequestError } from './errors.js'

export type SmartAccountService = NonNullable<NetworkInfo['smartAccount']>

/** The one smart account of a wallet per factory: salt 0. */
export const SMART_ACCOUNT_SALT = 0n

/** How the smart account is made: a separate counterfactual PorticoAccount, or the EOA upgraded in place. */
export type SmartAccountMode = 'counterfactual' | 'eip7702'

/**
 * The EVM account that answers on a chain: the wallet's EOA, or its smart account over the network's service
 * (for `eip7702` its address is the owner's: the EOA itself).
 */
export type EvmAccount =
  | { type: 'eoa'; address: Address }
  | {
      type: 'smartAccount'
      mode: SmartAccountMode
      address: Address
      owner: Address
      service: SmartAccountService
    }

/** The network has no smart-account service (the app shared none for it): only the EOA is offered there. */
export class SmartAccountUnavailableError extends FrameRequestError {
  override name = 'SmartAccountUnavailableError'
  constructor(caipNetworkId: string) {
    super(`There is no smart account on network ${caipNetworkId.slice(0, 80)}: use the EOA`, {
      code: 4200,
      reason: 'NOT_SUPPORTED',
    })
  }
}

/** The network's smart-account service, or undefined when the app shared none for it (or does not know it). */
export function smartAccountService(networks: Networks, chain: ChainRef): SmartAccountService | undefined {
  return chain.namespace === 'eip155' ? networks.get(chain.caipNetworkId)?.smartAccount : undefined
}

/** `createAccount(owner, salt 0)`: the factory data of the account's first user operation (the SenderCreator calls it). */
export function smartAccountFactoryData(owner: Address): Hex {
  return encodeFunctionData({
    abi: porticoAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, SMART_ACCOUNT_SALT],
  })
}

/** `deployForSignature(owner, salt 0)`: what an ERC-6492 signature of the undeployed account asks a verifier to call. */
export function smartAccountSignatureDeployData(owner: Address): Hex {
  return encodeFunctionData({
    abi: porticoAccountFactoryAbi,
    functionName: 'deployForSignature',
    args: [owner, SMART_ACCOUNT_SALT],
  })
}

/** The smart account's address for `owner` (counterfactual until deployed), from the factory. */
export function smartAccountAddress(client: Client, service: SmartAccountService, owner: Address) {
  return readContract(client, {
    address: service.factory as Address,
    abi: porticoAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, SMART_ACCOUNT_SALT],
  })
}

/** Whether the account has code on the chain. */
export async function isDeployed(client: Client, address: Address): Promise<boolean> {
  const code = await getCode(client, { address })
  return code !== undefined && code !== '0x'
}

/** The EIP-7702 implementation the network's service names, when the EOA may be upgraded in place there. */
export function eip7702Implementation(networks: Networks, chain: ChainRef): Address | undefined {
  return smartAccountService(networks, chain)?.eip7702 as Address | undefined
}

/** Whether `address`'s code is the EIP-7702 delegation to `implementation` (`0xef0100 ‖ implementation`). */
export async function isUpgraded(
  client: Client,
  address: Address,
  implementation: Address,
): Promise<boolean> {
  const code = await getCode(client, { address })
  return code?.toLowerCase() === concat(['0xef0100', implementation]).toLowerCase()
}

/** A bare client of a network's RPC. */
export const networkClient = (network: NetworkInfo): Client =>
  createClient({ transport: http(network.rpcUrl, { retryCount: 1 }) })

/**
 * The account the user chose on the network; the EOA where the network has no smart-account service, or where
 * the choice was the in-place upgrade and the network no longer names an implementation.
 */
export async function preferredAccountChoice(
  store: DeviceStore,
  networks: Networks,
  userId: string,
  chain: ChainRef,
): Promise<AccountChoice> {
  if (!smartAccountService(networks, chain)) return 'eoa'
  const choice = (await store.preferredAccount(userId, chain.caipNetworkId)) ?? 'eoa'
  return choice === 'eip7702' && !eip7702Implementation(networks, chain) ? 'eoa' : choice
}

/** The account that answers the user's requests on an eip155 chain. */
export async function activeEvmAccount(
  { store, networks }: { store: DeviceStore; networks: Networks },
  userId: string,
  owner: Address,
  chain: Extract<ChainRef, { namespace: 'eip155' }>,
): Promise<EvmAccount> {
  const choice = await preferredAccountChoice(store, networks, userId, chain)
  const service = smartAccountService(networks, chain)
  if (choice === 'eoa' || !service) return { type: 'eoa', address: owner }
  if (choice === 'eip7702') return upgradedEoa(owner, service)
  const network = networks.require(chain)
  const address = await smartAccountAddress(networkClient(network), service, owner)
  return { type: 'smartAccount', mode: 'counterfactual', address, owner, service }
}

/** The EOA as its own smart account, upgraded in place (EIP-7702) on the network of `service`. */
export function upgradedEoa(owner: Address, service: SmartAccountService): EvmAccount {
  return { type: 'smartAccount', mode: 'eip7702', address: owner, owner, service }
}
