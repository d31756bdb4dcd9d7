import {
  AUTH_CONNECTOR_ID,
  type CaipNetworkId,
  EmbeddedLoginCancelledError,
  EmbeddedRequestNotAllowedError,
  EmbeddedWalletNoNamespaceError,
  errorDetails,
  type RemoteWalletSession,
  type RemoteWalletSessionEvent,
  RpcError,
  UserRejectedRequestError,
} from '@portico/core'
import { methodRule, methodsOf } from '../methodRule.js'
import type { EmbeddedNamespace } from '../namespaces.js'
import { classifyResponse, TRANSACTION_RESPONSE_METHODS } from '../protocol.js'
import { caipAccounts, frameChainId } from './chains.js'
import type { EmbeddedContext, GetUserResult } from './context.js'
import { isAbort, isLoadFailure } from './flow.js'
import { getClient } from './frame.js'
import { chainsOf, networkOf, startChainId } from './frameData.js'
import { accountTypeIn, readSmartAccountNetworks } from './smartAccountNetworks.js'
import type { EmbeddedFrameClient, EmbeddedWalletStatus } from './types.js'

// Each namespace's share of the wallet for its adapter, the wallet requests through it, and the end of a login.

/** How the embedded wallet is named as a connected wallet (the UI words it by its type, AUTH). */
const PEER = { name: 'Email' } as const

/** Records a failed step in `state` (an abort just ends the step) and rethrows. */
export function failed(
  c: EmbeddedContext,
  mine: number,
  error: unknown,
  status: EmbeddedWalletStatus,
): never {
  if (mine === c.flow && c.state.error !== error) {
    if (!isAbort(error))
      c.deps.logger?.error(AUTH_CONNECTOR_ID, 'login step failed', { status, ...errorDetails(error) })
    if (isAbort(error)) Object.assign(c.state, { status: 'idle', error: undefined })
    else Object.assign(c.state, { status: isLoadFailure(error) ? 'error' : status, error })
    if (isLoadFailure(error)) c.deps.onLoadFailure?.()
  }
  throw error
}

export const emit = (c: EmbeddedContext, namespace: EmbeddedNamespace, event: RemoteWalletSessionEvent) => {
  for (const listener of [...(c.sessions.get(namespace)?.listeners ?? [])]) listener(event)
}

/**
 * The wallet's address first (on eip155, the account of the type it answered for), then the other accounts of
 * that type.
 */
export const addressesOf = (c: EmbeddedContext, user: GetUserResult) => {
  // The EOA upgraded in place (EIP-7702) is the smart account at the EOA's address.
  const type =
    user.smartAccountMode === 'eip7702' ? 'eoa' : (user.preferredAccountType ?? c.state.preferredAccountType)
  const preferred = user.accounts.filter((account) => account.type === type)
  return [...new Set([user.address, ...preferred.map((account) => account.address)])]
}

export async function getUser(c: EmbeddedContext, frame: EmbeddedFrameClient, namespace: EmbeddedNamespace) {
  const network = networkOf(c, namespace)
  const chainId = network ? frameChainId(network.caipNetworkId) : startChainId(c)
  const user = await frame.request('GET_USER', {
    chainId,
    preferredAccountType: c.state.preferredAccountType,
  })
  c.state.user = {
    email: user.email ?? c.state.user?.email ?? c.state.email,
    addresses: { ...c.state.user?.addresses, [namespace]: user.address },
    ...((user.userName ?? c.state.user?.userName) !== undefined && {
      userName: user.userName ?? c.state.user?.userName,
    }),
  }
  if (user.email) c.state.email = user.email
  // The frame remembers the type per user and network: its answer on the asked eip155 network is the one shown.
  if (namespace === 'eip155' && user.preferredAccountType) {
    c.state.preferredAccountType = user.preferredAccountType
    c.state.smartAccountMode = user.preferredAccountType === 'eoa' ? undefined : user.smartAccountMode
  }
  return user
}

/** The eip155 methods that send: a smart account's first one deploys it. */
const SENDING_METHODS = new Set(['eth_sendTransaction', 'wallet_sendCalls'])

