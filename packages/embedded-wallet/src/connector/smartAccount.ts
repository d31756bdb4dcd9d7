import { AUTH_CONNECTOR_ID, errorDetails, SmartAccountNotOfferedError } from '@portico/core'
import { caipAccounts, frameChainId } from './chains.js'
import type { EmbeddedContext } from './context.js'
import { getClient } from './frame.js'
import { chainsOf, networkOf } from './frameData.js'
import { addressesOf, emit, getUser } from './session.js'
import type { EmbeddedFrameClient } from './types.js'

// The user's choice between the embedded wallet's smart account and its EOA (SET_PREFERRED_ACCOUNT).

/** The account type the embedded wallet can be asked to show. */
export type PreferredAccountType = 'eoa' | 'smartAccount'

/**
 * How `setPreferredAccountType` ended: `switched` to `type`, or `failed` (with the `error`) and left on the EOA.
 * The UI words it; nothing here writes words for people.
 */
export type SetPreferredAccountTypeResult =
  | { status: 'switched'; type: PreferredAccountType; address: string }
  | { status: 'failed'; type: 'eoa'; error: Error }

/** Asks the frame for `type` on its active chain, reads the user again and moves the eip155 session to it. */
async function switchTo(c: EmbeddedContext, frame: EmbeddedFrameClient, type: PreferredAccountType) {
  await frame.request('SET_PREFERRED_ACCOUNT', { type })
  c.state.preferredAccountType = type
  const user = await getUser(c, frame, 'eip155')
  const entry = c.sessions.get('eip155')
  if (!entry) throw new SmartAccountNotOfferedError({ details: 'The eip155 session ended' })
  entry.user = user
  entry.addresses = addressesOf(c, user)
  emit(c, 'eip155', {
    type: 'accountsChanged',
    accounts: caipAccounts(chainsOf(c, 'eip155'), entry.addresses),
  })
  return user
}

/**
 * Makes the account of the active eip155 network the wallet's smart account or its EOA: the frame is moved to
 * that network, asked for the type (it remembers it per user and network), the user read again, and the
 * session's accounts change, so the adapter and core follow. When anything fails the EOA is asked for again
 * (best effort) and the outcome is `failed`.
 */
export async function setPreferredAccountType(
  c: EmbeddedContext,
  type: PreferredAccountType,
): Promise<SetPreferredAccountTypeResult> {
  let frame: EmbeddedFrameClient | undefined
  try {
    const network = networkOf(c, 'eip155')
    if (!c.sessions.has('eip155') || !network)
      throw new SmartAccountNotOfferedError({ details: 'No eip155 account is connected' })
    if (type === 'smartAccount' && !c.deps.isSmartAccountEnabled(network))
      throw new SmartAccountNotOfferedError({ details: network.caipNetworkId })
    frame = (c.loaded ?? (await getClient(c))).frame
    const chainId = frameChainId(network.caipNetworkId)
    if (c.cache.chainId() !== chainId) {
      await frame.request('SWITCH_NETWORK', { chainId })
      c.cache.setChainId(chainId)
    }
    const user = await switchTo(c, frame, type)
    return { status: 'switched', type, address: user.address }
  } catch (error) {
    c.deps.logger?.error(AUTH_CONNECTOR_ID, 'account type not set', { type, ...errorDetails(error) })
    c.state.preferredAccountType = 'eoa'
    if (frame && type !== 'eoa') await switchTo(c, frame, 'eoa').catch(() => undefined)
    return { status: 'failed', type: 'eoa', error: error instanceof Error ? error : new Error(String(error)) }
  }
}
