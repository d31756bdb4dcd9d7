import {
  AUTH_CONNECTOR_ID,
  errorDetails,
  type RemoteAccountType,
  type SmartAccountNetwork,
} from '@portico/core'
import { networkInfoSchema } from '../protocol.js'
import type { EmbeddedContext, GetUserResult } from './context.js'
import type { EmbeddedFrameClient } from './types.js'

// Where the frame is told it may make smart accounts (the API's list, sent with SYNC_DAPP_DATA), where it offers
// them (INIT_SMART_ACCOUNT_NETWORKS), and what the wallet says each of its accounts is.

const smartAccountSchema = networkInfoSchema.shape.smartAccount

/**
 * The chains' smart-account services, read from the API once as the frame loads. An entry the protocol would
 * refuse is left out (the frame would refuse the whole SYNC_DAPP_DATA); an API that cannot be read lists none.
 */
export async function readSmartAccountServices(c: EmbeddedContext): Promise<void> {
  try {
    const networks = await c.deps.smartAccountNetworks()
    c.smartAccountServices = networks.filter(
      (network) =>
        network.caipNetworkId.startsWith('eip155:') &&
        smartAccountSchema.safeParse(serviceOf(network)).success,
    )
  } catch (error) {
    c.smartAccountServices = []
    c.deps.logger?.warn(AUTH_CONNECTOR_ID, 'smart-account networks unavailable', errorDetails(error))
  }
}

/** What the frame is told of a chain's smart-account service: the API's entry without its network id. */
function serviceOf(network: SmartAccountNetwork) {
  return {
    entryPoint: network.entryPoint,
    factory: network.factory,
    bundlerUrl: network.bundlerUrl,
    ...(network.paymasterUrl !== undefined && { paymasterUrl: network.paymasterUrl }),
    ...(network.eip7702 !== undefined && { eip7702: network.eip7702 }),
    ...(network.sessions !== undefined && { sessions: network.sessions }),
  }
}

/** The smart-account service the frame is told for `caipNetworkId`, when the API lists one. */
export function smartAccountOf(c: EmbeddedContext, caipNetworkId: string) {
  const found = c.smartAccountServices.find((network) => network.caipNetworkId === caipNetworkId)
  return found && serviceOf(found)
}

/** Whether the API lists an EIP-7702 implementation on `caipNetworkId`: the EOA may be upgraded in place there. */
export function offersUpgrade(c: EmbeddedContext, caipNetworkId: string): boolean {
  return smartAccountOf(c, caipNetworkId)?.eip7702 !== undefined
}

/**
 * Where the embedded wallet offers smart accounts, for the network state, asked after a login or restore;
 * without an answer, none (and the EOA is the account asked for).
 */
export async function readSmartAccountNetworks(c: EmbeddedContext, frame: EmbeddedFrameClient) {
  try {
    const { smartAccountEnabledNetworks } = await frame.request('INIT_SMART_ACCOUNT_NETWORKS', {})
    c.deps.setSmartAccountEnabledNetworks(smartAccountEnabledNetworks)
  } catch (error) {
    c.deps.logger?.warn(AUTH_CONNECTOR_ID, 'smart-account networks not read', errorDetails(error))
    c.deps.setSmartAccountEnabledNetworks([])
    c.state.preferredAccountType = 'eoa'
    c.state.smartAccountMode = undefined
  }
}

/**
 * What the wallet's last answer says `address` is: its EOA, or its smart account (deployed or not), which is the
 * EOA itself when the wallet answers for the EOA upgraded in place (`mode` `eip7702`).
 */
export function accountTypeIn(
  user: GetUserResult | undefined,
  address: string,
): RemoteAccountType | undefined {
  const account = user?.accounts.find((entry) => entry.address.toLowerCase() === address.toLowerCase())
  if (!account || !user) return undefined
  const deployed = user.smartAccountDeployed ?? false
  if (
    account.type === 'eoa' &&
    user.preferredAccountType === 'smartAccount' &&
    user.smartAccountMode === 'eip7702'
  )
    return { type: 'smartAccount', deployed, mode: 'eip7702' }
  return account.type === 'smartAccount'
    ? { type: 'smartAccount', deployed, mode: 'counterfactual' }
    : { type: 'eoa' }
}