/**
 * After a send from a smart account not deployed yet (or from an EOA that may have been upgraded in place by an
 * atomic batch): the wallet is asked about its user again, and core's account state follows what it says
 * (`smartAccountDeployed`, `smartAccountMode`). A failed ask changes nothing; the next one will tell.
 */
async function followDeployment(c: EmbeddedContext, frame: EmbeddedFrameClient) {
  const entry = c.sessions.get('eip155')
  const address = entry?.addresses[0]
  const known = address === undefined ? undefined : accountTypeIn(entry?.user, address)
  const upgradable = known?.type === 'eoa' && entry?.user?.eoaUpgraded === false
  if (!entry || (!upgradable && (known?.type !== 'smartAccount' || known.deployed))) return
  try {
    const user = await getUser(c, frame, 'eip155')
    if (c.sessions.get('eip155') !== entry) return
    entry.user = user
    c.deps.syncAccountTypes('eip155')
  } catch (error) {
    c.deps.logger?.warn(AUTH_CONNECTOR_ID, 'smart-account deployment not read', errorDetails(error))
  }
}

/** A wallet request from an adapter: checked against the method lists, then sent to the frame. */
export async function walletRequest(
  c: EmbeddedContext,
  namespace: EmbeddedNamespace,
  { chainId, method, params }: { chainId: CaipNetworkId; method: string; params?: unknown },
): Promise<unknown> {
  const { frame } = c.loaded ?? (await getClient(c))
  const rule = methodRule(namespace, method)
  if (rule === 'notAllowed') {
    c.state.notAllowed++
    throw new EmbeddedRequestNotAllowedError(method)
  }
  if (rule === 'switchChain') {
    const raw = (Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined)
      ?.chainId
    const target =
      typeof raw === 'string' && /^0x[0-9a-fA-F]+$/.test(raw) ? Number.parseInt(raw, 16) : undefined
    if (target === undefined) throw new RpcError({ code: -32602, message: 'Invalid chainId' })
    if (!chainsOf(c, 'eip155').includes(`eip155:${target}`)) {
      throw new RpcError({ code: 4902, message: `Unrecognized chain ${target}` })
    }
    await frame.request('SWITCH_NETWORK', { chainId: target })
    c.cache.setChainId(target)
    return null
  }
  const payload = { chainId: frameChainId(chainId), method, ...(params !== undefined && { params }) }
  if (rule === 'safe') return (await frame.request('RPC_REQUEST', payload)).result
  return withApproval(c, frame, { method, chainId }, async () => {
    const { result } = await frame.request('RPC_REQUEST', payload)
    if (
      namespace === 'eip155' &&
      TRANSACTION_RESPONSE_METHODS.has(method) &&
      classifyResponse(result) !== 'transaction'
    ) {
      throw new RpcError({
        code: -32603,
        message: `The wallet's answer to ${method} is not a hash or signature`,
      })
    }
    if (namespace === 'eip155' && SENDING_METHODS.has(method)) void followDeployment(c, frame)
    return result
  })
}

/**
 * Runs `request` as the approval the frame shows (`approval` names it, the frame is shown over the view): one at a
 * time, each waiting for the one before. Closing the modal over it rejects it, as a Reject would.
 */
export function withApproval<T>(
  c: EmbeddedContext,
  frame: EmbeddedFrameClient,
  approval: { method: string; chainId: CaipNetworkId },
  request: () => Promise<T>,
): Promise<T> {
  const run = async () => {
    c.state.approval = approval
    c.state.frameVisible = 'approve'
    try {
      return await request()
    } catch (error) {
      throw isAbort(error) ? new UserRejectedRequestError({ cause: error }) : error
    } finally {
      c.state.approval = undefined
      if (c.state.frameVisible === 'approve') {
        c.state.frameVisible = undefined
        frame.hide()
      }
    }
  }
  const result = c.approvals.then(run, run)
  c.approvals = result.catch(() => undefined)
  return result
}

