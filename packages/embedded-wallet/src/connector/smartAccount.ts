import {
  AUTH_CONNECTOR_ID,
  errorDetails,
  type SmartAccountMode,
  SmartAccountNotOfferedError,
} from '@portico/core'
import { caipAccounts, frameChainId } from './chains.js'
import type { EmbeddedContext } from './context.js'
import { getClient } from './frame.js'
import { chainsOf, networkOf } from './frameData.js'
import { addressesOf, emit, getUser, withApproval } from './session.js'
import { offersUpgrade } from './smartAccountNetworks.js'
import type { EmbeddedFrameClient } from './types.js'

// The user's choice between the embedded wallet's smart account (counterfactual, or its EOA upgraded in place with
// EIP-7702) and its EOA (SET_PREFERRED_ACCOUNT).

export type { SmartAccountMode }

/** The account type the embedded wallet can be asked to show. */
export type PreferredAccountType = 'eoa' | 'smartAccount'

/**
 * How `setPreferredAccountType` ended: `switched` to `type` (a smart account in `mode`), or `failed` (with the
 * `error`) and left on the EOA. The UI words it; nothing here writes words for people.
 */
export type SetPreferredAccountTypeResult =
  | { status: 'switched'; type: PreferredAccountType; mode?: SmartAccountMode | undefined; address: string }
  | { status: 'failed'; type: 'eoa'; error: Error }

/**
 * Asks the frame for `type` (in `mode`) on its active chain, reads the user again and moves the eip155 session to
 * it. The in-place upgrade waits for the user's Approve in the frame, shown as an approval.
 */
async function switchTo(
  c: EmbeddedContext,
  frame: EmbeddedFrameClient,
  type: PreferredAccountType,
  mode?: SmartAccountMode,
) {
  const payload = mode === undefined ? { type } : { type, mode }
  const ask = () => frame.request('SET_PREFERRED_ACCOUNT', payload)
  const network = networkOf(c, 'eip155')
  if (mode === 'eip7702' && network)
    await withApproval(c, frame, { method: 'SET_PREFERRED_ACCOUNT', chainId: network.caipNetworkId }, ask)
  else await ask()
  c.state.preferredAccountType = type
  const user = await getUser(c, frame, 'eip155')
  const entry = c.sessions.get('eip155')
  if (!entry) throw new SmartAccountNotOfferedError({ details: 'The eip155 session ended' })
  const before = entry.addresses[0]
  entry.user = user
  entry.addresses = addressesOf(c, user)
  emit(c, 'eip155', {
    type: 'accountsChanged',
    accounts: caipAccounts(chainsOf(c, 'eip155'), entry.addresses),
  })
  // The EOA and its in-place upgrade share one address: no account changes, only what the wallet says it is.
  if (before?.toLowerCase() === user.address.toLowerCase()) c.deps.syncAccountTypes('eip155')
  return user
}

/**
 * Makes the account of the active eip155 network the wallet's smart account or its EOA: the frame is moved to
 * that network, asked for the type (it remembers it per user and network), the user read again, and the
 * session's accounts change, so the adapter and core follow. `mode: 'eip7702'` asks for the EOA upgraded in place
 * (where the network offers it; the user approves it in the frame). When anything fails (a Reject too) the EOA is
 * asked for again (best effort) and the outcome is `failed`.
 */
export async function setPreferredAccountType(
  c: EmbeddedContext,
  type: PreferredAccountType,
  mode?: SmartAccountMode,
): Promise<SetPreferredAccountTypeResult> {
  let frame: EmbeddedFrameClient | undefined
  try {
    const network = networkOf(c, 'eip155')
    if (!c.sessions.has('eip155') || !network)
      throw new SmartAccountNotOfferedError({ details: 'No eip155 account is connected' })
    if (type === 'smartAccount' && !c.deps.isSmartAccountEnabled(network))
      throw new SmartAccountNotOfferedError({ details: network.caipNetworkId })
    if (type === 'smartAccount' && mode === 'eip7702' && !offersUpgrade(c, network.caipNetworkId))
      throw new SmartAccountNotOfferedError({ details: `${network.caipNetworkId} (EIP-7702)` })
    frame = (c.loaded ?? (await getClient(c))).frame
    // SET_PREFERRED_ACCOUNT acts on the frame's active chain: ask the frame which one that is (its own state, not
    // the page's remembered guess), and move it to the app's network first when they differ.
    const chainId = frameChainId(network.caipNetworkId)
    const { chainId: active } = await frame.request('GET_CHAIN_ID', {})
    if (active !== chainId) await frame.request('SWITCH_NETWORK', { chainId })
    c.cache.setChainId(chainId)
    const user = await switchTo(c, frame, type, type === 'smartAccount' ? mode : undefined)
    return {
      status: 'switched',
      type,
      ...(user.smartAccountMode !== undefined && type === 'smartAccount' && { mode: user.smartAccountMode }),
      address: user.address,
    }
  } catch (error) {
    c.deps.logger?.error(AUTH_CONNECTOR_ID, 'account type not set', { type, mode, ...errorDetails(error) })
    c.state.preferredAccountType = 'eoa'
    c.state.smartAccountMode = undefined
    if (frame && type !== 'eoa') await switchTo(c, frame, 'eoa').catch(() => undefined)
    return { status: 'failed', type: 'eoa', error: error instanceof Error ? error : new Error(String(error)) }
  }
}
