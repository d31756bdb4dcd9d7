// The wallet's ERC-4337 smart account on a network the app shared with a smart-account service: a PorticoAccount
// (a v0.8 SimpleAccount with ERC-1271) owned by the wallet's EVM key, made by the network's factory with salt 0.
// Its address is known before it exists (the factory's CREATE2 `getAddress`); its first user operation deploys it.
// Which account answers on a network (EOA or smart account) is the user's choice there, kept on the device.

import { porticoAccountFactoryAbi } from '@portico/devnet/contracts'
import type { NetworkInfo } from '@portico/embedded-wallet/protocol'
import { type Address, type Client, createClient, encodeFunctionData, type Hex, http } from 'viem'
import { getCode, readContract } from 'viem/actions'
import type { ChainRef, Networks } from './chains.js'
import type { AccountType, DeviceStore } from './deviceStore.js'
import { FrameRequestError } from './errors.js'

export type SmartAccountService = NonNullable<NetworkInfo['smartAccount']>

/** The one smart account of a wallet per factory: salt 0. */
export const SMART_ACCOUNT_SALT = 0n

/** The EVM account that answers on a chain: the wallet's EOA, or its smart account over the network's service. */
export type EvmAccount =
  | { type: 'eoa'; address: Address }
  | { type: 'smartAccount'; address: Address; owner: Address; service: SmartAccountService }

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

/** A bare client of a network's RPC. */
export const networkClient = (network: NetworkInfo): Client =>
  createClient({ transport: http(network.rpcUrl, { retryCount: 1 }) })

/** The account type the user chose on the network; EOA where the network has no smart-account service. */
export async function preferredAccountType(
  store: DeviceStore,
  networks: Networks,
  userId: string,
  chain: ChainRef,
): Promise<AccountType> {
  if (!smartAccountService(networks, chain)) return 'eoa'
  return (await store.preferredAccount(userId, chain.caipNetworkId)) ?? 'eoa'
}

/** The account that answers the user's requests on an eip155 chain. */
export async function activeEvmAccount(
  { store, networks }: { store: DeviceStore; networks: Networks },
  userId: string,
  owner: Address,
  chain: Extract<ChainRef, { namespace: 'eip155' }>,
): Promise<EvmAccount> {
  const type = await preferredAccountType(store, networks, userId, chain)
  const service = smartAccountService(networks, chain)
  if (type === 'eoa' || !service) return { type: 'eoa', address: owner }
  const network = networks.require(chain)
  const address = await smartAccountAddress(networkClient(network), service, owner)
  return { type: 'smartAccount', address, owner, service }
}
