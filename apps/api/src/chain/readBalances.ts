import { type Address, formatUnits, parseAbi } from 'viem'
import type { ChainConfig } from '../config.js'
import { erc20Abi } from './abis.js'
import type { ChainClients } from './clients.js'
import { isUsd, priceCall, priceFromAmounts } from './prices.js'

const multicallAbi = parseAbi(['function getEthBalance(address) view returns (uint256)'])

/** A token balance: name, symbol, chainId, address (absent for the native token), value, price, iconUrl, quantity. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}

type Entry = {
  name: string
  symbol: string
  address?: string
  decimals: number
  /** Where the balance is read: a contract call, or the native balance. */
  balance: {
    address: Address
    abi: typeof erc20Abi | typeof multicallAbi
    functionName: 'balanceOf' | 'getEthBalance'
    args: readonly [Address]
  }
  price: ReturnType<typeof priceCall>
  usd: boolean
  iconUrl: string
}

/**
 * Native and every listed token balance of `owner` on one chain, with USD prices from the AMM against the
 * stablecoin, read in one multicall round trip.
 */
export async function readBalances(
  clients: ChainClients,
  chain: ChainConfig,
  owner: Address,
  iconUrl: (symbol: string) => string,
): Promise<TokenBalance[]> {
  const client = clients.get(chain.caipNetworkId)
  if (!client || !chain.multicall) return []
  const entries: Entry[] = [
    {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
      balance: {
        address: chain.multicall as Address,
        abi: multicallAbi,
        functionName: 'getEthBalance',
        args: [owner],
      },
      price: chain.amm ? priceCall(chain, chain.amm.weth, chain.nativeCurrency.decimals) : undefined,
      usd: false,
      iconUrl: iconUrl(chain.nativeCurrency.symbol),
    },
    ...chain.tokens.map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: `${chain.caipNetworkId}:${token.address}`,
      decimals: token.decimals,
      balance: {
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [owner] as const,
      },
      price: priceCall(chain, token.address, token.decimals),
      usd: isUsd(chain, token.address),
      iconUrl: token.iconUrl ?? iconUrl(token.symbol),
    })),
  ]
  const calls = entries.flatMap((entry) => (entry.price ? [entry.balance, entry.price] : [entry.balance]))
  const results = (await client.multicall({ contracts: calls as never, allowFailure: true })) as readonly (
    | { status: 'success'; result: unknown }
    | { status: 'failure'; error: Error }
  )[]
  const resultOf = (call: unknown) => {
    const result = results[calls.indexOf(call as (typeof calls)[number])]
    return result?.status === 'success' ? result.result : undefined
  }

  return entries.flatMap((entry) => {
    const raw = resultOf(entry.balance) as bigint | undefined
    if (raw === undefined) return []
    const price = entry.usd
      ? 1
      : priceFromAmounts(chain, resultOf(entry.price) as readonly bigint[] | undefined)
    const numeric = formatUnits(raw, entry.decimals)
    const balance: TokenBalance = {
      name: entry.name,
      symbol: entry.symbol,
      chainId: chain.caipNetworkId,
      ...(entry.address ? { address: entry.address } : {}),
      value: Math.round(Number(numeric) * price * 100) / 100,
      price,
      iconUrl: entry.iconUrl,
      quantity: { decimals: String(entry.decimals), numeric },
    }
    return [balance]
  })
}
