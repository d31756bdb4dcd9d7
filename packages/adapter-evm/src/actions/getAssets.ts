import type { Network } from '@portico/core'
import { type Address, type Hex, numberToHex } from 'viem'
import { UnsupportedCapabilityError } from '../errors/connector.js'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { chainIdOf } from '../utils/network.js'
import { getCapabilities } from './getCapabilities.js'
import type { WalletClient } from './types.js'

/** One asset of the wallet's own asset list (ERC-7811), as Portico lists it. */
export type WalletAsset = {
  address: string
  /** Base units, hex. */
  balance: Hex
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string; value?: number }
}

export type GetAssetsParameters = { address: string; network: Network }

export type GetAssetsReturnType = readonly WalletAsset[]

export type GetAssetsErrorType = EvmErrorType | UnsupportedCapabilityError

/** The address ERC-7811 wallets (and token lists) use for the native token. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

type RawAsset = {
  address?: string
  balance?: string
  type?: unknown
  metadata?: {
    name?: unknown
    symbol?: unknown
    decimals?: unknown
    price?: unknown
    iconUrl?: unknown
    value?: unknown
  }
}

/** One ERC-7811 asset as a Portico wallet asset; `undefined` for types Portico does not list (NFTs...). */
export function toWalletAsset(
  raw: RawAsset,
  nativeCurrency: Network['nativeCurrency'],
): WalletAsset | undefined {
  const type = raw.type === 'native' ? 'NATIVE' : raw.type === 'erc20' ? 'ERC20' : undefined
  if (!type || typeof raw.balance !== 'string' || !raw.balance.startsWith('0x')) return undefined
  const meta = raw.metadata ?? {}
  const native = type === 'NATIVE'
  const address = !native && typeof raw.address === 'string' ? raw.address : NATIVE_TOKEN_ADDRESS
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback)
  return {
    address,
    balance: raw.balance as Hex,
    type,
    metadata: {
      name: text(meta.name, native ? nativeCurrency.name : ''),
      symbol: text(meta.symbol, native ? nativeCurrency.symbol : ''),
      decimals: number(meta.decimals, native ? nativeCurrency.decimals : 0),
      price: number(meta.price, 0),
      iconUrl: text(meta.iconUrl, ''),
      ...(typeof meta.value === 'number' && { value: meta.value }),
    },
  }
}

/**
 * The wallet's own list of the address's assets on the network (ERC-7811 wallet_getAssets). Only for wallets
 * that announce the `assetDiscovery` capability for that chain; throws `UnsupportedCapabilityError` otherwise.
 *
 * @example
 * const assets = await getAssets(evm.getWalletClient()!, { address, network: base })
 */
export async function getAssets(
  client: WalletClient,
  { address, network }: GetAssetsParameters,
): Promise<GetAssetsReturnType> {
  const chainId = chainIdOf(network)
  const capabilities = await getCapabilities(client, { address, chainId })
  const discovery = capabilities.assetDiscovery as { supported?: unknown } | undefined
  if (discovery?.supported !== true) throw new UnsupportedCapabilityError('assetDiscovery')

  const hexChainId = numberToHex(chainId)
  let response: Record<string, RawAsset[] | undefined>
  try {
    // ERC-7811 is not in viem's typed RPC schema yet.
    const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
    response = (await request({
      method: 'wallet_getAssets',
      params: [{ account: address as Address, chainFilter: [hexChainId] }],
    })) as Record<string, RawAsset[] | undefined>
  } catch (error) {
    throw toEvmError(error)
  }
  // Filtered to the chain: wallets may answer for more than asked.
  const assets = Object.entries(response ?? {})
    .filter(([id]) => Number(id) === chainId)
    .flatMap(([, list]) => list ?? [])
  return assets.flatMap((raw) => toWalletAsset(raw, network.nativeCurrency) ?? [])
}
