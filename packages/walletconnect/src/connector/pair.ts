import { type CaipNetworkId, errorDetails, getErrorCode } from '@portico/core'
import { PAIRING_EXPIRY_SECONDS, PAIRING_RETRY_SECONDS } from '../constants/pairingExpiry.js'
import type { SignClient } from '../signClient.js'
import type { ProposalNamespace } from '../types.js'
import { onApproved } from './approve.js'
import {
  type ConnectorContext,
  clearTimer,
  fail,
  hasAnswered,
  isLive,
  LOG_SOURCE,
  type PairingAnswer,
  renewDelay,
  toError,
} from './context.js'
import { orderedChains, proposal } from './proposal.js'

type Pairing = { uri: string; expiresAt: number; approval: Promise<PairingAnswer> }

/**
 * A pairing that signs in as it connects, when sign-in is on and every chain asked for is EVM:
 * `wc_sessionAuthenticate` with the sign-in's fields on the config's EVM chains (the active one first) and
 * the EVM adapter's methods. A wallet without one-click sign-in takes the session proposal sent alongside.
 */
async function oneClickPairing(
  context: ConnectorContext,
  client: SignClient,
  namespaces: Record<string, ProposalNamespace>,
): Promise<Pairing | undefined> {
  const evm = namespaces.eip155
  const signIn = context.plugin.hooks.oneClickSignIn
  if (!signIn?.enabled() || !evm || Object.keys(namespaces).length !== 1) return undefined
  const chains = orderedChains(context, 'eip155').filter((chain) => evm.chains?.includes(chain))
  const fields = await signIn.createRequest(chains[0] as CaipNetworkId)
  const created = await client.authenticate({
    chains,
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce,
    statement: fields.statement,
    exp: fields.expirationTime,
    nbf: fields.notBefore,
    requestId: fields.requestId,
    resources: fields.resources && [...fields.resources],
    methods: evm.methods,
    pairingExpiry: PAIRING_EXPIRY_SECONDS,
  })
  return { uri: created.uri, expiresAt: created.expiresAt, approval: created.response }
}

/** A plain session proposal. */
async function proposalPairing(
  client: SignClient,
  namespaces: Record<string, ProposalNamespace>,
): Promise<Pairing> {
  const { uri, expiresAt, approval } = await client.connect({
    optionalNamespaces: namespaces,
    expiry: PAIRING_EXPIRY_SECONDS,
  })
  return { uri, expiresAt, approval: approval.then((session) => ({ session })) }
}

/** Follows a pairing's answer: any answer settles a pending connect; a refusal declines it. */
function followAnswer(context: ConnectorContext, id: number, approval: Promise<PairingAnswer>) {
  approval.then(
    (answer) => {
      // A wallet may answer an older URI that was still on its screen: any answer settles a pending connect.
      if (context.pending && !hasAnswered(context)) void onApproved(context, answer)
    },
    (error) => {
      if (id !== context.generation || !context.pending) return
      const code = getErrorCode(error)
      if (code === 5000 || code === 4001) fail(context, 'declined', toError(error))
      // The proposal expired or the relay dropped it: the renewal timer makes a new one.
      else if (isLive(context)) fail(context, 'error', toError(error))
    },
  )
}

/** Creates a pairing and waits for its answer; renews it shortly before it expires. */
export async function pair(context: ConnectorContext): Promise<void> {
  const { state } = context
  const id = ++context.generation
  clearTimer(context)
  if (!state.uri) state.status = 'loading'
  let created: Pairing
  try {
    const client = await context.getClient()
    const namespaces = proposal(context)
    created =
      (await oneClickPairing(context, client, namespaces)) ?? (await proposalPairing(client, namespaces))
  } catch (error) {
    if (id !== context.generation || !context.pending) return
    // A renewal that failed tries again after a second; a first pairing that failed shows its error.
    if (state.uri) {
      context.plugin.logger.warn(LOG_SOURCE, 'pairing renewal failed, trying again', errorDetails(error))
      context.timer = setTimeout(() => void pair(context), PAIRING_RETRY_SECONDS * 1000)
    } else fail(context, 'error', toError(error))
    return
  }
  if (id !== context.generation || !context.pending) return
  context.current = { uri: created.uri, expiresAt: created.expiresAt }
  Object.assign(state, {
    uri: created.uri,
    expiresAt: created.expiresAt,
    status: 'waiting',
    error: undefined,
  })
  context.timer = setTimeout(() => void pair(context), renewDelay(context, created.expiresAt))
  followAnswer(context, id, created.approval)
}
