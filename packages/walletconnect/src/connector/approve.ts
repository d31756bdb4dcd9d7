import { type ChainNamespace, WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import { formatAuthMessage } from '../authenticate.js'
import type { Session } from '../types.js'
import { type ConnectorContext, clearTimer, fail, type PairingAnswer, succeed, toError } from './context.js'
import { WalletConnectNoAccountsError } from './errors.js'
import { namespaceSession } from './namespaceSession.js'
import { orderedChains } from './proposal.js'
import type { WalletConnectWallet } from './types.js'

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected' }

/** Connects one namespace through its share of the session, on the wallet's network when we have it. */
async function connectNamespace(
  context: ConnectorContext,
  namespace: ChainNamespace,
  session: ReturnType<typeof namespaceSession>,
  activate: boolean,
) {
  const { network, connection } = context.plugin
  const ours = network.networksOf(namespace)
  const chains = session.getChains()
  await connection.connect({
    namespace,
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    activate,
    remote: { session, parameter: 'walletConnect', type: 'WALLET_CONNECT', method: 'qrcode' },
    // The wallet's network when the session covers the active one, else the session's first of ours.
    network:
      ours.find(
        (n) =>
          n.caipNetworkId === network.state.caipNetwork?.caipNetworkId && chains.includes(n.caipNetworkId),
      ) ?? ours.find((n) => chains.includes(n.caipNetworkId)),
  })
}

/** Each adapter's share of `session`; the active namespace (or the first) leads. */
export async function useSession(
  context: ConnectorContext,
  session: Session,
  wallet: WalletConnectWallet | undefined,
) {
  const { adapters, network, recentWallets } = context.plugin
  const client = await context.getClient()
  const namespaces = [...adapters.keys()].filter(
    (namespace) => adapters.get(namespace)?.walletConnect && session.namespaces[namespace]?.accounts.length,
  )
  if (namespaces.length === 0) throw new WalletConnectNoAccountsError()
  const active = network.state.activeChain
  const leader = active && namespaces.includes(active) ? active : namespaces[0]
  context.activeTopic = session.topic
  const results = await Promise.allSettled(
    namespaces.map((namespace) =>
      connectNamespace(
        context,
        namespace,
        namespaceSession(client, session, namespace, context.plugin.logger),
        namespace === leader,
      ),
    ),
  )
  const leading = results[namespaces.indexOf(leader as ChainNamespace)]
  if (leading?.status === 'rejected') throw leading.reason
  if (wallet) recentWallets.add({ id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl })
}

/** The wallet's answer: a session, and with a one-click sign-in the CACAOs it signed. */
export async function onApproved(context: ConnectorContext, { session, cacaos = [] }: PairingAnswer) {
  const { state } = context
  clearTimer(context)
  context.current = undefined
  Object.assign(state, {
    status: cacaos.length ? 'authenticating' : 'connecting',
    uri: undefined,
    expiresAt: undefined,
  })
  try {
    if (cacaos.length) {
      await context.plugin.hooks.oneClickSignIn?.acceptCacaos({
        cacaos,
        chains: orderedChains(context, 'eip155'),
        format: (payload) => formatAuthMessage(payload as Parameters<typeof formatAuthMessage>[0]),
      })
      state.status = 'connecting'
    }
    if (!session) throw new WalletConnectNoAccountsError()
    await useSession(context, session, state.wallet)
    succeed(context)
  } catch (error) {
    // The session is ended with the wallet (also when its sign-in could not be stored); the error is the view's.
    const client = await context.getClient().catch(() => undefined)
    if (session)
      await client?.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }).catch(() => undefined)
    fail(context, 'error', toError(error))
  }
}
