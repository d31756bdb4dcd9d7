// Session permissions of the wallet's smart account (ERC-7715 requests, ERC-7710 delegations the network's
// DelegationManager enforces with its caveat enforcers): which permissions the wallet offers; a grant after the
// user's Approve (a delegation from the account to the app's session key, signed by the owner as the account's
// ERC-1271 reads it, recorded in the API before the app receives it); the account's active grants; and a revoke
// after Approve (the account disables the delegation on chain in a user operation, then the record says revoked).
// Only the counterfactual PorticoAccount grants sessions: the EOA cannot delegate, and the upgraded EOA's
// implementation has no `executeFromExecutor` for the DelegationManager to call.
import {
  createSessionDelegation,
  type Delegation,
  decodePermissionContext,
  delegationHash,
  delegationSigningHash,
  describeSessionDelegation,
  disableSessionData,
  encodePermissionContext,
  parseSessionRequests,
  permissionResponse,
  readSessionState,
  type SessionContracts,
  SessionRequestError,
} from '@portico/adapter-evm/sessions'
import { porticoAccountDigest } from '@portico/devnet/contracts'
import { type Address, type Hex, isAddressEqual, numberToHex, recoverAddress } from 'viem'
import * as z from 'zod/mini'
import { type ChainRef, chainRef, type Networks } from '../chains.js'
import { FrameRequestError, InvalidParamsError, NotSupportedError } from '../errors.js'
import { isDeployed, smartAccountService, smartAccountSignatureDeployData } from '../smartAccount.js'
import { describeSessionGrant, describeSessionRevoke } from './describeSession.js'
import { type EvmRequestContext, hex, parse } from './evmContext.js'
import { type SessionRecord, sessionRecords } from './sessionRecords.js'
import {
  ownerSignature,
  paymasterFor,
  sendFromSmartAccount,
  signAsSmartAccount,
  smartAccountRows,
  withSmartAccountRow,
} from './smartAccountRequests.js'
import type { SmartEvmAccount } from './userOperation.js'
import { waitForUserOperation } from './userOperationReceipt.js'

type SessionMethod = 'wallet_requestExecutionPermissions' | 'wallet_grantPermissions'

/** EIP-1193 4100: the account in use cannot grant sessions; the user must choose the smart account. */
export class SessionAccountError extends FrameRequestError {
  override name = 'SessionAccountError'
  constructor() {
    super(
      'Sessions need the Smart account type: the user must switch Account type to Smart account, then ask again',
      { code: 4100 },
    )
  }
}

/** The network's session contracts and where grants are recorded; undefined where it offers no sessions. */
function networkSessions(networks: Networks, chain: ChainRef) {
  const sessions = smartAccountService(networks, chain)?.sessions
  if (!sessions) return undefined
  const { recordsUrl, ...contracts } = sessions
  return { recordsUrl, contracts: contracts as SessionContracts }
}

const grantsSessions = (account: EvmRequestContext['account']): account is SmartEvmAccount =>
  account.type === 'smartAccount' && account.mode === 'counterfactual'

/** What every session method works with; refused 4200 where the network has no sessions, 4100 off the smart account. */
function sessionScope(request: EvmRequestContext) {
  const found = networkSessions(request.rpc.networks, request.chain)
  if (!found)
    throw new NotSupportedError(`Sessions are not offered on network ${request.chain.caipNetworkId}`)
  const { account } = request
  if (!grantsSessions(account)) throw new SessionAccountError()
  const records = sessionRecords({
    recordsUrl: found.recordsUrl,
    chainId: request.chain.id,
    account: account.address,
    sign: (hash) => signAsSmartAccount(request, account, hash),
  })
  return { account, contracts: found.contracts, records }
}

/** Runs `read`; a field the session module refused becomes JSON-RPC invalid params with the module's words. */
function asInvalidParams<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof SessionRequestError) throw new InvalidParamsError(error.message)
    throw error
  }
}

/** The language the approval view shows (the surface sets it on the document). */
const viewLocale = () => globalThis.document?.documentElement.lang || 'en'

/** wallet_getSupportedExecutionPermissions: both allowances on every app network that offers sessions. */
export function supportedExecutionPermissions(networks: Networks) {
  const chainIds = networks
    .evmChainIds()
    .filter((id) => networkSessions(networks, chainRef(id)) !== undefined)
    .map((id) => numberToHex(id))
  if (chainIds.length === 0) return {}
  return {
    'erc20-token-allowance': { chainIds, ruleTypes: ['expiry'] },
    'native-token-allowance': { chainIds, ruleTypes: ['expiry', 'payee'] },
  }
}

/**
 * wallet_requestExecutionPermissions / wallet_grantPermissions: the approval shows each session exactly; after
 * Approve each delegation is signed, recorded, and answered in the dialect asked, with the account's deployment
 * as a dependency while it has no code (the DelegationManager asks the account's ERC-1271, which needs code).
 */
