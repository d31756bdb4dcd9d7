import type { Network, RpcUrlRequiredError } from '@portico/core'
import { type AddEthereumChainParameter, numberToHex } from 'viem'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { chainIdOf, getRpcUrls } from '../utils/network.js'
import type { WalletClient } from './types.js'

export type AddNetworkParameters = { network: Network }

export type AddNetworkErrorType = EvmErrorType | RpcUrlRequiredError

export type AddNetworkReturnType = undefined

/**
 * Adds the network to the wallet (wallet_addEthereumChain) with its name, RPC URLs (the chain's own when
 * known), native currency, explorer and icon. Throws `RpcUrlRequiredError` without a valid RPC URL.
 *
 * @example
 * await addNetwork(evm.getWalletClient()!, { network: base })
 */
export async function addNetwork(
  client: WalletClient,
  { network }: AddNetworkParameters,
): Promise<AddNetworkReturnType> {
  const rpcUrls = getRpcUrls(network, 'chainDefault')
  const explorer = network.blockExplorers?.default
  const icon = network.assets?.imageUrl
  const parameter: AddEthereumChainParameter = {
    chainId: numberToHex(chainIdOf(network)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls,
    ...(explorer && { blockExplorerUrls: [explorer.url] }),
    ...(icon && { iconUrls: [icon] }),
  }
  try {
    await client.request({ method: 'wallet_addEthereumChain', params: [parameter] })
  } catch (error) {
    throw toEvmError(error)
  }
}
