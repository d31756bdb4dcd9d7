import type { ChainAdapter, SessionUsageContracts } from '../../adapter/types.js'
import type { SmartAccountNetwork, SmartAccountNetworksResponse } from '../../api/types/smartAccounts.js'
import { type DestroyHook, perConfig } from '../../controllers/perConfig.js'
import type { Network } from '../../networks/types.js'
import type { GrantedExecutionPermission } from './sessionTypes.js'

/**
 * What reading a session's use needs of a config: its networks, the API's smart-account networks (where each
 * chain's session contracts are named) and its EVM adapter.
 */
export type SessionUsageConfig = DestroyHook & {
  getAdapter(namespace: 'eip155'): ChainAdapter | undefined
  network: { find(caipNetworkId: string): Network | undefined }
  api?: { getSmartAccountNetworks(): Promise<SmartAccountNetworksResponse> } | undefined
}

/** A session's token: the ERC-20's own, or the network's native currency. */
export type ExecutionPermissionToken = { symbol: string; decimals: number }

/**
 * What a session has used: `spent` (base units of `token`), whether its account has `disabled` (revoked) it on
 * chain, and the token it spends. Undefined when it cannot be read here (see `readExecutionPermissionUsage`).
 */
export type ReadExecutionPermissionUsageReturnType =
  | { spent: bigint; disabled: boolean; token: ExecutionPermissionToken }
  | undefined

/**
 * Per config: the API's smart-account networks, asked once. A failed answer counts as none and is not kept
 * (the next read asks again).
 */
const smartAccountNetworksOf = perConfig(
  (config: SessionUsageConfig) => {
    let asked: Promise<readonly SmartAccountNetwork[]> | undefined
    return (): Promise<readonly SmartAccountNetwork[]> => {
      if (!config.api) return Promise.resolve([])
      asked ??= config.api.getSmartAccountNetworks().then(
        ({ networks }) => networks,
        () => {
          asked = undefined
          return []
        },
      )
      return asked
    }
  },
  () => undefined,
)

/** The chain's session contracts, as the API's smart-account networks name them. */
async function sessionContractsOf(
  config: SessionUsageConfig,
  caipNetworkId: string,
): Promise<SessionUsageContracts | undefined> {
  const networks = await smartAccountNetworksOf(config)()
  const sessions = networks.find((network) => network.caipNetworkId === caipNetworkId)?.sessions
  return sessions && { delegationManager: sessions.delegationManager, enforcers: sessions.enforcers }
}

/**
 * What a granted session permission has spent of its allowance and whether its account has disabled it, read from
 * its chain through the EVM adapter (`readSessionUsage`) with the chain's session contracts, which the API's
 * smart-account networks name; with the token it spends (the ERC-20's symbol and decimals, or the network's native
 * currency). Undefined when the config does not have the session's network, the API names no session contracts
 * for it (or could not be asked), or the EVM adapter cannot read sessions. A failed chain read throws the
 * adapter's error.
 *
 * @example
 * const usage = await readExecutionPermissionUsage(config, permission)
 * if (usage && !usage.disabled) show(formatUnits(usage.spent, usage.token.decimals), usage.token.symbol)
 */
export async function readExecutionPermissionUsage(
  config: SessionUsageConfig,
  permission: GrantedExecutionPermission,
): Promise<ReadExecutionPermissionUsageReturnType> {
  const caipNetworkId = `eip155:${permission.chainId}`
  const network = config.network.find(caipNetworkId)
  const adapter = config.getAdapter('eip155')
  if (!network || !adapter?.readSessionUsage) return undefined
  const contracts = await sessionContractsOf(config, caipNetworkId)
  if (!contracts) return undefined
  const spends = permission.permission
  const usage = await adapter.readSessionUsage({
    network,
    context: permission.context,
    contracts,
    ...(spends.type === 'erc20-token-allowance' && { token: spends.token }),
  })
  const token = spends.type === 'native-token-allowance' ? network.nativeCurrency : usage.token
  // An adapter that did not read the token it was asked for: the amounts have no unit to be read in.
  if (!token) return undefined
  return {
    spent: usage.spent,
    disabled: usage.disabled,
    token: { symbol: token.symbol, decimals: token.decimals },
  }
}
