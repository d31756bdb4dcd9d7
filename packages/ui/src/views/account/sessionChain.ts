import type { PublicClient } from '@portico/adapter-evm'
import type { SessionContracts } from '@portico/adapter-evm/sessions'
import type { Config, Network } from '@portico/core'
import type { GrantedExecutionPermission } from '@portico/core/sessions'

// What the Sessions view reads from the chain: a session's token (symbol and decimals) and what it has spent.
// Only an EVM smart account reaches it, so the EVM adapter and viem are there; they load with the first read.

/** The EVM adapter's member this reads with (`EvmAdapter.getPublicClient`). */
type PublicClientSource = { getPublicClient(network: Network): Promise<PublicClient> }

export type SessionToken = { symbol: string; decimals: number }

function networkOf(config: Config, chainId: number): Network | undefined {
  return config.network.state.requestedCaipNetworks.find(
    (network) => network.caipNetworkId === `eip155:${chainId}`,
  )
}

/** The public client of the session's chain, through the EVM adapter; undefined when the config lacks either. */
async function publicClientOf(config: Config, chainId: number): Promise<PublicClient | undefined> {
  const network = networkOf(config, chainId)
  const adapter = config.getAdapter('eip155') as Partial<PublicClientSource> | undefined
  if (!network || typeof adapter?.getPublicClient !== 'function') return undefined
  return adapter.getPublicClient(network)
}

/**
 * The token a session spends: the network's native currency, or the ERC-20 token's own symbol and decimals
 * read from the chain. Undefined when they cannot be read.
 */
export async function readSessionToken(
  config: Config,
  permission: GrantedExecutionPermission,
): Promise<SessionToken | undefined> {
  if (permission.permission.type === 'native-token-allowance') {
    const currency = networkOf(config, permission.chainId)?.nativeCurrency
    return currency && { symbol: currency.symbol, decimals: currency.decimals }
  }
  const client = await publicClientOf(config, permission.chainId)
  if (!client) return undefined
  const [{ erc20Abi }, { readContract }] = await Promise.all([import('viem'), import('viem/actions')])
  const address = permission.permission.token
  const [symbol, decimals] = await Promise.all([
    readContract(client, { address, abi: erc20Abi, functionName: 'symbol' }),
    readContract(client, { address, abi: erc20Abi, functionName: 'decimals' }),
  ])
  return { symbol, decimals }
}

/** A chain's session contracts, from the API's smart-account networks (asked once per Sessions load). */
export type SessionContractsLookup = (chainId: number) => Promise<SessionContracts | undefined>

export function sessionContractsLookup(config: Config): SessionContractsLookup {
  let networks: ReturnType<NonNullable<Config['api']>['getSmartAccountNetworks']> | undefined
  return async (chainId) => {
    if (!config.api) return undefined
    networks ??= config.api.getSmartAccountNetworks()
    const { networks: list } = await networks
    return list.find((network) => network.caipNetworkId === `eip155:${chainId}`)?.sessions
  }
}

/**
 * What a session has spent (its allowance enforcer's running total) and whether its account has revoked it, read
 * from the chain. Undefined when the chain has no session contracts or the config no EVM public client.
 */
export async function readSessionSpend(
  config: Config,
  permission: GrantedExecutionPermission,
  contractsOf: SessionContractsLookup,
): Promise<{ spent: bigint; disabled: boolean } | undefined> {
  const [contracts, client] = await Promise.all([
    contractsOf(permission.chainId),
    publicClientOf(config, permission.chainId),
  ])
  if (!contracts || !client) return undefined
  const { decodePermissionContext, readSessionState } = await import('@portico/adapter-evm/sessions')
  const [delegation] = decodePermissionContext(permission.context)
  if (!delegation) return undefined
  return readSessionState(client, { delegation, contracts })
}