export async function requestSessions(request: EvmRequestContext, method: SessionMethod) {
  const { account, contracts, records } = sessionScope(request)
  const asked = asInvalidParams(() => parseSessionRequests(method, request.list))
  for (const session of asked) {
    if (session.chainId !== request.chain.id)
      throw new InvalidParamsError(`The session is for chain ${session.chainId}, not ${request.chain.id}`)
    request.checkAccount(session.account)
  }
  const description = await describeSessionGrant(asked, request.describeContext(), viewLocale())
  // The session's limit and expiry first, the granting account after them.
  const { details: accountRows } = smartAccountRows(request, account)
  await request.approve({ ...description, details: [...description.details, ...accountRows] })
  const deployed = await isDeployed(request.client(), account.address)
  const dependencies = deployed
    ? []
    : [
        {
          factory: account.service.factory as Address,
          factoryData: smartAccountSignatureDeployData(account.owner),
        },
      ]
  const { delegationManager } = contracts
  const answers: Record<string, unknown>[] = []
  for (const session of asked) {
    const unsigned = createSessionDelegation({ account: account.address, request: session, contracts })
    const hash = delegationSigningHash(unsigned, { chainId: request.chain.id, delegationManager })
    const delegation = { ...unsigned, signature: await ownerSignature(request, account, hash) }
    const context = encodePermissionContext([delegation])
    const answer = permissionResponse(session, { context, delegationManager, dependencies })
    // Recorded before the app holds it: a grant the API did not take is not answered. The record keeps the app's
    // origin beside the answer: each app lists only the sessions it was granted.
    await records.grant({
      pci: delegationHash(delegation),
      permissions: { origin: request.rpc.origin, response: answer },
      expiry: session.expiry,
    })
    answers.push(answer)
  }
  return answers
}

const grantRecord = z.object({ origin: z.string(), response: z.record(z.string(), z.unknown()) })

/** The answers of the active records granted to `origin` (a record of another shape is not one of ours). */
export function grantsTo(records: readonly SessionRecord[], origin: string): Record<string, unknown>[] {
  return records.flatMap((record) => {
    const grant = grantRecord.safeParse(record.permissions)
    return record.active && grant.success && grant.data.origin === origin ? [grant.data.response] : []
  })
}

/**
 * wallet_getGrantedExecutionPermissions: the account's active grants to the asking app (its origin), as they
 * were answered; none off the smart account. Another app's sessions are not its business.
 */
export async function grantedSessions(request: EvmRequestContext) {
  if (!networkSessions(request.rpc.networks, request.chain) || !grantsSessions(request.account)) return []
  const { records } = sessionScope(request)
  return grantsTo(await records.list(), request.rpc.origin)
}

const revokeSchema = z.object({ permissionContext: hex })
const REVOKE_METHODS: ReadonlySet<string> = new Set([
  'wallet_revokeExecutionPermission',
  'wallet_revokePermissions',
])

/** A revoke's params as a list: apps send its one object by name (`{ permissionContext }`) or in a list. */
export function sessionParams(method: string, params: unknown): unknown {
  const byName = typeof params === 'object' && params !== null && !Array.isArray(params)
  return REVOKE_METHODS.has(method) && byName ? [params] : params
}

/** The one delegation of a context this account granted (signed by its owner for this chain and manager). */
async function grantedDelegation(
  request: EvmRequestContext,
  account: SmartEvmAccount,
  contracts: SessionContracts,
  context: Hex,
): Promise<Delegation> {
  const delegations = asInvalidParams(() => decodePermissionContext(context))
  const [delegation] = delegations
  const notOurs = () => new InvalidParamsError('permissionContext: is not a session this account granted')
  if (delegations.length !== 1 || !delegation || !isAddressEqual(delegation.delegator, account.address))
    throw notOurs()
  const { chain } = request
  const hash = delegationSigningHash(delegation, {
    chainId: chain.id,
    delegationManager: contracts.delegationManager,
  })
  const digest = porticoAccountDigest({ hash, account: account.address, chainId: chain.id })
  const signer = await recoverAddress({ hash: digest, signature: delegation.signature }).catch(
    () => undefined,
  )
  if (!signer || !isAddressEqual(signer, account.owner)) throw notOurs()
  return delegation
}

/**
 * wallet_revokeExecutionPermission / wallet_revokePermissions `{ permissionContext }`: the approval names the
 * session; after Approve the account disables the delegation (one user operation, sponsored where the paymaster
 * agrees), then the record is marked revoked. A delegation already disabled on chain only updates the record.
 */
export async function revokeSession(request: EvmRequestContext) {
  const [asked] = request.list
  // wallet_revokePermissions is also EIP-2255's (`[{ eth_accounts: {} }]`, the kit's disconnect): not offered here.
  if (
    typeof asked === 'object' &&
    asked !== null &&
    !('permissionContext' in asked) &&
    'eth_accounts' in asked
  )
    throw new NotSupportedError('Revoking account permissions (EIP-2255) is not supported by this wallet')
  const { account, contracts, records } = sessionScope(request)
  const { permissionContext } = parse(revokeSchema, asked, `${request.method} request`)
  const delegation = await grantedDelegation(request, account, contracts, permissionContext as Hex)
  const session = asInvalidParams(() => describeSessionDelegation(delegation, contracts))
  const description = await describeSessionRevoke(session, request.describeContext(), viewLocale())
  const reader = request.client() as Parameters<typeof readSessionState>[0]
  const { disabled } = await readSessionState(reader, { delegation, contracts })
  if (disabled) await request.approve(withSmartAccountRow(request, account, description))
  else {
    const call = { to: contracts.delegationManager, data: disableSessionData(delegation) }
    const paymaster = paymasterFor(account, undefined)
    const hash = await sendFromSmartAccount(request, account, [call], description, paymaster)
    await waitForUserOperation(account.service.bundlerUrl, hash)
  }
  await records.revoke(delegationHash(delegation))
  return {}
}