/** `namespace`'s share of the wallet, for its adapter. */
export function openSession(
  c: EmbeddedContext,
  namespace: EmbeddedNamespace,
  user: GetUserResult,
): RemoteWalletSession {
  const entry = c.sessions.get(namespace) ?? { addresses: [], user: undefined, listeners: new Set() }
  entry.user = user
  entry.addresses = addressesOf(c, user)
  c.sessions.set(namespace, entry)
  return {
    namespace,
    peer: PEER,
    getAccounts: () =>
      c.sessions.get(namespace) === entry ? caipAccounts(chainsOf(c, namespace), entry.addresses) : [],
    getChains: () => chainsOf(c, namespace),
    getMethods: () => methodsOf(namespace),
    request: <result>(parameters: { chainId: CaipNetworkId; method: string; params?: unknown }) =>
      walletRequest(c, namespace, parameters).catch((error: unknown) => {
        const { method, chainId } = parameters
        c.deps.logger?.error(AUTH_CONNECTOR_ID, 'request failed', { method, chainId, ...errorDetails(error) })
        throw error
      }) as Promise<result>,
    subscribe(listener) {
      entry.listeners.add(listener)
      return () => void entry.listeners.delete(listener)
    },
    accountTypeOf: (address) => accountTypeIn(entry.user, address),
  }
}

/**
 * The frame's answer for a chain the wallet has no account on (a wallet imported from another chain's private
 * key): reason NOT_SUPPORTED, code 4902.
 */
export const isChainNotInWallet = (error: unknown): boolean => {
  const { reason, code } = (error ?? {}) as { reason?: unknown; code?: unknown }
  return reason === 'NOT_SUPPORTED' && code === 4902
}

/**
 * The namespaces of `offered` the wallet has an account on, with its user for each: a wallet imported from one
 * chain's private key has only that chain. Rejects when it has none of them (the frame's error) or on any other
 * failure.
 */
async function walletNamespaces(
  c: EmbeddedContext,
  frame: EmbeddedFrameClient,
  offered: readonly EmbeddedNamespace[],
): Promise<{ served: EmbeddedNamespace[]; users: GetUserResult[] }> {
  const results = await Promise.allSettled(offered.map((namespace) => getUser(c, frame, namespace)))
  const served: EmbeddedNamespace[] = []
  const users: GetUserResult[] = []
  let missing: unknown
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      served.push(offered[index] as EmbeddedNamespace)
      users.push(result.value)
    } else if (isChainNotInWallet(result.reason)) missing = result.reason
    else throw result.reason
  })
  if (served.length === 0) throw missing
  return { served, users }
}

/** The wallet is ready: every namespace's adapter connects through it (the active namespace leads). */
export async function finish(c: EmbeddedContext, mine: number, frame: EmbeddedFrameClient): Promise<void> {
  c.state.status = 'connecting'
  try {
    const offered = c.namespaces.filter((namespace) => c.deps.networksOf(namespace).length > 0)
    if (offered.length === 0) throw new EmbeddedWalletNoNamespaceError()
    const { served, users } = await walletNamespaces(c, frame, offered)
    if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
    const active = c.deps.activeNetwork()?.chainNamespace
    const leader = served.find((namespace) => namespace === active) ?? (served[0] as EmbeddedNamespace)
    const results = await Promise.allSettled(
      served.map((namespace, index) =>
        c.deps.connectNamespace({
          namespace,
          session: openSession(c, namespace, users[index] as GetUserResult),
          activate: namespace === leader,
        }),
      ),
    )
    const leading = results[served.indexOf(leader)]
    if (leading?.status === 'rejected') throw leading.reason
    c.cache.loggedIn(c.state.user?.email ?? c.state.email)
    const network = networkOf(c, leader)
    if (network) c.cache.setChainId(frameChainId(network.caipNetworkId))
    if (mine === c.flow)
      Object.assign(c.state, { status: 'idle', action: undefined, wallet: undefined, error: undefined })
    void readSmartAccountNetworks(c, frame)
  } catch (error) {
    failed(c, mine, error, 'error')
  }
}

/** Ends the login and forgets it: state, cache, sessions and the restore. */
export function reset(c: EmbeddedContext) {
  c.flow++
  c.deviceLoop?.abort()
  c.restoring = undefined
  c.cache.clear()
  c.deps.setSmartAccountEnabledNetworks([])
  Object.assign(c.state, {
    status: 'idle',
    email: undefined,
    action: undefined,
    wallet: undefined,
    error: undefined,
    user: undefined,
    approval: undefined,
    frameVisible: undefined,
  })
  c.loaded?.frame.abortPending()
  c.loaded?.frame.hide()
}
